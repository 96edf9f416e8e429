import type { ReactNode } from 'react';
import { defaultFormMessages, useUiMessages } from '../messages';
import { TwoChoiceDialog } from '../TwoChoiceDialog';

export interface ConflictDialogProps {
  /** Show it when a save was refused because someone else saved a newer version (HTTP 409). */
  open: boolean;
  /**
   * "Keep mine": save the form's values over theirs. A returned promise shows the button pending and
   * blocks the other choices until it settles.
   */
  onKeepMine: () => void | Promise<unknown>;
  /** "Take theirs": drop the edits and load the version that was saved meanwhile. */
  onTakeTheirs: () => void;
  /** Escape (or dismissal): decide later; the form keeps the edits and stays unsaved. */
  onDismiss: () => void;
  /** Overrides of messages.conflictTitle / conflictDescription (e.g. naming the record). */
  title?: ReactNode;
  description?: ReactNode;
}

/**
 * Lost-update protection, the user's side: someone else saved this record after it was opened, so the
 * save was refused instead of silently overwriting theirs. The user picks whose version wins.
 */
export function ConflictDialog({
  open,
  onKeepMine,
  onTakeTheirs,
  onDismiss,
  title,
  description,
}: ConflictDialogProps) {
  const messages = useUiMessages(defaultFormMessages);
  return (
    <TwoChoiceDialog
      open={open}
      title={title ?? messages.conflictTitle}
      description={description ?? messages.conflictDescription}
      secondaryLabel={messages.conflictTakeTheirs}
      onSecondary={onTakeTheirs}
      primaryLabel={messages.conflictKeepMine}
      onPrimary={onKeepMine}
      onDismiss={onDismiss}
      // Start on the choice that overwrites nobody's work.
      safeChoice="secondary"
      maxWidth="480px"
    />
  );
}
