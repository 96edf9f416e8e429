import { lazy, Suspense, useEffect, useState } from 'react';
import type { TourRequest } from '../../features/tour/GuidedTour';
import { START_TOUR_EVENT } from './profile-items';

// The tour and react-joyride load only when a tour is wanted: nothing of them is on a first load.
const GuidedTour = lazy(() => import('../../features/tour/GuidedTour'));

/** §9: the tour starts by itself 2000 ms after the shop's data loaded. */
export const TOUR_AUTO_START_MS = 2000;

/**
 * Where the guided tour lives in the shell: "take a tour" (the profile menu's event) asks for it at
 * any time; a shop that has not completed it asks 2 s after its data came. GuidedTour then applies
 * the §4 rules (completed, skipped in this session) before it runs.
 */
export function TourSlot({
  tourCompleted,
  onDrawerChange,
}: {
  tourCompleted: boolean | undefined;
  onDrawerChange: (open: boolean) => void;
}) {
  const [request, setRequest] = useState<TourRequest | null>(null);

  useEffect(() => {
    const start = () => setRequest({ manual: true });
    window.addEventListener(START_TOUR_EVENT, start);
    return () => window.removeEventListener(START_TOUR_EVENT, start);
  }, []);

  useEffect(() => {
    if (tourCompleted !== false) return;
    const timer = setTimeout(
      () => setRequest((current) => current ?? { manual: false }),
      TOUR_AUTO_START_MS,
    );
    return () => clearTimeout(timer);
  }, [tourCompleted]);

  return request ? (
    <Suspense fallback={null}>
      <GuidedTour request={request} onDrawerChange={onDrawerChange} />
    </Suspense>
  ) : null;
}
