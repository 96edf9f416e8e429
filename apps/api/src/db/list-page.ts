import { parseSort, type ListResponse } from '@shop/admin-api';
import type { Db } from './db';
import { keysetPage, type KeysetQuery } from './keyset';
import { queryBuilt, type Params } from './sql';

/** What every list query of the contract pages by: `sort` as field:direction, the cursors, the size. */
export interface ListPaging {
  sort: string;
  limit: number;
  starting_after?: string | undefined;
  ending_before?: string | undefined;
}

/** What a list says of itself to keysetPage; the paging comes from the request (see listPage). */
export type ListSource = Omit<
  KeysetQuery,
  'sortColumn' | 'direction' | 'limit' | 'startingAfter' | 'endingBefore'
>;

/** One shop's rows: the scope of a shop's list, of its pages and of its count alike. */
export const inShop = (shopId: string) => (p: Params) => [`shop_id = ${p.add(shopId)}`];

/**
 * One page of a list as its request asks (keysetPage): the sort field is turned into a column
 * through `sortColumns`, which is what keeps user input out of the SQL (the contract's schema has
 * already refused any other field: one here is a bug), and the cursors and size pass as they are.
 */
export function listPage<T, Field extends string>(
  db: Db,
  paging: ListPaging,
  sortColumns: Record<Field, string>,
  source: ListSource,
): Promise<ListResponse<T>> {
  const { field, direction } = parseSort(paging.sort);
  if (!Object.hasOwn(sortColumns, field)) throw new Error(`unvalidated sort field ${field}`);
  return keysetPage<T>(db, {
    ...source,
    sortColumn: sortColumns[field as Field],
    direction,
    limit: paging.limit,
    startingAfter: paging.starting_after,
    endingBefore: paging.ending_before,
  });
}

/** How many rows of `table` meet every condition of `where` (a list's count: its scope and filters). */
export async function countRows(
  db: Db,
  table: string,
  where: (p: Params) => string[],
): Promise<number> {
  const [row] = await queryBuilt<{ count: number }>(
    db,
    (p) => `SELECT COUNT(*)::int AS count FROM ${table} WHERE ${where(p).join(' AND ')}`,
    'reuse',
  );
  return row?.count ?? 0;
}

/** A list of one shop's rows with a text search, which its pages and its count both apply. */
export interface ShopListSpec<Field extends string> {
  /** Trusted SQL: a table name and a select list (never user input). */
  table: string;
  columns: string;
  sortColumns: Record<Field, string>;
  /** The conditions of a search for `q`; none without one. */
  matching: (q: string | undefined) => (p: Params) => string[];
}

/** The page and the count of a shop's list (the menus, pages, customer groups): see ShopListSpec. */
export function shopList<T, Field extends string>(spec: ShopListSpec<Field>) {
  const where = (shopId: string, q: string | undefined) => (p: Params) => [
    ...inShop(shopId)(p),
    ...spec.matching(q)(p),
  ];
  return {
    page: (db: Db, shopId: string, query: ListPaging & { q?: string | undefined }) =>
      listPage<T, Field>(db, query, spec.sortColumns, {
        table: spec.table,
        columns: spec.columns,
        scope: inShop(shopId),
        filters: spec.matching(query.q),
      }),
    count: (db: Db, shopId: string, q: string | undefined) =>
      countRows(db, spec.table, where(shopId, q)),
  };
}
