/** Returns a copy of `list` with the entry at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.min(Math.max(0, to), list.length - 1);
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** SPEC §4: "set as default" moves the image to the front (the first image is the default). */
export function setAsDefault<T>(list: readonly T[], index: number): T[] {
  return moveItem(list, index, 0);
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/**
 * Where the entry at `index` shows while the entry at `from` is dragged over position `over`: the
 * entries in between shift by one towards the gap.
 */
export function previewIndex(index: number, from: number, over: number): number {
  if (index === from) return over;
  if (from < over && index > from && index <= over) return index - 1;
  if (from > over && index >= over && index < from) return index + 1;
  return index;
}

export interface Point {
  x: number;
  y: number;
}

export interface SlotRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** SPEC §9: a keyboard drag moves the dragged tile 25 px per key press. */
export const KEYBOARD_DRAG_STEP_PX = 25;

/**
 * The keyboard-drag step for an arrow key, in screen pixels (arrow keys are physical, so right is right
 * in both directions of text), or `null` for any other key.
 */
export function keyboardDragDelta(key: string, step = KEYBOARD_DRAG_STEP_PX): Point | null {
  switch (key) {
    case 'ArrowRight':
      return { x: step, y: 0 };
    case 'ArrowLeft':
      return { x: -step, y: 0 };
    case 'ArrowDown':
      return { x: 0, y: step };
    case 'ArrowUp':
      return { x: 0, y: -step };
    default:
      return null;
  }
}

function centre(rect: SlotRect): Point {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

/**
 * The position a dragged tile snaps to: the slot whose centre is closest to the tile's centre after it
 * moved by `offset` from its own slot `from` (closest-centre collision, as dnd-kit does). Ties keep the
 * slot nearer to `from`, so a tile halfway between two slots does not flicker.
 */
export function nearestSlot(rects: readonly SlotRect[], from: number, offset: Point): number {
  const origin = rects[from];
  if (!origin) return from;
  const dragged = centre(origin);
  dragged.x += offset.x;
  dragged.y += offset.y;
  let best = from;
  let bestDistance = Number.POSITIVE_INFINITY;
  rects.forEach((rect, index) => {
    const c = centre(rect);
    const distance = Math.hypot(c.x - dragged.x, c.y - dragged.y);
    const closer =
      distance < bestDistance - 0.5 ||
      (Math.abs(distance - bestDistance) <= 0.5 && Math.abs(index - from) < Math.abs(best - from));
    if (closer) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/**
 * How far (in px) the tile at `index` must be translated to sit in its preview slot while `from` is
 * dragged over `over`. The dragged tile itself follows the pointer or keyboard offset instead.
 */
export function shiftFor(
  rects: readonly SlotRect[],
  index: number,
  from: number,
  over: number,
): Point {
  const own = rects[index];
  const target = rects[previewIndex(index, from, over)];
  if (!own || !target) return { x: 0, y: 0 };
  return { x: target.left - own.left, y: target.top - own.top };
}
