import { useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';

/** At most this long before going on, should the page never stop fetching (a poll). */
const SETTLE_CAP_MS = 3_000;
/** At most this long from the paint to going on, should the main thread never be idle. */
const IDLE_CAP_MS = 1_000;

/**
 * False until the page has drawn its first data (no query fetching any more, then a paint), then
 * true for good: for what the page does not draw at first (the offline work, its popover and
 * dialogs) and should not share the network and the main thread with what it does. Loaded in the
 * first render, their files came before the page's largest content was painted and delayed it (in
 * Lighthouse's simulation of a slow phone, `pnpm bench lantern`); home draws its blocks as their
 * calls answer, so its largest one comes after its first paint. Not later than that: a save made
 * offline right after the page drew needs them there already (tests/offline.spec.ts).
 */
export function useAfterPageDrawn(): boolean {
  const settled = useIsFetching() === 0;
  const [capped, setCapped] = useState(false);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const cap = setTimeout(() => setCapped(true), SETTLE_CAP_MS);
    return () => clearTimeout(cap);
  }, []);
  const ready = settled || capped;
  useEffect(() => {
    if (!ready || drawn) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    // The frame's callback runs before that frame is painted; a task queued from it, after. That
    // paint need not be the page's: the router renders a page in a transition, in slices of a few
    // ms over several frames, so the queries settle before it is drawn. The main thread's first
    // idle moment after it is (at most IDLE_CAP_MS later, as Safari has no idle callbacks).
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (typeof requestIdleCallback === 'function')
          idle = requestIdleCallback(() => setDrawn(true), { timeout: IDLE_CAP_MS });
        else timer = setTimeout(() => setDrawn(true), IDLE_CAP_MS / 10);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [ready, drawn]);
  return drawn;
}
