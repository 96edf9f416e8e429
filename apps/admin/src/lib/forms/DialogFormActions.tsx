import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button, Dialog, Flex } from '@radix-ui/themes';
import { UnsavedChangesDialog } from '@shop/ui';
import {
  unsavedChangesDialogProps,
  useUnsavedChangesBlocker,
  validateAndSave,
} from './unsaved-changes';

/**
 * The foot of a form in a dialog (§2), FormActions' counterpart there: Cancel (closes the dialog;
 * the edits go with it, as the user asked) and the submit button, off until the form changes and
 * while it is saved, and the unsaved-changes prompt (Leave / Save changes) when the page is left
 * with the dialog open and changed (browser back, a link behind the dialog, the settings modal
 * closing).
 */
export function DialogFormActions<Values extends FieldValues, Output>({
  form,
  onSave,
  cancelLabel,
  submitLabel,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  /** Saves valid values; resolves true once saved (the navigation held by the prompt goes on). */
  onSave: (values: Output) => Promise<boolean>;
  cancelLabel: string;
  submitLabel: string;
}) {
  const { isDirty, isSubmitting } = form.formState;
  const blocker = useUnsavedChangesBlocker(isDirty, isSubmitting);
  return (
    <Flex gap="3" justify="end" wrap="wrap">
      <Dialog.Close>
        <Button type="button" variant="soft" color="gray" disabled={isSubmitting}>
          {cancelLabel}
        </Button>
      </Dialog.Close>
      <Button type="submit" disabled={!isDirty || isSubmitting} loading={isSubmitting}>
        {submitLabel}
      </Button>
      <UnsavedChangesDialog
        {...unsavedChangesDialogProps(blocker, validateAndSave(form, onSave))}
      />
    </Flex>
  );
}
