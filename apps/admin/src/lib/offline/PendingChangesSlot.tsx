import { lazyAfterPageDrawn } from '../lazy-after-page-drawn';
import { useAfterPageDrawn } from '../use-after-page-drawn';

/**
 * Where the shell shows "n changes waiting to sync" (beside the offline notice). The persist client,
 * IndexedDB and the list load once the first page has drawn its data: nothing of them before it.
 * Not with its texts: the changes are kept whether or not the texts can come (PendingChanges).
 */
export const PendingChangesSlot = lazyAfterPageDrawn(() => import('./PendingChanges'), {
  until: useAfterPageDrawn,
});
