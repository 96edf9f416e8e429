import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SaveBar, UnsavedChangesDialog } from '@shop/ui';
import {
  unsavedChangesDialogProps,
  useUnsavedChangesBlocker,
  validateAndSave,
} from './unsaved-changes';

/**
 * The foot of every edit form and what guards it (§2): the kit's save bar, Discard (back to the
 * values last loaded or saved) and Save, both off until the form changes and while it is saved,
 * stuck to the bottom of the screen while the form has changes so a long form saves from anywhere,
 * in the same place on every form; and the unsaved-changes prompt (Keep editing / Leave / Save
 * changes) for navigating away from a changed form that is not being saved.
 */
export function FormActions<Values extends FieldValues, Output>({
  form,
  onSave,
  onDiscard,
  discardLabel,
  saveLabel,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  /** Saves valid values; resolves true once saved. */
  onSave: (values: Output) => Promise<boolean>;
  /** Called after Discard has reset the fields: clear what else the form shows (its errors). */
  onDiscard: () => void;
  /** The kit's "Discard" and "Save" unless a form names its action otherwise. */
  discardLabel?: string;
  saveLabel?: string;
}) {
  const { isDirty, isSubmitting } = form.formState;
  const blocker = useUnsavedChangesBlocker(isDirty, isSubmitting);
  return (
    <>
      <SaveBar
        dirty={isDirty}
        saving={isSubmitting}
        onDiscard={() => {
          form.reset();
          onDiscard();
        }}
        saveLabel={saveLabel}
        discardLabel={discardLabel}
      />
      <UnsavedChangesDialog
        {...unsavedChangesDialogProps(blocker, validateAndSave(form, onSave))}
      />
    </>
  );
}
