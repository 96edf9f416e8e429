import { useLayoutEffect, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';

interface Shown {
  first: number;
  /** It moved by a third of its rows or more from the window before. */
  jumped: boolean;
}

/** A window after `last`: whether it jumped, and whether it jumped twice in a row (placeholders). */
function follow(last: Shown, first: number, size: number, enabled: boolean) {
  const jumped = enabled && Math.abs(first - last.first) >= size / 3;
  return { jumped, placeholders: jumped && last.jumped };
}

/**
 * Whether a virtual window draws its rows as placeholders: while the view jumps, frame after frame, by a
 * third of its rows or more (the scrollbar's thumb dragged, a hard fling: 10,000 px a second with 24 px
 * rows). Laying out and painting that much new text takes a slow device longer than a frame (4x CPU
 * throttling: `pnpm bench datatable`); drawn as placeholders, the rows keep the scroll at the display's
 * rate, and nobody reads rows that are gone the next frame. A single jump (End, a link to a row) still
 * draws rows, as does every frame in which the view moves less, and the first frame in which the view
 * does not jump draws them again.
 *
 * `first` is the window's first row, `size` its number of rows, re-evaluated on every render.
 */
export function useJumpPlaceholders(first: number, size: number, enabled: boolean): boolean {
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const committed = useRef<Shown>({ first, jumped: false });
  const { jumped, placeholders } = follow(
    // The window of the last commit, which the DOM shows: comparing with it is the point (as in slots.ts).
    // eslint-disable-next-line react-hooks/refs
    committed.current,
    first,
    size,
    enabled,
  );

  useLayoutEffect(() => {
    committed.current = { first, jumped };
    if (!jumped) return;
    // A frame runs its scroll events before its animation frame callbacks. This callback, asked for in
    // the next frame's callbacks, runs only if no render came in between, which cancels it: that frame
    // did not move the view, so the jump is over, and its rows are drawn before that frame is painted.
    let next = 0;
    const current = requestAnimationFrame(() => {
      next = requestAnimationFrame(() => {
        committed.current = { first, jumped: false };
        if (placeholders) flushSync(redraw);
      });
    });
    return () => {
      cancelAnimationFrame(current);
      cancelAnimationFrame(next);
    };
  });

  return placeholders;
}
