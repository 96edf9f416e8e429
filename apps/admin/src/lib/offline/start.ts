import type { QueryClient } from '@tanstack/react-query';
import { setWriteDefaults } from './mutation-defaults';
import { keepWaitingChanges } from './persist';

let started: Promise<() => void> | null = null;

/**
 * Once per page: the defaults restored changes run with, then the changes a previous page kept
 * (persist.ts), then everything paused is resumed if the connection is there (TanStack resumes
 * them itself when the connection or the focus comes back).
 */
export function startOfflineWork(queryClient: QueryClient): void {
  started ??= (async () => {
    setWriteDefaults(queryClient);
    const stop = await keepWaitingChanges(queryClient);
    await queryClient.resumePausedMutations();
    return stop;
  })();
}
