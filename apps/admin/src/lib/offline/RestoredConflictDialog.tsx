import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConflictDialog, toast } from '@shop/ui';
import { errorMessage } from '../query-client/report-error';
import { describeChange } from './describe-change';
import { sendRecorded } from './record-request';
import {
  restoredConflictDecided,
  restoredConflicts,
  settleRestoredConflict,
  type RestoredConflict,
} from './restored-conflicts';

/** The kept save again, over the version the server has now, as a new request (a new key). */
function overTheirs({ write, current }: RestoredConflict): RestoredConflict['write'] {
  const body =
    typeof write.body === 'object' && write.body !== null
      ? { ...write.body, updated_at: current.updated_at }
      : write.body;
  return { ...write, body, idempotencyKey: crypto.randomUUID() };
}

/**
 * Issue 27: a save made offline and kept over a reload met a newer version. Its form is gone, so the
 * shell asks, as the form would have (§5): keep mine saves it over theirs, take theirs drops it.
 * Either way what is on screen is fetched again. Escape decides nothing here: in a form it leaves
 * the edits on screen for later, but this change has no form to stay in, and dismissing it would
 * drop it as "take theirs" does. The dialog stays until one of its two choices is made.
 */
export default function RestoredConflictDialog({ conflict }: { conflict: RestoredConflict }) {
  const { t } = useTranslation('offline');
  const queryClient = useQueryClient();

  const decided = async (newer?: RestoredConflict) => {
    settleRestoredConflict(conflict, newer);
    await queryClient.invalidateQueries();
    // After the refetched records reach their screens (TanStack notifies them on its next tick).
    if (!newer) notifyManager.schedule(restoredConflictDecided);
  };
  const keepMine = async () => {
    const write = overTheirs(conflict);
    try {
      await sendRecorded(write);
    } catch (error) {
      const current = restoredConflicts.currentVersion(error);
      // Saved again meanwhile: the dialog stays, now over that newer version.
      if (current) return decided({ write, current });
      toast.error(errorMessage(error));
      return decided();
    }
    toast.success(t('general:toast.saved'));
    return decided();
  };

  return (
    <ConflictDialog
      open
      description={t('restoredConflict', { what: describeChange(conflict.write).what })}
      onKeepMine={keepMine}
      onTakeTheirs={() => void decided()}
      onDismiss={() => undefined}
    />
  );
}
