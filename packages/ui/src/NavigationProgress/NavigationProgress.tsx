import { useEffect, useState } from 'react';
import { defaultCoreMessages, useUiMessages } from '../messages';
import {
  PROGRESS_DELAY_MS,
  PROGRESS_FADE_MS,
  PROGRESS_MINIMUM,
  PROGRESS_TRICKLE_MS,
  trickle,
} from './progress';
import * as styles from './NavigationProgress.css';

export interface NavigationProgressProps {
  active: boolean;
}

type Phase = 'idle' | 'waiting' | 'running' | 'done';

/**
 * The thin bar at the top of the window while a navigation is pending. Fast navigations (under 400 ms)
 * never show it, so the page does not flicker.
 */
export function NavigationProgress({ active }: NavigationProgressProps) {
  const messages = useUiMessages(defaultCoreMessages);
  const [phase, setPhase] = useState<Phase>(active ? 'waiting' : 'idle');
  const [value, setValue] = useState(PROGRESS_MINIMUM);
  const [previousActive, setPreviousActive] = useState(active);

  // React to `active` flipping during render (not in an effect) so there is no frame with a stale phase.
  if (active !== previousActive) {
    setPreviousActive(active);
    if (active) {
      setPhase('waiting');
    } else if (phase === 'running') {
      setPhase('done');
      setValue(1);
    } else {
      setPhase('idle');
    }
  }

  useEffect(() => {
    if (phase === 'waiting') {
      const timer = setTimeout(() => {
        setValue(PROGRESS_MINIMUM);
        setPhase('running');
      }, PROGRESS_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'running') {
      const timer = setInterval(() => setValue(trickle), PROGRESS_TRICKLE_MS);
      return () => clearInterval(timer);
    }
    if (phase === 'done') {
      const timer = setTimeout(() => setPhase('idle'), PROGRESS_FADE_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase]);

  if (phase !== 'running' && phase !== 'done') return null;
  return (
    <div
      role="progressbar"
      aria-label={messages.loadingPage}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
      className={phase === 'done' ? styles.doneTrack : styles.track}
    >
      <div className={styles.bar} style={{ inlineSize: `${value * 100}%` }} />
    </div>
  );
}
