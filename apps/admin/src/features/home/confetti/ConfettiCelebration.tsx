import { lazy, Suspense, useEffect, useState } from 'react';
import { media, useMediaQuery } from '@shop/ui';
import { CONFETTI_DELAY_MS, CONFETTI_DURATION_MS } from '../constants';

const loadCanvas = () => import('./ConfettiCanvas');
const ConfettiCanvas = lazy(loadCanvas);

/**
 * §2: one confetti celebration, from CONFETTI_DELAY_MS after mounting for CONFETTI_DURATION_MS, then
 * `onDone`. With prefers-reduced-motion there is no animation at all (and nothing to wait for).
 */
export function ConfettiCelebration({ onDone }: { onDone: () => void }) {
  const reducedMotion = useMediaQuery(media.reducedMotion);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (reducedMotion) return;
    // The drawing code loads during the delay, so it is there when the confetti starts.
    void loadCanvas();
    const start = window.setTimeout(() => setStarted(true), CONFETTI_DELAY_MS);
    const end = window.setTimeout(onDone, CONFETTI_DELAY_MS + CONFETTI_DURATION_MS);
    return () => {
      window.clearTimeout(start);
      window.clearTimeout(end);
    };
  }, [reducedMotion, onDone]);
  if (reducedMotion || !started) return null;
  return (
    <Suspense fallback={null}>
      <ConfettiCanvas durationMs={CONFETTI_DURATION_MS} />
    </Suspense>
  );
}
