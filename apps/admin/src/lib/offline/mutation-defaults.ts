import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@shop/ui';
import { fromApi } from '../http/contract';
import { errorStatus } from '../http/errors';
import { i18n } from '../i18n/i18n';
import { isRecordedWrite, sendRecorded } from './record-request';
import { keepRestoredConflict } from './restored-conflicts';
import { retryWrite, WRITE_KEY } from './writes';

/**
 * What a change restored after a reload runs with: it has no component behind it any more, only
 * its key and its recorded request. It sends the request with its idempotency key, retries a lost
 * answer like any change, and on success marks every query stale (what it changed shows again
 * wherever it is on screen). A save that met a newer version (409) overwrote nothing: the shell's
 * conflict dialog asks whose version wins (RestoredConflictDialog), as the form would have.
 */
export function setWriteDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults([WRITE_KEY], {
    mutationFn: async (variables: unknown) => {
      if (!isRecordedWrite(variables)) throw new Error('A kept change without its request');
      const data = await sendRecorded(variables);
      return variables.response ? fromApi(variables.response, data) : data;
    },
    retry: retryWrite,
    retryDelay: (failureCount) => Math.min(500 * 2 ** failureCount, 10_000),
    // These apply to restored changes alone (their variables are the recorded request): a change
    // made on this page has its own handlers from its hook, and only falls back on these.
    onSuccess: async (_data, variables) => {
      if (isRecordedWrite(variables)) await queryClient.invalidateQueries();
    },
    onError: async (error, variables) => {
      if (!isRecordedWrite(variables)) return;
      if (!keepRestoredConflict(variables, error) && errorStatus(error) === 409)
        toast.error(i18n.t('offline:restoredRefused'));
      await queryClient.invalidateQueries();
    },
  });
}
