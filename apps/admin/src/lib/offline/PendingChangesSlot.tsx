import { lazyAfterPageDrawn } from '../lazy-after-page-drawn';
import { useAfterPageDrawn } from '../use-after-page-drawn';

/**
 * Where the shell shows "n changes waiting to sync" (beside the offline notice). The persist client,
 * IndexedDB and the list load once the first page has drawn its data: nothing of them before it.
 * Their texts load with them, while the page is surely online: they are read once it is not.
 */
export const PendingChangesSlot = lazyAfterPageDrawn(() => import('./PendingChanges'), {
  until: useAfterPageDrawn,
  namespaces: ['offline'],
});
