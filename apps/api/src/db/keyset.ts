import type { ListResponse } from '@shop/admin-api';
import { fieldError } from '../http/errors';
import type { Db } from './db';
import { Params } from './sql';

export interface KeysetQuery {
  /** Trusted SQL: a table name and a select list (never user input). */
  table: string;
  columns: string;
  /** The rows this caller may see (e.g. its shop): applies to the list and to the cursor lookup. */
  scope: (p: Params) => string[];
  /** Further filters of this list (e.g. a search); the cursor row need not match them. */
  filters?: (p: Params) => string[];
  /** Trusted column name, one of the contract's sort fields; `id` breaks ties. */
  sortColumn: string;
  direction: 'asc' | 'desc';
  limit: number;
  startingAfter?: string | undefined;
  endingBefore?: string | undefined;
}

/**
 * One page of a list ordered by (sortColumn, id), continued from a cursor row. Unlike OFFSET, the
 * cost does not grow with the page number and rows inserted meanwhile do not shift pages; with an
 * index on (scope, sortColumn, id) every page is one index range scan.
 */
export async function keysetPage<T>(db: Db, q: KeysetQuery): Promise<ListResponse<T>> {
  if (q.startingAfter && q.endingBefore) {
    throw fieldError('ending_before', 'Use either starting_after or ending_before, not both');
  }
  const cursorId = q.startingAfter ?? q.endingBefore;
  const cursorField = q.startingAfter ? 'starting_after' : 'ending_before';
  // Reading backwards (ending_before) walks the order in reverse and flips the page afterwards.
  const forward = !q.endingBefore;
  const ascending = (q.direction === 'asc') === forward;

  const p = new Params();
  const where = [...q.scope(p), ...(q.filters?.(p) ?? [])];
  if (cursorId) {
    const cp = new Params();
    const [cursor] = await db.query<{ v: unknown }>(
      `SELECT ${q.sortColumn} AS v FROM ${q.table}
       WHERE ${[...q.scope(cp), `id = ${cp.add(cursorId)}`].join(' AND ')}`,
      cp.values,
    );
    if (!cursor) throw fieldError(cursorField, 'Unknown cursor: no such record');
    where.push(
      `(${q.sortColumn}, id) ${ascending ? '>' : '<'} (${p.add(cursor.v)}, ${p.add(cursorId)})`,
    );
  }
  const order = ascending ? 'ASC' : 'DESC';
  const rows = await db.query<T>(
    `SELECT ${q.columns} FROM ${q.table} WHERE ${where.join(' AND ')}
     ORDER BY ${q.sortColumn} ${order}, id ${order} LIMIT ${p.add(q.limit + 1)}`,
    p.values,
  );
  const items = rows.slice(0, q.limit);
  if (!forward) items.reverse();
  return { items, has_more: rows.length > q.limit };
}
