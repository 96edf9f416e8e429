import { i18n } from '../i18n/i18n';
import { lazyAfterPageDrawn } from '../lazy-after-page-drawn';
import { useAfterPageDrawn } from '../use-after-page-drawn';

/**
 * Where the shell shows "n changes waiting to sync" (beside the offline notice). The persist client,
 * IndexedDB and the list load once the first page has drawn its data: nothing of them before it.
 * Their texts load with them, while the page is surely online: they are read once it is not.
 */
export const PendingChangesSlot = lazyAfterPageDrawn(
  () =>
    Promise.all([import('./PendingChanges'), i18n.loadNamespaces('offline')]).then(
      ([module]) => module,
    ),
  { until: useAfterPageDrawn },
);
