import { useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { afterNextPaint } from '@shop/ui';

/** At most this long before going on, should the page never stop fetching (a poll). */
const SETTLE_CAP_MS = 3_000;
/** At most this long before an idle moment is taken to have come (Safari has no idle callbacks). */
const IDLE_CAP_MS = 1_000;

/** Calls `then` once the main thread is idle; returns what cancels it. */
function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(then, { timeout: IDLE_CAP_MS });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(then, IDLE_CAP_MS / 10);
  return () => clearTimeout(timer);
}

/**
 * False until the page has drawn its first data (no query fetching any more, then a paint), then
 * true for good: for what the shell loads beside any page and the page does not draw (the offline
 * work, its popover and dialogs). Loaded in the first render, their files came before the page's
 * largest content was painted and delayed it (in Lighthouse's simulation of a slow phone, `pnpm
 * bench lantern`); home draws its blocks as their calls answer, so its largest one comes after its
 * first paint. Not later than that, not even to the first idle moment: a save made offline right
 * after the page drew needs them there already (tests/offline.spec.ts failed in CI with that wait).
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
    return afterNextPaint(() => setDrawn(true));
  }, [ready, drawn]);
  return drawn;
}

/**
 * False until what the component mounted with has been painted, then true for good: for a part of
 * a page mounted with its data that the page's first drawing does without (a form at its foot, a
 * dialog behind a button). The router commits a page after a transition's render and may lay it out
 * again before painting it, so the wait starts at the main thread's first idle moment after the
 * mount; the part's files then come after the page's largest paint, not beside it.
 */
export function useAfterMountPainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let cancel = whenIdle(() => {
      cancel = afterNextPaint(() => setPainted(true));
    });
    return () => cancel();
  }, []);
  return painted;
}
