import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button, Dialog, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesDialog } from '@shop/ui';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import {
  unsavedChangesDialogProps,
  useUnsavedChangesBlocker,
  validateAndSave,
} from '../../../../lib/forms/unsaved-changes';
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
  const { isDirty, isSubmitting } = form.formState;
  const blocker = useUnsavedChangesBlocker(isDirty, isSubmitting);
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)}>
      <Flex direction="column" gap="4" mt="4">
        <FormErrors messages={formErrors} />
        <TaxRateFields control={form.control} />
        <Flex gap="3" justify="end" wrap="wrap">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray" disabled={isSubmitting}>
              {t('general:actions.cancel')}
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={!isDirty || isSubmitting} loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
      <UnsavedChangesDialog {...unsavedChangesDialogProps(blocker, validateAndSave(form, save))} />
      {dialogs}
    </form>
  );
}
