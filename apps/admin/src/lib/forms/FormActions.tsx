import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button, Flex } from '@radix-ui/themes';
import { UnsavedChangesDialog } from '@shop/ui';
import {
  unsavedChangesDialogProps,
  useUnsavedChangesBlocker,
  validateAndSave,
} from './unsaved-changes';

/**
 * The foot of an edit form and what guards it (§2): Discard (back to what was loaded) and Save, both
 * off until the form changes and while it is saved, and the unsaved-changes prompt (Leave / Save
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
  discardLabel: string;
  saveLabel: string;
}) {
  const { isDirty, isSubmitting } = form.formState;
  const blocker = useUnsavedChangesBlocker(isDirty, isSubmitting);
  return (
    <Flex gap="3" justify="end">
      <Button
        type="button"
        variant="soft"
        color="gray"
        disabled={!isDirty || isSubmitting}
        onClick={() => {
          form.reset();
          onDiscard();
        }}
      >
        {discardLabel}
      </Button>
      <Button type="submit" disabled={!isDirty || isSubmitting} loading={isSubmitting}>
        {saveLabel}
      </Button>
      <UnsavedChangesDialog
        {...unsavedChangesDialogProps(blocker, validateAndSave(form, onSave))}
      />
    </Flex>
  );
}
