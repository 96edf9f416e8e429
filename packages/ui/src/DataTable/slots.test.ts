import { describe, expect, it } from 'vitest';
import { assignSlots } from './slots';

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('assignSlots', () => {
  it('numbers the first window from 0', () => {
    expect([...assignSlots(new Map(), range(0, 4))]).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it('keeps the slots of rows that stay and gives a freed slot to the row coming in', () => {
    const first = assignSlots(new Map(), range(0, 4));
    const next = assignSlots(first, range(1, 5));
    expect(next.get(1)).toBe(1);
    expect(next.get(3)).toBe(3);
    expect(next.get(4)).toBe(0);
  });

  it('reuses every slot when the whole window is replaced', () => {
    const first = assignSlots(new Map(), range(0, 4));
    const jumped = assignSlots(first, range(500, 504));
    expect([...jumped.values()].sort()).toEqual([0, 1, 2, 3]);
  });

  it('adds slots when the window grows and never gives one slot to two rows', () => {
    let slots = assignSlots(new Map(), range(0, 3));
    slots = assignSlots(slots, range(2, 8));
    const values = [...slots.values()];
    expect(new Set(values).size).toBe(values.length);
    expect(Math.max(...values)).toBe(5);
  });
});
