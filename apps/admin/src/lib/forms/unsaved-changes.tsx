import { useBeforeUnload, useBlocker, type Blocker } from 'react-router';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

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

/** Leave / Save changes, while a navigation is blocked. */
export function UnsavedChangesDialog({
  blocker,
  onSave,
  saving,
}: {
  blocker: Blocker;
  /** Saves the form; resolves true when the save succeeded (then the navigation proceeds). */
  onSave: () => Promise<boolean>;
  saving: boolean;
}) {
  const { t } = useTranslation();
  if (blocker.state !== 'blocked') return null;
  const save = async () => {
    if (await onSave()) blocker.proceed();
    else blocker.reset();
  };
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && blocker.reset()}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{t('unsaved.title')}</AlertDialog.Title>
        <AlertDialog.Description size="2">{t('unsaved.description')}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          {/* Not AlertDialog.Cancel: closing the dialog means "stay" (reset), leaving is explicit. */}
          <Button variant="soft" color="gray" onClick={() => blocker.proceed()}>
            {t('unsaved.leave')}
          </Button>
          <Button loading={saving} onClick={() => void save()}>
            {t('unsaved.save')}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
