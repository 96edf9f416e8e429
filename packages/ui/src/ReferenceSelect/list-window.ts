/*
 * The list draws only the rows in view (and a few around them), so 400 time zones open as fast
 * as 4. Rows have one fixed height, so which rows are in view is arithmetic on the scroll offset:
 * no measuring, and the same answer in a test without layout as in a browser.
 */

/** One option row, in px (the style sets the same height). */
export const ROW_HEIGHT = 32;
/** Rows the open list shows before it scrolls. */
export const VISIBLE_ROWS = 8;
/** Rows drawn beyond each edge of the view, so a fast scroll or a key press shows no gap. */
export const OVERSCAN = 4;

/** The list's height for `count` rows, in px. */
export function viewHeight(count: number): number {
  return Math.min(count, VISIBLE_ROWS) * ROW_HEIGHT;
}

/** The rows to draw, `first` included and `end` excluded, at this scroll offset. */
export function listWindow(count: number, scrollTop: number): { first: number; end: number } {
  const top = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT));
  const first = Math.max(0, top - OVERSCAN);
  const end = Math.min(count, top + VISIBLE_ROWS + 1 + OVERSCAN);
  return { first: Math.min(first, end), end };
}

/** The scroll offset that brings row `index` into view, moving as little as possible. */
export function scrollToShow(index: number, scrollTop: number, count: number): number {
  const rowTop = index * ROW_HEIGHT;
  const view = viewHeight(count);
  if (rowTop < scrollTop) return rowTop;
  if (rowTop + ROW_HEIGHT > scrollTop + view) return rowTop + ROW_HEIGHT - view;
  return scrollTop;
}
