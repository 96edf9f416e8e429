import { useRef, type ReactElement, type ReactNode } from 'react';
import { AlertDialog, Box, Button, Flex } from '@radix-ui/themes';
import { usePending } from './use-pending';

/** Which button a two-choice dialog opens on: the one that loses nothing. */
export type SafeChoice = 'secondary' | 'primary';

export interface TwoChoiceDialogProps {
  open: boolean;
  /** Called when the dialog asks to open (through `trigger`). */
  onOpen?: () => void;
  /** A button that opens the dialog; the focus returns to it when the dialog closes. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  /**
   * More than a sentence, under the description: a list of what the action changes, say. Not part
   * of the dialog's accessible description (which stays one sentence); read in order after it.
   */
  details?: ReactNode;
  /** The soft grey button, first in reading order. */
  secondaryLabel: string;
  onSecondary: () => void;
  /** The solid button, last in reading order. */
  primaryLabel: string;
  /**
   * The primary action. A returned promise shows the button pending and blocks the other choice and
   * Escape until it settles.
   */
  onPrimary: () => void | Promise<unknown>;
  /** Called once the primary action succeeded (it did not throw or reject). */
  onPrimaryDone?: () => void;
  /** Escape (or another dismissal): never called while the primary action is pending. */
  onDismiss: () => void;
  /**
   * A third, quiet button that dismisses (as Escape does), first in reading order: for a question
   * whose safest answer is "neither" (Keep editing).
   */
  dismissLabel?: string;
  /** Where the focus starts. */
  safeChoice: SafeChoice;
  /** A red primary button, for deleting and other actions that cannot be undone. */
  destructive?: boolean;
  maxWidth?: string;
}

/**
 * The one shape of the kit's questions (an alert dialog with two answers): the focus starts on the safe
 * answer, Escape dismisses, the focus returns to what opened the dialog, and a primary action that
 * returns a promise keeps the dialog busy until it settles. ConfirmDialog, UnsavedChangesDialog and
 * ConflictDialog are this dialog with their own words.
 */
export function TwoChoiceDialog({
  open,
  onOpen,
  trigger,
  title,
  description,
  details,
  secondaryLabel,
  onSecondary,
  primaryLabel,
  onPrimary,
  onPrimaryDone,
  onDismiss,
  dismissLabel,
  safeChoice,
  destructive = false,
  maxWidth = '440px',
}: TwoChoiceDialogProps) {
  const { pending, run } = usePending();
  const secondaryRef = useRef<HTMLButtonElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<Element | null>(null);
  const primary = async () => {
    if ((await run(onPrimary)) && onPrimaryDone) onPrimaryDone();
  };
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) onOpen?.();
        else if (!pending) onDismiss();
      }}
    >
      {trigger ? <AlertDialog.Trigger>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Content
        maxWidth={maxWidth}
        aria-busy={pending || undefined}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={(event) => {
          // Still the element that had the focus before the dialog opened.
          returnFocusTo.current = document.activeElement;
          event.preventDefault();
          (safeChoice === 'primary' ? primaryRef : secondaryRef).current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          // Radix returns the focus to a Trigger; a dialog the app opened (a save refused, a navigation
          // held) has none, so the focus goes back to what had it, if it is still on the page.
          if (trigger) return;
          const previous = returnFocusTo.current;
          returnFocusTo.current = null;
          if (previous instanceof HTMLElement && previous.isConnected) {
            event.preventDefault();
            previous.focus();
          }
        }}
      >
        <AlertDialog.Title>{title}</AlertDialog.Title>
        {description ? (
          <AlertDialog.Description size="2">{description}</AlertDialog.Description>
        ) : null}
        {details ? <Box mt="3">{details}</Box> : null}
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          {dismissLabel ? (
            <Button variant="outline" color="gray" disabled={pending} onClick={onDismiss}>
              {dismissLabel}
            </Button>
          ) : null}
          <Button
            ref={secondaryRef}
            variant="soft"
            color="gray"
            disabled={pending}
            onClick={onSecondary}
          >
            {secondaryLabel}
          </Button>
          <Button
            ref={primaryRef}
            color={destructive ? 'red' : undefined}
            loading={pending}
            onClick={() => void primary()}
          >
            {primaryLabel}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
