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

/** Whether the bar is on screen; while it is and the navigation has ended, it completes and fades. */
type Bar = 'hidden' | 'shown';

/**
 * The thin bar at the top of the window while a navigation is pending. Fast navigations (under 400 ms)
 * never show it, so the page does not flicker.
 */
export function NavigationProgress({ active }: NavigationProgressProps) {
  const messages = useUiMessages(defaultCoreMessages);
  const [bar, setBar] = useState<Bar>('hidden');
  const [value, setValue] = useState(PROGRESS_MINIMUM);
  // Derived, never stored: the 400 ms timer may show the bar after a navigation's last render and
  // before its commit (react-router ends it in a transition), and a stored "running" then outlived
  // the navigation. Whatever order they come in, a shown bar with no navigation completes and fades.
  const done = bar === 'shown' && !active;

  useEffect(() => {
    if (bar === 'hidden') {
      if (!active) return undefined;
      const timer = setTimeout(() => {
        setValue(PROGRESS_MINIMUM);
        setBar('shown');
      }, PROGRESS_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (active) {
      const timer = setInterval(() => setValue(trickle), PROGRESS_TRICKLE_MS);
      return () => clearInterval(timer);
    }
    const timer = setTimeout(() => setBar('hidden'), PROGRESS_FADE_MS);
    return () => clearTimeout(timer);
  }, [active, bar]);

  const shown = bar === 'hidden' ? null : done ? 1 : value;
  // The live region is always there, empty while idle, so screen readers hear "Loading page" when a
  // slow navigation shows the bar (a region added with its content is not announced). The completed
  // bar only fades out: nothing is loading any more, so it is hidden from assistive technology.
  return (
    <div aria-live="polite" className={styles.region}>
      {shown === null ? null : (
        <div
          role="progressbar"
          aria-label={messages.loadingPage}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(shown * 100)}
          aria-hidden={done || undefined}
          className={done ? styles.doneTrack : styles.track}
        >
          <div className={styles.bar} style={{ inlineSize: `${shown * 100}%` }} />
        </div>
      )}
    </div>
  );
}
