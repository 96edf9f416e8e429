import { useBeforeUnload, useBlocker, type Blocker } from 'react-router';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { UnsavedChangesDialogProps } from '@shop/ui';

/** Navigation state of a deliberate exit (e.g. after a delete) that must not ask about changes. */
export const LEAVE_WITHOUT_PROMPT = { leaveWithoutPrompt: true } as const;

function leavesWithoutPrompt(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'leaveWithoutPrompt' in state;
}

/**
 * Blocks in-app navigation away from a dirty form that is not being submitted (§2), and asks the
 * browser to confirm closing the tab.
 */
export function useUnsavedChangesBlocker(isDirty: boolean, isSubmitting: boolean): Blocker {
  const shouldBlock = isDirty && !isSubmitting;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      shouldBlock &&
      currentLocation.pathname !== nextLocation.pathname &&
      !leavesWithoutPrompt(nextLocation.state),
  );
  useBeforeUnload((event) => {
    if (shouldBlock) event.preventDefault();
  });
  return blocker;
}

/**
 * Connects a router blocker to the kit's UnsavedChangesDialog (Leave / Save changes, Escape stays).
 * `save` resolves true when the form was saved: the navigation then goes on, otherwise the user stays
 * on the form with its errors.
 */
export function unsavedChangesDialogProps(
  blocker: Blocker,
  save: () => Promise<boolean>,
): UnsavedChangesDialogProps {
  return {
    open: blocker.state === 'blocked',
    onLeave: () => blocker.proceed?.(),
    onStay: () => blocker.reset?.(),
    onSave: async () => {
      if (await save()) blocker.proceed?.();
      else blocker.reset?.();
    },
  };
}

/**
 * "Save changes" of the unsaved-changes dialog: validates the form and saves it, resolving true once
 * saved. Invalid values resolve false, leaving their errors on the fields.
 */
export function validateAndSave<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  save: (values: Output) => Promise<boolean>,
): () => Promise<boolean> {
  return () =>
    new Promise<boolean>((resolve) => {
      void form.handleSubmit(
        async (values) => resolve(await save(values)),
        () => resolve(false),
      )();
    });
}
