import { lazy, Suspense } from 'react';

// The persist client, IndexedDB and the list load after the first render: nothing on a first load.
const PendingChanges = lazy(() => import('./PendingChanges'));

/** Where the shell shows "n changes waiting to sync" (beside the offline notice). */
export function PendingChangesSlot() {
  return (
    <Suspense fallback={null}>
      <PendingChanges />
    </Suspense>
  );
}
