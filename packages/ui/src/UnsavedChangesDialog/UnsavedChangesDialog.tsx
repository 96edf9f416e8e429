import { useRef, type ReactNode } from 'react';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { usePending } from '../ConfirmDialog/usePending';
import { useUiMessages } from '../messages';

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
  /** Stay on the page: Escape (and the dialog's dismissal) cancel the navigation. */
  onStay: () => void;
  /** Overrides of messages.unsavedTitle / unsavedDescription. */
  title?: ReactNode;
  description?: ReactNode;
}

/**
 * The prompt of SPEC §2 for a form with unsaved changes: Leave / Save changes; Escape stays. The blocking
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
  const messages = useUiMessages();
  const { pending, run } = usePending();
  const saveRef = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onStay();
      }}
    >
      <AlertDialog.Content
        maxWidth="440px"
        aria-busy={pending || undefined}
        // Start on the choice that loses nothing.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          saveRef.current?.focus();
        }}
      >
        <AlertDialog.Title>{title ?? messages.unsavedTitle}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {description ?? messages.unsavedDescription}
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <Button variant="soft" color="gray" disabled={pending} onClick={onLeave}>
            {messages.unsavedLeave}
          </Button>
          <Button ref={saveRef} loading={pending} onClick={() => void run(onSave)}>
            {messages.unsavedSave}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
