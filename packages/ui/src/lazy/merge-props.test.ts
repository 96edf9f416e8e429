import { describe, expect, it, vi } from 'vitest';
import { mergeProps } from './merge-props';

describe('mergeProps', () => {
  it("keeps the trigger's own props over Radix's and adds Radix's others", () => {
    const merged = mergeProps(
      { type: 'button', 'aria-expanded': false, id: 'radix-1' },
      { type: 'submit', 'aria-label': 'Rows per page' },
    );
    expect(merged).toEqual({
      type: 'submit',
      'aria-expanded': false,
      id: 'radix-1',
      'aria-label': 'Rows per page',
    });
  });

  it("runs both handlers, the trigger's own first", () => {
    const calls: string[] = [];
    const radix = vi.fn(() => calls.push('radix'));
    const own = vi.fn(() => calls.push('own'));
    const merged = mergeProps({ onKeyDown: radix }, { onKeyDown: own });
    (merged.onKeyDown as (event: string) => void)('event');
    expect(calls).toEqual(['own', 'radix']);
    expect(radix).toHaveBeenCalledWith('event');
  });

  it('adds up class names and merges styles', () => {
    const merged = mergeProps(
      { className: 'radix', style: { color: 'red', margin: 0 } },
      { className: 'own', style: { color: 'blue' } },
    );
    expect(merged.className).toBe('radix own');
    expect(merged.style).toEqual({ color: 'blue', margin: 0 });
  });
});
