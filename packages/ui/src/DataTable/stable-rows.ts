import { useState } from 'react';

/**
 * Equal as the API's JSON is. Its records come from one serialiser, keys in one order: comparing
 * their text is exact for them, and cheaper in code than a walk (the table is on first loads).
 */
export const sameJson = (a: unknown, b: unknown): boolean =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Past a page of rows (a virtual table of 100,000), comparing every row on each answer would cost
 * more than drawing the few in view again.
 */
const MOST_ROWS_COMPARED = 500;

/**
 * `rows`, each one the object of `before` with the same id when its content is unchanged; `before`
 * itself when that makes every row the same.
 */
export function stabiliseRows<Row>(
  before: readonly Row[],
  rows: Row[],
  getRowId: (row: Row) => string,
): Row[] {
  if (rows.length > MOST_ROWS_COMPARED) return rows;
  const byId = new Map(before.map((row) => [getRowId(row), row]));
  const stable = rows.map((row) => {
    const shown = byId.get(getRowId(row));
    return shown !== undefined && sameJson(shown, row) ? shown : row;
  });
  const sameAs = (list: readonly Row[]) =>
    list.length === stable.length && list.every((row, i) => row === stable[i]);
  if (sameAs(before)) return before as Row[];
  return sameAs(rows) ? rows : stable;
}

/**
 * The rows, each one the object shown before when its id and content are unchanged. A search, a
 * new page or a refetch answers with new objects for the same records; the rows are memoised by
 * object, and would all render again for nothing (a keystroke in a list's search, issue 25).
 */
export function useStableRows<Row>(rows: Row[], getRowId: (row: Row) => string): Row[] {
  const [shown, setShown] = useState({ rows, stable: rows });
  if (shown.rows === rows) return shown.stable;
  // New rows: React's "adjust state when a prop changes", during render.
  const stable = stabiliseRows(shown.stable, rows, getRowId);
  setShown({ rows, stable });
  return stable;
}
