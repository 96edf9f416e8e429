import { useEffect, useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Dialog, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Currency, DiscountThreshold } from '@shop/admin-api';
import { ConflictDialog, toast } from '@shop/ui';
import { DialogFormActions } from '../../../lib/forms/DialogFormActions';
import { FormFrame } from '../../../lib/forms/FormFrame';
import { FormErrors } from '../../../lib/forms/FormErrors';
import { useBodyForm } from '../../../lib/forms/use-body-form';
import { useEditForm } from '../../../lib/forms/use-edit-form';
import { toastSaveFailure } from '../components/save-failure';
import { useCreateThreshold, useUpdateThreshold } from './queries';
import {
  newThresholdValues,
  thresholdBody,
  toThresholdValues,
  type ThresholdFormOutput,
  type ThresholdFormValues,
} from './threshold-form';
import { ThresholdFields } from './ThresholdFields';

interface Shared {
  currency: Currency;
  timeZone: string;
  onDone: () => void;
}

function ThresholdForm({
  form,
  save,
  formErrors,
  submitLabel,
  currency,
  timeZone,
  dialogs,
}: {
  form: UseFormReturn<ThresholdFormValues, unknown, ThresholdFormOutput>;
  save: (body: ThresholdFormOutput) => Promise<boolean>;
  formErrors: string[];
  submitLabel: string;
  currency: Currency;
  timeZone: string;
  dialogs?: ReactNode;
}) {
  const { t } = useTranslation('discounts');
  return (
    <FormFrame form={form} onSubmit={(event) => void form.handleSubmit(save)(event)}>
      <Flex direction="column" gap="4" mt="4">
        <FormErrors messages={formErrors} />
        <ThresholdFields control={form.control} currency={currency} timeZone={timeZone} />
        <DialogFormActions
          form={form}
          onSave={save}
          cancelLabel={t('general:actions.cancel')}
          submitLabel={submitLabel}
        />
      </Flex>
      {dialogs}
    </FormFrame>
  );
}

function NewThresholdForm({ currency, timeZone, onDone }: Shared) {
  const { t } = useTranslation(['discounts', 'validation']);
  // This minute, once: the form's start does not move while it is open.
  const [start] = useState(() => newThresholdValues(Math.floor(Date.now() / 1000)));
  const state = useBodyForm({ ...thresholdBody, defaultValues: start });
  const create = useCreateThreshold();
  const save = async (body: ThresholdFormOutput): Promise<boolean> => {
    state.clearFormErrors();
    try {
      await create.mutateAsync(body);
    } catch (error) {
      state.showServerErrors(error);
      toastSaveFailure(error, t('thresholds.createFailed'));
      return false;
    }
    toast.success(t('general:toast.createdRecord.discountThreshold'));
    onDone();
    return true;
  };
  return (
    <ThresholdForm
      form={state.form}
      save={save}
      formErrors={state.formErrors}
      submitLabel={t('thresholds.create')}
      currency={currency}
      timeZone={timeZone}
    />
  );
}

function EditThresholdForm({
  tier,
  currency,
  timeZone,
  onDone,
}: Shared & { tier: DiscountThreshold }) {
  const { t } = useTranslation(['discounts', 'validation']);
  const update = useUpdateThreshold(tier.id);
  const edit = useEditForm({
    record: tier,
    recordSchema: 'thresholdSchema',
    toFormValues: toThresholdValues,
    body: thresholdBody,
    update: async (body) => {
      try {
        return await update.mutateAsync(body);
      } catch (error) {
        toastSaveFailure(error, t('thresholds.updateFailed'));
        throw error;
      }
    },
  });
  // Saved, by the form or by "Keep mine" after a conflict: the dialog has done its job.
  useEffect(() => {
    if (update.isSuccess) onDone();
  }, [update.isSuccess, onDone]);
  return (
    <ThresholdForm
      form={edit.form}
      save={edit.save}
      formErrors={edit.formErrors}
      submitLabel={t('general:actions.save')}
      currency={currency}
      timeZone={timeZone}
      dialogs={<ConflictDialog {...edit.conflictDialog} />}
    />
  );
}

/** A tier's create/edit modal. Its form unmounts when closed: each opening starts afresh. */
export function ThresholdDialog({
  open,
  onOpenChange,
  tier,
  currency,
  timeZone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tier to edit; null to add one. */
  tier: DiscountThreshold | null;
  currency: Currency;
  timeZone: string;
}) {
  const { t } = useTranslation('discounts');
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{tier ? t('thresholds.editTitle') : t('thresholds.newTitle')}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('thresholds.description')}
        </Dialog.Description>
        {tier ? (
          <EditThresholdForm
            key={tier.id}
            tier={tier}
            currency={currency}
            timeZone={timeZone}
            onDone={close}
          />
        ) : (
          <NewThresholdForm currency={currency} timeZone={timeZone} onDone={close} />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
