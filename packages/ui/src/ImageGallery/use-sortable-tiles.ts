import {
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import {
  keyboardDragDelta,
  nearestSlot,
  shiftFor,
  type Point,
  type SlotRect,
} from '../upload/reorder';

interface DragSession {
  key: string;
  from: number;
  over: number;
  offset: Point;
  rects: SlotRect[];
  mode: 'keyboard' | 'pointer';
}

export interface SortableTilesOptions {
  listRef: RefObject<HTMLElement | null>;
  /** Selector of the sortable tiles inside the list, in value order. */
  tileSelector: string;
  count: number;
  disabled: boolean;
  onMove: (from: number, to: number, key: string) => void;
  announce: {
    pickedUp: (position: number, count: number) => string;
    movedTo: (position: number, count: number) => string;
    dropped: (position: number, count: number) => string;
    cancelled: (position: number, count: number) => string;
  };
  onAnnounce: (message: string) => void;
}

/** Pointer movement before a press on the handle becomes a drag (a plain click moves nothing). */
const POINTER_ACTIVATION_PX = 4;

/**
 * Keyboard and pointer reordering of a wrapped grid of tiles.
 *
 * SPEC §9 "keyboard drag moves 25 px per key press" is read literally, the way dnd-kit's keyboard
 * sensor behaves: once picked up (Space), each arrow key moves the dragged tile 25 px on screen, and the
 * order snaps to the slot whose centre is nearest to the tile (so a move to the next slot takes a few
 * presses, depending on the tile size). Space or Enter drops, Escape (or leaving the handle) cancels.
 * The pointer drag shares the geometry with the pointer's offset instead of 25 px steps.
 *
 * The DOM order does not change during a drag: the other tiles slide into their preview slots with
 * transforms, so the focused handle is never re-inserted (which would blur it). Only the drop commits.
 */
export function useSortableTiles({
  listRef,
  tileSelector,
  count,
  disabled,
  onMove,
  announce,
  onAnnounce,
}: SortableTilesOptions) {
  const [drag, setDrag] = useState<DragSession | null>(null);
  const session = useRef<DragSession | null>(null);

  const apply = (next: DragSession | null) => {
    session.current = next;
    setDrag(next);
  };

  const measure = (): SlotRect[] =>
    Array.from(listRef.current?.querySelectorAll<HTMLElement>(tileSelector) ?? []).map((tile) => {
      const rect = tile.getBoundingClientRect();
      return { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
    });

  const pickUp = (index: number, key: string, mode: DragSession['mode']) => {
    apply({ key, from: index, over: index, offset: { x: 0, y: 0 }, rects: measure(), mode });
    onAnnounce(announce.pickedUp(index + 1, count));
  };

  const moveTo = (offset: Point) => {
    const current = session.current;
    if (!current) return;
    const over = nearestSlot(current.rects, current.from, offset);
    if (over !== current.over) onAnnounce(announce.movedTo(over + 1, count));
    apply({ ...current, offset, over });
  };

  const drop = () => {
    const current = session.current;
    if (!current) return;
    apply(null);
    onAnnounce(announce.dropped(current.over + 1, count));
    if (current.over !== current.from) onMove(current.from, current.over, current.key);
  };

  const cancel = () => {
    const current = session.current;
    if (!current) return;
    apply(null);
    onAnnounce(announce.cancelled(current.from + 1, count));
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

  /** The transform of the tile at `index` during a drag. */
  const tileStyle = (index: number): CSSProperties | undefined => {
    if (!drag) return undefined;
    const shift =
      index === drag.from ? drag.offset : shiftFor(drag.rects, index, drag.from, drag.over);
    return { transform: `translate3d(${shift.x}px, ${shift.y}px, 0)` };
  };

  return { drag, handleProps, tileStyle };
}
