import { useState, type ReactElement, type ReactNode } from 'react';
import { defaultFormMessages, useUiMessages } from '../messages';
import { TwoChoiceDialog } from '../TwoChoiceDialog';

export interface ConfirmDialogProps {
  /** Controlled open state; leave out (with `trigger`) to let the dialog manage it. */
  open?: boolean;
  /** Called when the dialog asks to open or close (not while the confirm action is pending). */
  onOpenChange?: (open: boolean) => void;
  /** A button that opens the dialog (uncontrolled use, or controlled with `onOpenChange`). */
  trigger?: ReactElement;
  /** The question, e.g. "Delete Ada Lovelace?". */
  title: ReactNode;
  /** What happens if the user confirms. */
  description?: ReactNode;
  /** More under the description: what the action changes, as a list (see TwoChoiceDialog). */
  details?: ReactNode;
  /** Confirm button label (default: messages.confirm). */
  confirmLabel?: string;
  /** Cancel button label (default: messages.cancel). */
  cancelLabel?: string;
  /** A red confirm button, for deleting and other actions that cannot be undone. */
  destructive?: boolean;
  /**
   * The confirmed action. When it returns a promise the confirm button shows a spinner, the dialog cannot
   * be dismissed, and it closes only once the promise resolves (it stays open if it rejects, so the user
   * can retry or cancel; the app reports the error).
   */
  onConfirm: () => void | Promise<unknown>;
  /** Called when the user cancels (button, Escape). */
  onCancel?: () => void;
}

/**
 * Asks before an action (an alert dialog: focus starts on Cancel, Escape cancels). The kit only asks; the
 * action itself is the app's.
 */
export function ConfirmDialog({
  open: controlledOpen,
  onOpenChange,
  trigger,
  title,
  description,
  details,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messages = useUiMessages(defaultFormMessages);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const cancel = () => {
    onCancel?.();
    setOpen(false);
  };

  return (
    <TwoChoiceDialog
      open={open}
      onOpen={() => setOpen(true)}
      trigger={trigger}
      title={title}
      description={description}
      details={details}
      secondaryLabel={cancelLabel ?? messages.cancel}
      onSecondary={cancel}
      primaryLabel={confirmLabel ?? messages.confirm}
      onPrimary={onConfirm}
      onPrimaryDone={() => setOpen(false)}
      onDismiss={cancel}
      safeChoice="secondary"
      destructive={destructive}
    />
  );
}
