import { useState, type ReactNode } from 'react';
import { Button, Text } from '@radix-ui/themes';
import { fn } from 'storybook/test';

/** Runs a story's spy, then closes the dialog and logs what happened (after the spy's promise, if any). */
export type Settle = (spy: () => unknown, outcome: string) => () => void | Promise<void>;

export interface OutcomeDemoProps {
  /** Whether the dialog is open when the story starts. */
  open: boolean;
  /** The page button that opens it again (e.g. "Save", "Go to Orders"). */
  triggerLabel: string;
  /** What the log says before any choice. */
  initialOutcome: string;
  children: (open: boolean, settle: Settle) => ReactNode;
}

/**
 * A page around a dialog the app controls: a button opens it, and a log (`role="log"`) says which choice
 * closed it, so a story can check the outcome the way a user would see it.
 */
export function OutcomeDemo({
  open: initialOpen,
  triggerLabel,
  initialOutcome,
  children,
}: OutcomeDemoProps) {
  const [open, setOpen] = useState(initialOpen);
  const [outcome, setOutcome] = useState(initialOutcome);
  const settle: Settle = (spy, next) => () => {
    const finish = () => {
      setOpen(false);
      setOutcome(next);
    };
    const result = spy();
    if (result instanceof Promise) return result.then(finish);
    finish();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{triggerLabel}</Button>
      <Text as="p" role="log">
        {outcome}
      </Text>
      {children(open, settle)}
    </>
  );
}

/** A spy whose promise stays pending until the story calls `finish()` (a save the story holds). */
export function heldAction(name: string) {
  let release: (() => void) | undefined;
  const spy = fn(
    () =>
      new Promise<void>((resolve) => {
        release = resolve;
      }),
  ).mockName(name);
  return {
    spy,
    finish: () => release?.(),
    reset: () => {
      spy.mockClear();
      release = undefined;
    },
  };
}
