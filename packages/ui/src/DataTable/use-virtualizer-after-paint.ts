import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
  type Rect,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';

export type VirtualizerAfterPaintOptions = Omit<
  VirtualizerOptions<HTMLDivElement, Element>,
  | 'onChange'
  | 'scrollToFn'
  | 'observeElementRect'
  | 'observeElementOffset'
  | 'initialOffset'
  | 'initialRect'
>;

interface Created {
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  /** The scrolling element's size when the virtualizer was created. */
  rect: Rect;
}

/**
 * TanStack Virtual's virtualizer of a scrolling element, created just after the component's first paint:
 * null until then. The same binding as `useVirtualizer` of @tanstack/react-virtual (options applied on
 * every render, mount and update hooks in layout effects, a re-render on every change), but the first
 * frame of a list does not wait for it. Constructing a Virtualizer runs its code for the first time in
 * the page (the class is large: compiling it alone took a third of a long list's first-render budget);
 * the first window of rows needs only arithmetic (see `firstWindow`), and this takes over from the next
 * task on, reading the scroll position and size the element has by then.
 */
export function useVirtualizerAfterPaint(
  options: VirtualizerAfterPaintOptions,
): Virtualizer<HTMLDivElement, Element> | null {
  const rerender = useReducer((count: number) => count + 1, 0)[1];
  const [created, setCreated] = useState<Created | null>(null);
  const resolved: VirtualizerOptions<HTMLDivElement, Element> = {
    observeElementOffset,
    observeElementRect,
    scrollToFn: elementScroll,
    ...options,
    initialOffset: () => options.getScrollElement()?.scrollTop ?? 0,
    // The virtualizer only learns the element's size in its mount effect: until then it would take the
    // view for 0 px tall, render no rows and drop every row of the first paint, then re-create them all
    // in the same frame. With the size known from the start it keeps them and adds the overscan.
    initialRect: created?.rect,
    // A scroll event's change is rendered in that event, so rows never lag the scroll position.
    onChange: (_instance, sync) => (sync ? flushSync(rerender) : rerender()),
  };
  const latest = useRef(resolved);
  useLayoutEffect(() => {
    latest.current = resolved;
  });

  useEffect(
    () =>
      afterNextPaint(() => {
        const element = latest.current.getScrollElement();
        // Painted a moment ago, so reading the size forces no layout.
        const rect = { width: element?.clientWidth ?? 0, height: element?.clientHeight ?? 0 };
        setCreated({
          virtualizer: new Virtualizer({ ...latest.current, initialRect: rect }),
          rect,
        });
      }),
    [],
  );

  const virtualizer = created?.virtualizer ?? null;

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
