import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: for what the page does not draw
 * at first (the offline work, its popover and dialogs) and should not share the network and the main
 * thread with what it does. Loaded in the first render, their files came before the page's largest
 * text was painted and delayed it (14 files, 35 KB, in Lighthouse's simulation of a slow phone:
 * `pnpm bench lantern`). Not later than that: a save made offline right after the page drew needs
 * them there already.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before that frame is painted; a task queued from it, after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
