import { useState, type ReactElement, type ReactNode } from 'react';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useUiMessages } from '../messages';
import { usePending } from './usePending';

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
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messages = useUiMessages();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const { pending, run } = usePending();

  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const cancel = () => {
    if (pending) return;
    onCancel?.();
    setOpen(false);
  };
  const confirm = async () => {
    if (await run(onConfirm)) setOpen(false);
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setOpen(true);
        else cancel();
      }}
    >
      {trigger ? <AlertDialog.Trigger>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Content
        maxWidth="440px"
        aria-busy={pending || undefined}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <AlertDialog.Title>{title}</AlertDialog.Title>
        {description ? (
          <AlertDialog.Description size="2">{description}</AlertDialog.Description>
        ) : null}
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          {/* AlertDialog.Cancel: the dialog opens with the focus here, and it closes through onOpenChange. */}
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={pending}>
              {cancelLabel ?? messages.cancel}
            </Button>
          </AlertDialog.Cancel>
          <Button
            color={destructive ? 'red' : undefined}
            loading={pending}
            onClick={() => void confirm()}
          >
            {confirmLabel ?? messages.confirm}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
