import { describe, expect, it } from 'vitest';
import { firstWindow } from './use-virtualizer-after-paint';

describe('firstWindow', () => {
  it('draws the rows seen below the header, each at its own offset', () => {
    // 500 px area, 24 px rows: the header takes 24 px, 476 px show 19 whole rows and part of a 20th.
    const rows = firstWindow(100_000, 24, 500);
    expect(rows).toHaveLength(20);
    expect(rows[0]).toEqual({ index: 0, start: 0 });
    expect(rows[19]).toEqual({ index: 19, start: 456 });
  });

  it('draws no more rows than the list has', () => {
    expect(firstWindow(3, 24, 500).map((row) => row.index)).toEqual([0, 1, 2]);
    expect(firstWindow(0, 24, 500)).toEqual([]);
  });

  it('draws at least one row in an area no taller than the header', () => {
    expect(firstWindow(10, 32, 32)).toHaveLength(1);
  });
});
