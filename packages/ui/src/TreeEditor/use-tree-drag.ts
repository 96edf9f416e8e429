import { useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { keyboardDragDelta, type Point } from '../upload/reorder';
import { project, type FlatRow, type Projection, type TreeItem } from './tree';

/** How far in a level is drawn, and how far a drag goes sideways to change the level by one. */
export const INDENT_PX = 24;
/** Pointer movement before a press on the handle becomes a drag (a plain click moves nothing). */
const POINTER_ACTIVATION_PX = 4;

interface DragSession {
  key: string;
  from: number;
  offset: Point;
  mode: 'keyboard' | 'pointer';
  /** Rows' tops and heights when the drag began (the DOM does not move during a drag). */
  tops: number[];
  heights: number[];
  projection: Projection | null;
}

export interface TreeDragOptions<T extends TreeItem> {
  listRef: RefObject<HTMLElement | null>;
  rowSelector: string;
  rows: readonly FlatRow<T>[];
  maxDepth: number;
  disabled: boolean;
  onDrop: (projection: Projection, key: string) => void;
  announce: {
    pickedUp: (from: number) => string;
    movedTo: (projection: Projection, from: number) => string;
    dropped: (projection: Projection, from: number) => string;
    cancelled: (from: number) => string;
  };
  onAnnounce: (message: string) => void;
}

/**
 * Dragging a row of the tree, with its descendants, by its handle: with a pointer, or with the
 * keyboard as everywhere in the kit (§9): Space picks the row up, each arrow key moves it 25 px (up
 * and down: towards another place; sideways: a level in or out, INDENT_PX a level), Space or Enter
 * drops, Escape or leaving the handle puts it back. Rows are shown where they would land (transforms
 * and indentation only: the focused handle is never moved in the DOM); the tree changes on the drop.
 */
export function useTreeDrag<T extends TreeItem>({
  listRef,
  rowSelector,
  rows,
  maxDepth,
  disabled,
  onDrop,
  announce,
  onAnnounce,
}: TreeDragOptions<T>) {
  const [drag, setDrag] = useState<DragSession | null>(null);
  const session = useRef<DragSession | null>(null);
  const apply = (next: DragSession | null) => {
    session.current = next;
    setDrag(next);
  };

  const isRtl = () =>
    listRef.current ? getComputedStyle(listRef.current).direction === 'rtl' : false;

  /** Rows moved and levels changed for an offset: by the average row pitch, and INDENT_PX a level. */
  const projectFor = (current: DragSession, offset: Point): Projection | null => {
    const { tops, heights, from } = current;
    const pitch =
      tops.length > 1
        ? (tops[tops.length - 1]! - tops[0]!) / (tops.length - 1)
        : (heights[0] ?? 40);
    const slots = Math.round(offset.y / Math.max(pitch, 1));
    const sideways = isRtl() ? -offset.x : offset.x;
    const levels = Math.round(sideways / INDENT_PX);
    return project(rows, from, slots, levels, maxDepth);
  };

  const pickUp = (index: number, key: string, mode: DragSession['mode']) => {
    const elements = Array.from(listRef.current?.querySelectorAll<HTMLElement>(rowSelector) ?? []);
    const rects = elements.map((el) => el.getBoundingClientRect());
    const start: DragSession = {
      key,
      from: index,
      offset: { x: 0, y: 0 },
      mode,
      tops: rects.map((r) => r.top),
      heights: rects.map((r) => r.height),
      projection: null,
    };
    start.projection = projectFor(start, start.offset);
    apply(start);
    onAnnounce(announce.pickedUp(index));
  };

  const moveTo = (offset: Point) => {
    const current = session.current;
    if (!current) return;
    const projection = projectFor(current, offset);
    const was = current.projection;
    if (projection && (!was || was.index !== projection.index || was.depth !== projection.depth))
      onAnnounce(announce.movedTo(projection, current.from));
    // A place where the block fits at no depth keeps the last place that fitted.
    apply({ ...current, offset, projection: projection ?? current.projection });
  };

  const drop = () => {
    const current = session.current;
    if (!current) return;
    apply(null);
    const { projection } = current;
    if (!projection) return;
    onAnnounce(announce.dropped(projection, current.from));
    const moved = projection.order.some((o, i) => o.from !== i || o.depth !== rows[o.from]!.depth);
    if (moved) onDrop(projection, current.key);
  };

  const cancel = () => {
    const current = session.current;
    if (!current) return;
    apply(null);
    onAnnounce(announce.cancelled(current.from));
  };

  const handleProps = (index: number, key: string) => ({
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (disabled) return;
      const current = session.current;
      if (!current) {
        if (event.key === ' ') {
          event.preventDefault();
          pickUp(index, key, 'keyboard');
        }
        return;
      }
      if (current.mode !== 'keyboard' || current.key !== key) return;
      const delta = keyboardDragDelta(event.key);
      if (delta) {
        event.preventDefault();
        moveTo({ x: current.offset.x + delta.x, y: current.offset.y + delta.y });
      } else if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        drop();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        cancel();
      } else if (event.key === 'Tab') {
        cancel();
      }
    },
    onBlur: () => {
      if (session.current?.mode === 'keyboard') cancel();
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (disabled || event.button !== 0 || session.current) return;
      const start = { x: event.clientX, y: event.clientY };
      let started = false;
      const onPointerMove = (move: globalThis.PointerEvent) => {
        const offset = { x: move.clientX - start.x, y: move.clientY - start.y };
        if (!started) {
          if (Math.hypot(offset.x, offset.y) < POINTER_ACTIVATION_PX) return;
          started = true;
          pickUp(index, key, 'pointer');
        }
        moveTo(offset);
      };
      const stop = () => {
        window.removeEventListener('pointermove', onPointerMove);
        window.removeEventListener('pointerup', onPointerUp);
        window.removeEventListener('pointercancel', onPointerCancel);
      };
      const onPointerUp = () => {
        stop();
        if (started) drop();
      };
      const onPointerCancel = () => {
        stop();
        if (started) cancel();
      };
      window.addEventListener('pointermove', onPointerMove);
      window.addEventListener('pointerup', onPointerUp);
      window.addEventListener('pointercancel', onPointerCancel);
    },
  });

  /**
   * Where each row shows during a drag: its place in the projected order (a shift down or up) and its
   * depth there. Without a drag, where it is.
   */
  const layout = (index: number): { shift: number; depth: number } => {
    const depth = rows[index]?.depth ?? 0;
    if (!drag?.projection) return { shift: 0, depth };
    const { order } = drag.projection;
    const { tops, heights } = drag;
    const gap = tops.length > 1 ? tops[1]! - tops[0]! - heights[0]! : 0;
    let top = tops[0] ?? 0;
    for (const entry of order) {
      if (entry.from === index) return { shift: top - tops[index]!, depth: entry.depth };
      top += heights[entry.from]! + gap;
    }
    return { shift: 0, depth };
  };

  return { drag, handleProps, layout };
}
