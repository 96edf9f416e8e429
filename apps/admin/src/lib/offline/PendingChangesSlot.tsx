import { lazy, Suspense } from 'react';
import { i18n } from '../i18n/i18n';
import { useAfterPageDrawn } from '../use-after-page-drawn';

// The persist client, IndexedDB and the list load once the first page has drawn its data: nothing
// of them before it. Their texts load with them, while the page is surely online: they are read once
// it is not.
const PendingChanges = lazy(() =>
  Promise.all([import('./PendingChanges'), i18n.loadNamespaces('offline')]).then(
    ([module]) => module,
  ),
);

/** Where the shell shows "n changes waiting to sync" (beside the offline notice). */
export function PendingChangesSlot() {
  const drawn = useAfterPageDrawn();
  return drawn ? (
    <Suspense fallback={null}>
      <PendingChanges />
    </Suspense>
  ) : null;
}
