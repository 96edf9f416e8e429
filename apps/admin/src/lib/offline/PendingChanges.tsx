import { useEffect, useSyncExternalStore } from 'react';
import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lazyAfterPageDrawn } from '../lazy-after-page-drawn';
import { describeChange, type WaitingChange } from './describe-change';
import { isRecordedWrite } from './record-request';
import { restoredConflicts } from './restored-conflicts';
import { startOfflineWork } from './start';
import { WaitingChanges } from './WaitingChanges';
import { recordedWrite, WRITE_KEY } from './writes';

/**
 * Asks whose version wins when a restored save met a newer one: rare, and only ever once the API
 * answers again, so its dialog (and Radix's dialog layer) is fetched when there is one to ask.
 */
const RestoredConflictDialog = lazyAfterPageDrawn(() => import('./RestoredConflictDialog'));

/**
 * "n changes waiting to sync", and on click (or Enter) which ones: the changes made offline that
 * wait for the connection. Shown only while there are some, and once its texts are here. It also
 * starts the offline work of the page (keeping the changes, restoring what a previous page kept),
 * so it is loaded after the first render, and asks whose version wins when a restored save meets a
 * newer one. The work starts without waiting for the texts: the connection may have dropped
 * before they came (they then come from the browser's copy, see locale-backend.ts, if it has one).
 */
export default function PendingChanges() {
  const queryClient = useQueryClient();
  useEffect(() => startOfflineWork(queryClient), [queryClient]);
  // Not suspended: without its texts the shell still keeps the changes, it only cannot list them.
  const { ready: hasTexts } = useTranslation('offline', { useSuspense: false });
  // The first conflict is asked about; the next one once it is decided.
  const [conflict] = useSyncExternalStore(restoredConflicts.subscribe, restoredConflicts.snapshot);

  const waiting = useMutationState<WaitingChange | null>({
    filters: { mutationKey: [WRITE_KEY], status: 'pending', predicate: (m) => m.state.isPaused },
    select: (mutation) => {
      const { variables } = mutation.state;
      const write = recordedWrite(variables) ?? (isRecordedWrite(variables) ? variables : null);
      return write ? describeChange(write) : null;
    },
  }).filter((change): change is WaitingChange => change !== null);

  return (
    <>
      {hasTexts && conflict && <RestoredConflictDialog conflict={conflict} />}
      {hasTexts && waiting.length > 0 && <WaitingChanges waiting={waiting} />}
    </>
  );
}
