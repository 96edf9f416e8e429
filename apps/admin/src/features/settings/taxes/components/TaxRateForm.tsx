import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '../../../../lib/forms/DialogFormActions';
import { FormFrame } from '../../../../lib/forms/FormFrame';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import type { TaxRateOutput, TaxRateValues } from '../form/tax-rate-form';
import { TaxRateFields } from './TaxRateFields';

export interface TaxRateFormProps {
  form: UseFormReturn<TaxRateValues, unknown, TaxRateOutput>;
  /** Saves a checked body; resolves true once saved (the dialog then closes). */
  save: (body: TaxRateOutput) => Promise<boolean>;
  /** Messages of no field (the server's), above the fields. */
  formErrors: string[];
  submitLabel: string;
  /** Dialogs of the save (the conflict dialog of an edit). */
  dialogs?: ReactNode;
}

/**
 * What the new and the edit rate forms share inside the rate dialog: the fields, Cancel and the
 * submit button (off until something changes, §2), and the unsaved-changes prompt when the page is
 * left with the dialog open and changed.
 */
export function TaxRateForm({ form, save, formErrors, submitLabel, dialogs }: TaxRateFormProps) {
  const { t } = useTranslation('settings');
  return (
    <FormFrame form={form} onSubmit={(event) => void form.handleSubmit(save)(event)}>
      <Flex direction="column" gap="4" mt="4">
        <FormErrors messages={formErrors} />
        <TaxRateFields control={form.control} />
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
