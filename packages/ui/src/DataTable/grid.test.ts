import { describe, expect, it } from 'vitest';
import { clampPosition, moveInGrid } from './grid';

const size = { rowCount: 11, colCount: 4, pageRows: 5 };

describe('moveInGrid', () => {
  it('moves one row or cell with the arrow keys and stops at the edges', () => {
    expect(moveInGrid({ row: 1, col: 1 }, { key: 'ArrowDown' }, size)).toEqual({ row: 2, col: 1 });
    expect(moveInGrid({ row: 1, col: 1 }, { key: 'ArrowUp' }, size)).toEqual({ row: 0, col: 1 });
    expect(moveInGrid({ row: 0, col: 1 }, { key: 'ArrowUp' }, size)).toEqual({ row: 0, col: 1 });
    expect(moveInGrid({ row: 10, col: 1 }, { key: 'ArrowDown' }, size)).toEqual({
      row: 10,
      col: 1,
    });
    expect(moveInGrid({ row: 3, col: 3 }, { key: 'ArrowRight' }, size)).toEqual({ row: 3, col: 3 });
    expect(moveInGrid({ row: 3, col: 0 }, { key: 'ArrowLeft' }, size)).toEqual({ row: 3, col: 0 });
    expect(moveInGrid({ row: 3, col: 1 }, { key: 'ArrowRight' }, size)).toEqual({ row: 3, col: 2 });
  });

  it('mirrors left and right in right-to-left text', () => {
    expect(moveInGrid({ row: 3, col: 1 }, { key: 'ArrowLeft' }, size, true)).toEqual({
      row: 3,
      col: 2,
    });
    expect(moveInGrid({ row: 3, col: 1 }, { key: 'ArrowRight' }, size, true)).toEqual({
      row: 3,
      col: 0,
    });
  });

  it('goes to the row ends with Home/End and to the grid corners with Ctrl', () => {
    expect(moveInGrid({ row: 4, col: 2 }, { key: 'Home' }, size)).toEqual({ row: 4, col: 0 });
    expect(moveInGrid({ row: 4, col: 1 }, { key: 'End' }, size)).toEqual({ row: 4, col: 3 });
    expect(moveInGrid({ row: 4, col: 2 }, { key: 'Home', ctrlKey: true }, size)).toEqual({
      row: 0,
      col: 0,
    });
    expect(moveInGrid({ row: 4, col: 2 }, { key: 'End', metaKey: true }, size)).toEqual({
      row: 10,
      col: 3,
    });
  });

  it('pages by pageRows and clamps', () => {
    expect(moveInGrid({ row: 4, col: 0 }, { key: 'PageDown' }, size)).toEqual({ row: 9, col: 0 });
    expect(moveInGrid({ row: 9, col: 0 }, { key: 'PageDown' }, size)).toEqual({ row: 10, col: 0 });
    expect(moveInGrid({ row: 2, col: 0 }, { key: 'PageUp' }, size)).toEqual({ row: 0, col: 0 });
  });

  it('ignores other keys', () => {
    expect(moveInGrid({ row: 1, col: 1 }, { key: 'a' }, size)).toBeNull();
    expect(moveInGrid({ row: 1, col: 1 }, { key: 'Enter' }, size)).toBeNull();
  });
});

describe('clampPosition', () => {
  it('keeps a position inside a smaller grid', () => {
    expect(clampPosition({ row: 50, col: 7 }, { rowCount: 3, colCount: 2 })).toEqual({
      row: 2,
      col: 1,
    });
    expect(clampPosition({ row: 5, col: 1 }, { rowCount: 1, colCount: 0 })).toEqual({
      row: 0,
      col: 0,
    });
  });
});
