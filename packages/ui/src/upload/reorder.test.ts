import { describe, expect, it } from 'vitest';
import {
  KEYBOARD_DRAG_STEP_PX,
  keyboardDragDelta,
  moveItem,
  nearestSlot,
  previewIndex,
  removeAt,
  setAsDefault,
  shiftFor,
  type SlotRect,
} from './reorder';

describe('list operations', () => {
  it('moves an entry forwards and backwards, clamping the target', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 99)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('set as default moves the image to the front; delete removes it', () => {
    expect(setAsDefault(['a', 'b', 'c'], 2)).toEqual(['c', 'a', 'b']);
    expect(setAsDefault(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('previews the order while dragging', () => {
    const order = (from: number, over: number) =>
      ['a', 'b', 'c', 'd'].map((_, i) => previewIndex(i, from, over));
    expect(order(0, 2)).toEqual([2, 0, 1, 3]);
    expect(order(3, 1)).toEqual([0, 2, 3, 1]);
    expect(order(1, 1)).toEqual([0, 1, 2, 3]);
  });
});

describe('keyboard drag geometry', () => {
  // A 3-column grid of 100 px tiles with a 20 px gap, two rows.
  const rects: SlotRect[] = Array.from({ length: 5 }, (_, i) => ({
    left: (i % 3) * 120,
    top: Math.floor(i / 3) * 120,
    width: 100,
    height: 100,
  }));

  it('moves 25 px per arrow key press', () => {
    expect(KEYBOARD_DRAG_STEP_PX).toBe(25);
    expect(keyboardDragDelta('ArrowRight')).toEqual({ x: 25, y: 0 });
    expect(keyboardDragDelta('ArrowLeft')).toEqual({ x: -25, y: 0 });
    expect(keyboardDragDelta('ArrowDown')).toEqual({ x: 0, y: 25 });
    expect(keyboardDragDelta('ArrowUp')).toEqual({ x: 0, y: -25 });
    expect(keyboardDragDelta('Enter')).toBeNull();
  });

  it('snaps to the slot whose centre is nearest', () => {
    const afterPresses = (presses: number, key = 'ArrowRight', from = 0) => {
      const step = keyboardDragDelta(key)!;
      return nearestSlot(rects, from, { x: step.x * presses, y: step.y * presses });
    };
    // 50 px is less than half of the 120 px pitch: still home. 75 px: the next slot.
    expect(afterPresses(2)).toBe(0);
    expect(afterPresses(3)).toBe(1);
    expect(afterPresses(7)).toBe(1);
    expect(afterPresses(8)).toBe(2);
    expect(afterPresses(3, 'ArrowDown')).toBe(3);
    expect(afterPresses(3, 'ArrowLeft', 2)).toBe(1);
    // Far past the last slot: the last slot.
    expect(afterPresses(40)).toBe(2);
    expect(nearestSlot(rects, 9, { x: 0, y: 0 })).toBe(9);
  });

  it('shifts the tiles in between towards the gap', () => {
    // Tile 0 dragged over slot 2: tiles 1 and 2 move one slot back.
    expect(shiftFor(rects, 1, 0, 2)).toEqual({ x: -120, y: 0 });
    expect(shiftFor(rects, 2, 0, 2)).toEqual({ x: -120, y: 0 });
    expect(shiftFor(rects, 3, 0, 2)).toEqual({ x: 0, y: 0 });
    // Wrapping to the row above.
    expect(shiftFor(rects, 2, 4, 2)).toEqual({ x: -240, y: 120 });
  });
});
