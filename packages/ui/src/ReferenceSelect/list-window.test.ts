import { describe, expect, it } from 'vitest';
import {
  listWindow,
  OVERSCAN,
  ROW_HEIGHT,
  scrollToShow,
  VISIBLE_ROWS,
  viewHeight,
} from './list-window';

describe('listWindow', () => {
  it('draws the rows in view and a few beyond, never past the list', () => {
    expect(listWindow(400, 0)).toEqual({ first: 0, end: VISIBLE_ROWS + 1 + OVERSCAN });
    const deep = listWindow(400, 100 * ROW_HEIGHT);
    expect(deep).toEqual({ first: 100 - OVERSCAN, end: 100 + VISIBLE_ROWS + 1 + OVERSCAN });
    expect(listWindow(400, 399 * ROW_HEIGHT).end).toBe(400);
    expect(listWindow(3, 0)).toEqual({ first: 0, end: 3 });
    expect(listWindow(0, 0)).toEqual({ first: 0, end: 0 });
  });

  it('is as tall as its rows, up to the visible rows', () => {
    expect(viewHeight(3)).toBe(3 * ROW_HEIGHT);
    expect(viewHeight(400)).toBe(VISIBLE_ROWS * ROW_HEIGHT);
  });
});

describe('scrollToShow', () => {
  it('scrolls as little as brings the row into view', () => {
    expect(scrollToShow(2, 0, 400)).toBe(0);
    // Row 8 is the first below an 8-row view: scroll by one row.
    expect(scrollToShow(VISIBLE_ROWS, 0, 400)).toBe(ROW_HEIGHT);
    expect(scrollToShow(399, 0, 400)).toBe(400 * ROW_HEIGHT - viewHeight(400));
    // Back up: the row lands at the top.
    expect(scrollToShow(5, 50 * ROW_HEIGHT, 400)).toBe(5 * ROW_HEIGHT);
  });
});
