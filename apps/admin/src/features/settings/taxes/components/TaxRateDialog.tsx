import { useEffect } from 'react';
import { Dialog } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Location, TaxRate } from '@shop/admin-api';
import { ConflictDialog, toast } from '@shop/ui';
import { useBodyForm } from '../../../../lib/forms/use-body-form';
import { useEditForm } from '../../../../lib/forms/use-edit-form';
import {
  newTaxRateValues,
  taxRateBody,
  taxRateToForm,
  type TaxRateOutput,
} from '../form/tax-rate-form';
import { useCreateTaxRate, useUpdateTaxRate } from '../queries';
import { TaxRateForm } from './TaxRateForm';

/** A new rate, starting in the first location's country and charged on products (§5). */
function NewTaxRateForm({ locations, onDone }: { locations: Location[]; onDone: () => void }) {
  const { t } = useTranslation(['settings', 'validation']);
  const create = useCreateTaxRate();
  const state = useBodyForm({ ...taxRateBody, defaultValues: newTaxRateValues(locations) });
  const save = async (body: TaxRateOutput): Promise<boolean> => {
    state.clearFormErrors();
    try {
      await create.mutateAsync(body);
    } catch (error) {
      state.showServerErrors(error);
      return false;
    }
    toast.success(t('general:toast.createdRecord.taxRate'));
    onDone();
    return true;
  };
  return (
    <TaxRateForm
      form={state.form}
      save={save}
      formErrors={state.formErrors}
      submitLabel={t('taxes.form.create')}
    />
  );
}

/** A saved rate, saved over the version shown (409: the conflict dialog, §5). */
function EditTaxRateForm({ rate, onDone }: { rate: TaxRate; onDone: () => void }) {
  const { t } = useTranslation(['settings', 'validation']);
  const update = useUpdateTaxRate(rate.id);
  const edit = useEditForm({
    record: rate,
    recordSchema: 'taxRateSchema',
    toFormValues: taxRateToForm,
    body: taxRateBody,
    update: update.mutateAsync,
  });
  // Saved, by the form or by "Keep mine" after a conflict: the dialog has done its job.
  useEffect(() => {
    if (update.isSuccess) onDone();
  }, [update.isSuccess, onDone]);
  return (
    <TaxRateForm
      form={edit.form}
      save={edit.save}
      formErrors={edit.formErrors}
      submitLabel={t('general:actions.save')}
      dialogs={<ConflictDialog {...edit.conflictDialog} />}
    />
  );
}

export interface TaxRateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The rate to edit; null to add one. */
  rate: TaxRate | null;
  /** The shop's locations, the first one's country starts a new rate. */
  locations: Location[];
}

/** §2 taxes: the create/edit modal. Its form unmounts when closed: each opening starts afresh. */
export function TaxRateDialog({ open, onOpenChange, rate, locations }: TaxRateDialogProps) {
  const { t } = useTranslation('settings');
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>
          {rate ? t('taxes.form.editTitle') : t('taxes.form.createTitle')}
        </Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('taxes.form.description')}
        </Dialog.Description>
        {rate ? (
          <EditTaxRateForm key={rate.id} rate={rate} onDone={close} />
        ) : (
          <NewTaxRateForm locations={locations} onDone={close} />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
