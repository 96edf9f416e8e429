import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Rect, Virtualizer, VirtualizerOptions } from '@tanstack/react-virtual';
import { afterNextPaint } from '../schedule/after-next-paint';

/**
 * TanStack Virtual, fetched when a virtual table mounts, during its first paint (which needs none of
 * it): a table that pages, as every list of the admin does, never loads it, and its 30 KB stay out of
 * the DataTable's chunk.
 */
const loadVirtual = () => import('@tanstack/react-virtual');
type VirtualModule = Awaited<ReturnType<typeof loadVirtual>>;

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
  /** How the virtualizer reads and scrolls the element (TanStack's element binding). */
  binding: Pick<
    VirtualizerOptions<HTMLDivElement, Element>,
    'observeElementOffset' | 'observeElementRect' | 'scrollToFn'
  >;
}

/**
 * TanStack Virtual's virtualizer of a scrolling element, created just after the component's first paint
 * (and once its module has come: see `loadVirtual`): null until then. The same binding as `useVirtualizer` of @tanstack/react-virtual (options applied on
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
  const resolved: Omit<VirtualizerOptions<HTMLDivElement, Element>, keyof Created['binding']> = {
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

  useEffect(() => {
    let cancelled = false;
    const virtual = loadVirtual();
    const create = (lib: VirtualModule) => {
      if (cancelled) return;
      const element = latest.current.getScrollElement();
      // Painted a moment ago, so reading the size forces no layout.
      const rect = { width: element?.clientWidth ?? 0, height: element?.clientHeight ?? 0 };
      const binding = {
        observeElementOffset: lib.observeElementOffset,
        observeElementRect: lib.observeElementRect,
        scrollToFn: lib.elementScroll,
      };
      setCreated({
        virtualizer: new lib.Virtualizer({ ...latest.current, ...binding, initialRect: rect }),
        rect,
        binding,
      });
    };
    // Until it comes, the rows of the first window stay. A failure to load is reported as an
    // uncaught error would be (once painted and still mounted); the table keeps those rows.
    virtual.catch(() => {});
    const cancelPaint = afterNextPaint(() =>
      virtual.then(create, (error: unknown) => {
        if (!cancelled) globalThis.reportError?.(error);
      }),
    );
    return () => {
      cancelled = true;
      cancelPaint();
    };
  }, []);

  const virtualizer = created?.virtualizer ?? null;

  created?.virtualizer.setOptions({ ...resolved, ...created.binding });
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
