import { useState, type ComponentType, type ReactNode } from 'react';
import { Button, Text } from '@radix-ui/themes';
import { fn, type Mock } from 'storybook/test';

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

type Callbacks<P> = {
  [K in keyof P]: P[K] extends (...args: never[]) => unknown ? K : never;
}[keyof P];

export interface OutcomeStoriesOptions<P extends { open: boolean }, C extends Callbacks<P>> {
  Dialog: ComponentType<P>;
  triggerLabel: string;
  initialOutcome: string;
  /** Each choice's callback prop, and what the log says once it has run. */
  outcomes: Record<C, string>;
  /** The callback whose promise stays pending until the story calls `finish()` (a save it holds). */
  held: NoInfer<C>;
}

/**
 * The meta parts of the stories of a two-choice dialog the app controls (ConflictDialog,
 * UnsavedChangesDialog): a spy per choice as args, cleared before each story, and a page around the
 * dialog (OutcomeDemo) whose log says which choice closed it.
 */
export function outcomeStories<P extends { open: boolean }, C extends Callbacks<P>>({
  Dialog,
  triggerLabel,
  initialOutcome,
  outcomes,
  held,
}: OutcomeStoriesOptions<P, C>) {
  const names = Object.keys(outcomes) as C[];
  let release: (() => void) | undefined;
  const spies = Object.fromEntries(
    names.map((name) => [
      name,
      name === held
        ? fn(
            () =>
              new Promise<void>((resolve) => {
                release = resolve;
              }),
          ).mockName(String(name))
        : fn().mockName(String(name)),
    ]),
  ) as Record<C, Mock>;
  return {
    spies,
    /** Lets the held callback's promise resolve. */
    finish: () => release?.(),
    args: { open: true, ...spies } as unknown as Pick<P, C | 'open'>,
    render: (args: P) => (
      <OutcomeDemo open={args.open} triggerLabel={triggerLabel} initialOutcome={initialOutcome}>
        {(open, settle) => {
          const choices = Object.fromEntries(
            names.map((name) => [name, settle(args[name] as () => unknown, outcomes[name])]),
          );
          return <Dialog {...args} open={open} {...choices} />;
        }}
      </OutcomeDemo>
    ),
    beforeEach: () => {
      for (const name of names) spies[name].mockClear();
      release = undefined;
    },
  };
}
