import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';

export type VirtualizerAfterPaintOptions = Omit<
  VirtualizerOptions<HTMLDivElement, Element>,
  'onChange' | 'scrollToFn' | 'observeElementRect' | 'observeElementOffset' | 'initialOffset'
>;

/**
 * TanStack Virtual's virtualizer of a scrolling element, created just after the component's first paint:
 * null until then. The same binding as `useVirtualizer` of @tanstack/react-virtual (options applied on
 * every render, mount and update hooks in layout effects, a re-render on every change), but the first
 * frame of a list does not wait for it. Constructing a Virtualizer runs its code for the first time in
 * the page (the class is large: compiling it alone took a third of a long list's first-render budget);
 * the first window of rows needs only arithmetic (see `firstWindow`), and this takes over from the next
 * task on, reading the scroll position the element has by then.
 */
export function useVirtualizerAfterPaint(
  options: VirtualizerAfterPaintOptions,
): Virtualizer<HTMLDivElement, Element> | null {
  const rerender = useReducer((count: number) => count + 1, 0)[1];
  const resolved: VirtualizerOptions<HTMLDivElement, Element> = {
    observeElementOffset,
    observeElementRect,
    scrollToFn: elementScroll,
    ...options,
    initialOffset: () => options.getScrollElement()?.scrollTop ?? 0,
    // A scroll event's change is rendered in that event, so rows never lag the scroll position.
    onChange: (_instance, sync) => (sync ? flushSync(rerender) : rerender()),
  };
  const latest = useRef(resolved);
  useLayoutEffect(() => {
    latest.current = resolved;
  });

  const [virtualizer, setVirtualizer] = useState<Virtualizer<HTMLDivElement, Element> | null>(null);
  useEffect(() => afterNextPaint(() => setVirtualizer(new Virtualizer(latest.current))), []);

  virtualizer?.setOptions(resolved);
  useLayoutEffect(() => virtualizer?._didMount(), [virtualizer]);
  useLayoutEffect(() => {
    virtualizer?._willUpdate();
  });
  return virtualizer;
}

/**
 * The rows seen before the virtualizer exists: the list is at the top, rows have a fixed height and the
 * sticky header row, as tall as a row, takes the top of the area. Only what is seen is drawn; the
 * virtualizer adds its overscan after the first paint.
 */
export function firstWindow(count: number, rowHeight: number, viewHeight: number) {
  const seen = Math.max(1, Math.ceil((viewHeight - rowHeight) / rowHeight));
  return Array.from({ length: Math.min(count, seen) }, (_, index) => ({
    index,
    start: index * rowHeight,
  }));
}

/**
 * Calls `callback` once the frame being prepared is painted; returns a cancel function. Effects of a
 * synchronous render can run before that paint: wait for the next frame, then for the task after it.
 */
function afterNextPaint(callback: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
