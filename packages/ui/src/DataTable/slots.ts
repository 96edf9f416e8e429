/**
 * Row recycling for virtual mode. Each row in the window gets a slot (its React key); a row keeps its
 * slot while it stays in the window, and a row entering the window takes a slot freed by one that left.
 * Rendered in slot order, the row elements never move in the DOM and none are created or removed
 * while scrolling: only the rows that came into view get new content. (Each insertion or move costs a
 * style recalculation: with Radix Themes' `:has()` selectors the browser re-checks the whole tree.)
 */
export type SlotMap = ReadonlyMap<number, number>;

/** Slots for `indices` (the window, any order), reusing those of `previous` where it can. */
export function assignSlots(previous: SlotMap, indices: readonly number[]): Map<number, number> {
  const next = new Map<number, number>();
  const taken = new Set<number>();
  for (const index of indices) {
    const slot = previous.get(index);
    if (slot !== undefined) {
      next.set(index, slot);
      taken.add(slot);
    }
  }
  // Slots of rows that left, lowest first, then new ones after the highest ever used.
  const free = [...previous.values()].filter((slot) => !taken.has(slot)).sort((a, b) => a - b);
  let fresh = Math.max(-1, ...previous.values(), ...taken) + 1;
  for (const index of indices) {
    if (next.has(index)) continue;
    const slot = free.shift() ?? fresh++;
    next.set(index, slot);
    taken.add(slot);
  }
  return next;
}
