import type { ListResponse } from '@shop/admin-api';
import { fieldError } from '../http/errors';
import type { Db } from './db';
import { queryBuilt, rowCount, type Params } from './sql';

/** A text search of a list (see searchPage). */
export interface KeysetSearch {
  /** The condition, e.g. a LIKE on a trigram-indexed expression. */
  where: (p: Params) => string;
  /** The columns `where` reads: the first attempt walks the sort index for these alone. */
  columns: readonly string[];
  /**
   * `where` as that walk applies it, when a stored column of `columns` answers it more cheaply than
   * `where`'s expression (the products' folded title, migrations/032). Default: `where`.
   */
  walkWhere?: ((p: Params) => string) | undefined;
  /** How many rows the first attempt looks at (default SEARCH_PROBE_ROWS; tests make it tiny). */
  probeRows?: number | undefined;
  /**
   * When the search reads nothing but the sort column and a table holds that column's distinct values
   * (of the rows in scope and filters): `SELECT <column> AS value FROM ...` of the values matching the
   * search, for lists sorted by `column`. Sorting the matching values instead of the matching rows is
   * what keeps a search whose matches bunch up far down the order fast (see searchPage).
   */
  sortValues?: { column: string; select: (p: Params) => string } | undefined;
}

export interface KeysetQuery {
  /** Trusted SQL: a table name and a select list (never user input). */
  table: string;
  columns: string;
  /** The rows this caller may see (e.g. its shop): applies to the list and to the cursor lookup. */
  scope: (p: Params) => string[];
  /** Further filters of this list (e.g. a status); the cursor row need not match them. */
  filters?: (p: Params) => string[];
  /** A text search; the cursor row need not match it. */
  search?: KeysetSearch | undefined;
  /** Trusted column name, one of the contract's sort fields; `id` breaks ties. */
  sortColumn: string;
  direction: 'asc' | 'desc';
  limit: number;
  startingAfter?: string | undefined;
  endingBefore?: string | undefined;
}

/** How many rows in sort order a search first looks at (about 10 ms at a million rows). */
export const SEARCH_PROBE_ROWS = 10_000;

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

  let cursor: { value: unknown; id: string } | undefined;
  if (cursorId) {
    const [row] = await queryBuilt<{ v: unknown }>(
      db,
      (p) => `SELECT ${q.sortColumn} AS v FROM ${q.table}
       WHERE ${[...q.scope(p), `id = ${p.add(cursorId)}`].join(' AND ')}`,
      'reuse',
    );
    if (!row) throw fieldError(cursorField, 'Unknown cursor: no such record');
    cursor = { value: row.v, id: cursorId };
  }
  const order = ascending ? 'ASC' : 'DESC';
  const page: Page = {
    table: q.table,
    columns: q.columns,
    orderBy: `ORDER BY ${q.sortColumn} ${order}, id ${order}`,
    sortColumn: q.sortColumn,
    order,
    take: q.limit + 1,
    // The cursor's own value may still have rows after the cursor's id.
    valueBound: (p, column) =>
      cursor ? [`${column} ${ascending ? '>=' : '<='} ${p.add(cursor.value)}`] : [],
    where: (p) => [
      ...q.scope(p),
      ...(q.filters?.(p) ?? []),
      ...(cursor
        ? [
            `(${q.sortColumn}, id) ${ascending ? '>' : '<'} (${p.add(cursor.value)}, ${p.add(cursor.id)})`,
          ]
        : []),
    ],
  };
  const rows = q.search
    ? await searchPage<T>(db, page, q.search)
    : await queryBuilt<T>(
        db,
        (p) => `SELECT ${page.columns} FROM ${page.table} WHERE ${page.where(p).join(' AND ')}
          ${page.orderBy} LIMIT ${rowCount(page.take)}`,
        'reuse',
      );
  const items = rows.slice(0, q.limit);
  if (!forward) items.reverse();
  return { items, has_more: rows.length > q.limit };
}

/** What a page's statements share; `where` adds its parameters to each statement's own Params. */
interface Page {
  table: string;
  columns: string;
  sortColumn: string;
  order: 'ASC' | 'DESC';
  orderBy: string;
  take: number;
  where: (p: Params) => string[];
  /** `column` (holding sort values) from the cursor's value on; nothing without a cursor. */
  valueBound: (p: Params, column: string) => string[];
}

/**
 * A searched page in at most two statements. Neither plan PostgreSQL could pick alone is safe at a
 * million rows, because matches bunch up in the sort order (every title starting with "Harbor" sits
 * together when sorted by title) and the planner assumes they do not:
 * - walking the sort index until a page of matches is found is fast when matches are common where
 *   the walk starts, and scans most of the table when they all sit far down the order (seconds);
 * - finding every match first (the trigram index) and sorting them costs in proportion to the
 *   matches: fine for a few thousand, slow for a fragment in every tenth title.
 * So the walk is tried first, over the first SEARCH_PROBE_ROWS rows at most (index-only when the
 * search reads the sorted column); when they hold no full page, every match is found and sorted.
 * With `sortValues` (the product titles: migrations/008) what is found and sorted is the matching
 * distinct values, and only the first `take + 1` of them are kept: each has a row in scope (and,
 * after the cursor's value, one after the cursor), so the page's rows all hold one of them, and are
 * then read by value from the sort index. (`pnpm bench catalog` measures every way.)
 * Each statement reads its page's rows by `id = ANY(ARRAY(...))`: the ids found first, then a key
 * lookup each. With `id IN (...)` the planner was free to hash the ids and scan the whole table for
 * them (2,000 products: half of a 0.9 ms search).
 */
async function searchPage<T>(db: Db, page: Page, search: KeysetSearch): Promise<T[]> {
  const walked = [...new Set(['id', page.sortColumn, ...search.columns])].join(', ');
  const probe = await queryBuilt<T>(
    db,
    (p) => `SELECT ${page.columns} FROM ${page.table} WHERE id = ANY(ARRAY(
        SELECT id FROM (
          SELECT ${walked} FROM ${page.table} WHERE ${page.where(p).join(' AND ')}
          ${page.orderBy} LIMIT ${rowCount(search.probeRows ?? SEARCH_PROBE_ROWS)}) AS walked
        WHERE ${(search.walkWhere ?? search.where)(p)} ${page.orderBy} LIMIT ${rowCount(page.take)}))
      ${page.orderBy}`,
    'reuse',
  );
  if (probe.length === page.take) return probe;
  const values = search.sortValues;
  if (values?.column === page.sortColumn) {
    // OFFSET 0: every matching value first (the trigram index), then sorted; see below.
    return queryBuilt<T>(
      db,
      (p) => {
        const bound = page.valueBound(p, 'value');
        return `SELECT ${page.columns} FROM ${page.table} WHERE id = ANY(ARRAY(
          SELECT id FROM ${page.table}
          WHERE ${[...page.where(p), search.where(p)].join(' AND ')}
            AND ${page.sortColumn} IN (
              SELECT value FROM (${values.select(p)} OFFSET 0) AS found
              ${bound.length ? `WHERE ${bound.join(' AND ')}` : ''}
              ORDER BY value ${page.order} LIMIT ${rowCount(page.take + 1)})
          ${page.orderBy} LIMIT ${rowCount(page.take)}))
        ${page.orderBy}`;
      },
      'reuse',
    );
  }
  // OFFSET 0 keeps the inner query apart, so it is planned to find every match, not to walk the
  // sort index for the outer ORDER BY; the outer sort then keeps only the top rows.
  return queryBuilt<T>(
    db,
    (p) => `SELECT ${page.columns} FROM ${page.table} WHERE id = ANY(ARRAY(
        SELECT id FROM (
          SELECT id, ${page.sortColumn} FROM ${page.table}
          WHERE ${[...page.where(p), search.where(p)].join(' AND ')} OFFSET 0) AS found
        ${page.orderBy} LIMIT ${rowCount(page.take)}))
      ${page.orderBy}`,
    'reuse',
  );
}
