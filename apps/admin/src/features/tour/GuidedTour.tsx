import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { media, Tour, useMediaQuery } from '@shop/ui';
import { useShop } from '../../lib/queries/shop';
import { markTourSkippedLocally, shouldRunTour } from './local-skip';
import { switchShopFlagOn } from '../../lib/queries/switch-shop-flag';
import { buildTourSteps, TOUR_STOPS } from './tour-steps';

/** A wish to see the tour: the auto-start (2 s after the shop loaded) or "take a tour" (manual). */
export interface TourRequest {
  manual: boolean;
}

export interface GuidedTourProps {
  /** A new object starts the tour (if the §4 rules let an automatic one run). */
  request: TourRequest;
  /** Below 768 px the steps on the sidebar need the navigation drawer open; the others need it shut. */
  onDrawerChange: (open: boolean) => void;
}

/**
 * The guided tour of §4/§5/§9 on the kit's Tour. Loaded by the shell with `import()` only when a tour
 * is wanted, so neither it nor react-joyride is part of any first load.
 */
export default function GuidedTour({ request, onDrawerChange }: GuidedTourProps) {
  const { t } = useTranslation(['tour', 'general']);
  const queryClient = useQueryClient();
  const tourCompleted = useShop().data?.tour_completed;
  const isPhone = !useMediaQuery(media.up.md);
  const steps = useMemo(() => buildTourSteps(t, isPhone), [t, isPhone]);

  const [run, setRun] = useState(false);
  const [handled, setHandled] = useState<TourRequest | null>(null);
  // Each request is answered once, during render (React's "adjust state when a prop changes").
  if (handled !== request) {
    setHandled(request);
    if (shouldRunTour(request, tourCompleted)) setRun(true);
  }

  const onStepChange = (index: number) => {
    const stop = TOUR_STOPS[index];
    if (isPhone && stop) onDrawerChange(stop.inDrawer);
  };

  // §4: finished or skipped, the tour resets (the kit goes back to its first step) and the shop
  // marks it completed. It does not start by itself again in this session, even if the save fails.
  const onEnd = () => {
    setRun(false);
    onDrawerChange(false);
    markTourSkippedLocally();
    void switchShopFlagOn(queryClient, 'tour_completed');
  };

  return <Tour steps={steps} run={run} onStepChange={onStepChange} onEnd={onEnd} />;
}
