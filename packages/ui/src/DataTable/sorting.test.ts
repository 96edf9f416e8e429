import { describe, expect, it } from 'vitest';
import { formatSort, parseSort } from './sorting';

describe('parseSort / formatSort', () => {
  it('reads "field:dir"', () => {
    expect(parseSort('created_at:desc')).toEqual([{ id: 'created_at', desc: true }]);
    expect(parseSort('title:asc')).toEqual([{ id: 'title', desc: false }]);
  });

  it('ignores empty or malformed values', () => {
    expect(parseSort(undefined)).toEqual([]);
    expect(parseSort('')).toEqual([]);
    expect(parseSort('title')).toEqual([]);
    expect(parseSort(':asc')).toEqual([]);
    expect(parseSort('title:up')).toEqual([]);
  });

  it('round-trips', () => {
    for (const value of ['name:asc', 'order_number:desc', 'a:b:desc']) {
      expect(formatSort(parseSort(value))).toBe(value);
    }
    expect(formatSort([])).toBeUndefined();
  });
});
