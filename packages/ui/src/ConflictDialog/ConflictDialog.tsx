import { useRef, type ReactNode } from 'react';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { usePending } from '../ConfirmDialog/usePending';
import { useUiMessages } from '../messages';

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
  const messages = useUiMessages();
  const { pending, run } = usePending();
  const theirsRef = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onDismiss();
      }}
    >
      <AlertDialog.Content
        maxWidth="480px"
        aria-busy={pending || undefined}
        // Start on the choice that overwrites nobody's work.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          theirsRef.current?.focus();
        }}
      >
        <AlertDialog.Title>{title ?? messages.conflictTitle}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {description ?? messages.conflictDescription}
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <Button
            ref={theirsRef}
            variant="soft"
            color="gray"
            disabled={pending}
            onClick={onTakeTheirs}
          >
            {messages.conflictTakeTheirs}
          </Button>
          <Button loading={pending} onClick={() => void run(onKeepMine)}>
            {messages.conflictKeepMine}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
