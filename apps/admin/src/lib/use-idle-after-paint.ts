import { useEffect, useState } from 'react';

/** At most this long after the first drawing, even on a page that never leaves the browser idle. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * False on the first render, true once the browser has painted it and is idle: for what the page
 * does not draw at first (the offline work, its popover and dialogs) and should not share the
 * network and the main thread with what it does. Loaded in the first render, their files came
 * before the page's largest text was painted and delayed it (14 files, 35 KB, in Lighthouse's
 * simulation of a slow phone: `pnpm bench lantern`).
 */
export function useIdleAfterPaint(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let idleHandle: number | undefined;
    // The frame's callback runs before it is painted; the idle callback asked for there, after.
    const frame = requestAnimationFrame(() => {
      idleHandle = window.requestIdleCallback
        ? window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(() => setIdle(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idleHandle === undefined) return;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idleHandle);
      else window.clearTimeout(idleHandle);
    };
  }, []);
  return idle;
}
