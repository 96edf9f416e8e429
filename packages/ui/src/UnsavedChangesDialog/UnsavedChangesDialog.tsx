import type { ReactNode } from 'react';
import { defaultFormMessages, useUiMessages } from '../messages';
import { TwoChoiceDialog } from '../TwoChoiceDialog';

export interface UnsavedChangesDialogProps {
  /** Show it while a navigation away from a dirty form is held (the app's router blocker). */
  open: boolean;
  /** "Leave": discard the changes and let the navigation go on. */
  onLeave: () => void;
  /**
   * "Save changes": save, then the app lets the navigation go on (or stays if saving failed). A returned
   * promise shows the Save button pending and blocks the other choices until it settles.
   */
  onSave: () => void | Promise<unknown>;
  /** Stay on the page: "Keep editing", Escape (and the dialog's dismissal) cancel the navigation. */
  onStay: () => void;
  /** Overrides of messages.unsavedTitle / unsavedDescription. */
  title?: ReactNode;
  description?: ReactNode;
}

/**
 * The prompt of SPEC §2 for a form with unsaved changes: Leave / Save changes, and Keep editing (as
 * Escape) for a user who did not mean to go. The blocking
 * of the navigation itself is the app's (its router); the kit only asks.
 */
export function UnsavedChangesDialog({
  open,
  onLeave,
  onSave,
  onStay,
  title,
  description,
}: UnsavedChangesDialogProps) {
  const messages = useUiMessages(defaultFormMessages);
  return (
    <TwoChoiceDialog
      open={open}
      title={title ?? messages.unsavedTitle}
      description={description ?? messages.unsavedDescription}
      secondaryLabel={messages.unsavedLeave}
      onSecondary={onLeave}
      primaryLabel={messages.unsavedSave}
      onPrimary={onSave}
      onDismiss={onStay}
      dismissLabel={messages.unsavedKeepEditing}
      // Start on the choice that loses nothing.
      safeChoice="primary"
    />
  );
}
