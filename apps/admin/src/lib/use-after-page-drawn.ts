import { useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';

/** At most this long before going on, should the page never stop fetching (a poll). */
const SETTLE_CAP_MS = 3_000;

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
    // The frame's callback runs before that frame is painted; a task queued from it, after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDrawn(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, drawn]);
  return drawn;
}
