import {
  LOW_STOCK_THRESHOLD,
  type InventoryLevel,
  type inventoryLevelsQuerySchema,
  type InventoryStats,
  type ListResponse,
} from '@shop/admin-api';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { SEARCH_PROBE_ROWS } from '../db/keyset';
import { containsCondition, containsPattern, queryBuilt, type Params } from '../db/sql';
import { fieldError } from '../http/errors';
import { uploadSrcSql } from './uploads';

export async function locationExists(db: Db, shopId: string, id: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM locations WHERE shop_id = $1 AND id = $2', [
    shopId,
    id,
  ]);
  return rows.length > 0;
}

/** A level with what the inventory screen shows of its variant and product. */
const LEVEL_COLUMNS = `il.id, il.location_id, il.variant_id, v.product_id,
    p.title AS product_title, v.option_values, v.sku, il.available, il.updated_at,
    (SELECT json_build_object('id', u.id, 'src', ${uploadSrcSql('u.storage_key')})
       FROM product_images pi JOIN uploads u ON u.id = pi.upload_id
      WHERE pi.product_id = p.id ORDER BY pi.position LIMIT 1) AS image`;
const LEVEL_SELECT = `SELECT ${LEVEL_COLUMNS} FROM inventory_levels il
  JOIN product_variants v ON v.id = il.variant_id
  JOIN products p ON p.id = v.product_id`;

/**
 * One page of a location's levels in the screen's order (product title, product, the variant's
 * position), keyset-paged from a level id: pages stay put while stock changes.
 *
 * At a million products (`pnpm bench catalog`) a page is never found by sorting a location's
 * millions of levels: products are taken in title order (products_title_idx) and their variants'
 * levels looked up one product at a time until the page is full. A search (`q` in the title or the
 * SKU) finds up to a page of each kind of match, then sorts those together:
 * - title matches the way keysetPage searches (db/keyset.ts): the first SEARCH_PROBE_ROWS products
 *   in title order, else every matching product (products_search_idx), sorted;
 * - SKU matches as PostgreSQL plans it: from product_variants_sku_search_idx when they are few, along
 *   the titles when they are many (a SKU prefix is spread over every title, not bunched up). The
 *   index is asked for a SKU's words rather than the SKU itself (containsCondition, db/sql.ts).
 * One condition `title OR sku` on the joined rows could use neither index.
 */
export async function listInventoryLevels(
  db: Db,
  shopId: string,
  locationId: string,
  query: z.output<typeof inventoryLevelsQuerySchema>,
  /** Tests make it tiny to take the second way. */
  probeProducts = SEARCH_PROBE_ROWS,
): Promise<ListResponse<InventoryLevel>> {
  if (query.starting_after && query.ending_before) {
    throw fieldError('ending_before', 'Use either starting_after or ending_before, not both');
  }
  const forward = !query.ending_before;
  const cursorId = query.starting_after ?? query.ending_before;
  let cursor: { title: string; product_id: string; position: number } | undefined;
  if (cursorId) {
    [cursor] = await db.query<{ title: string; product_id: string; position: number }>(
      `SELECT p.title, p.id AS product_id, v.position FROM inventory_levels il
       JOIN product_variants v ON v.id = il.variant_id JOIN products p ON p.id = v.product_id
       WHERE il.shop_id = $1 AND il.location_id = $2 AND il.id = $3`,
      [shopId, locationId, cursorId],
    );
    if (!cursor) {
      throw fieldError(
        forward ? 'starting_after' : 'ending_before',
        'Unknown cursor: no such record',
      );
    }
  }
  const dir = forward ? 'ASC' : 'DESC';
  const take = query.limit + 1;
  const inOrder = `ORDER BY title ${dir}, id ${dir}`;

  /** The shop's products from the cursor's product on (title order is asked separately). */
  const products = (p: Params, ...more: string[]) =>
    `SELECT id, title FROM products WHERE ${[
      `shop_id = ${p.add(shopId)}`,
      ...(cursor
        ? [
            `(title, id) ${forward ? '>=' : '<='} (${p.add(cursor.title)}, ${p.add(cursor.product_id)})`,
          ]
        : []),
      ...more,
    ].join(' AND ')}`;
  /** The first `take` levels at the location of the products `from` gives, after the cursor. */
  const levels = (p: Params, select: string, from: string, ...more: string[]) => {
    const where = [
      `il.shop_id = ${p.add(shopId)}`,
      `il.location_id = ${p.add(locationId)}`,
      ...(cursor
        ? [
            `(p.title, p.id, v.position) ${forward ? '>' : '<'} (${p.add(cursor.title)}, ${p.add(cursor.product_id)}, ${p.add(cursor.position)}::int)`,
          ]
        : []),
      ...more,
    ];
    return `SELECT ${select} FROM (${from}) p
      JOIN product_variants v ON v.product_id = p.id
      JOIN inventory_levels il ON il.variant_id = v.id
      WHERE ${where.join(' AND ')}
      ORDER BY p.title ${dir}, p.id ${dir}, v.position ${dir} LIMIT ${p.add(take)}`;
  };
  const pattern = (p: Params) => `lower(${p.add(containsPattern(query.q ?? ''))})`;
  const ids = async (build: (p: Params) => string) =>
    (await queryBuilt<{ id: string }>(db, build)).map((r) => r.id);

  let rows: InventoryLevel[];
  if (!query.q) {
    // The products are not ordered here: the planner walks them in title order for a stocked
    // location, and starts from the location's few levels for a nearly empty one.
    rows = await queryBuilt<InventoryLevel>(db, (p) => levels(p, LEVEL_COLUMNS, products(p)));
  } else {
    let byTitle = await ids((p) =>
      levels(
        p,
        'il.id',
        `SELECT id, title FROM (${products(p)} ${inOrder} LIMIT ${p.add(probeProducts)}) walked
         WHERE lower(title) LIKE ${pattern(p)}`,
      ),
    );
    if (byTitle.length < take) {
      // OFFSET 0: every matching product first, then sorted (see keysetPage's search), so that
      // their levels are looked up in order until the page is full. At a location that stocks few
      // variants (stock_stats, migrations/006) the levels are fewer than the matches: the products
      // are left unsorted, for the planner to start from the levels (sorting 31,000 matches of
      // "harbor" for a nearly empty location took 100 ms).
      const [stats] = await db.query<{ n: number }>(
        `SELECT variants_tracked AS n FROM stock_stats WHERE shop_id = $1 AND location_id = $2`,
        [shopId, locationId],
      );
      const sparse = (stats?.n ?? 0) < probeProducts;
      byTitle = await ids((p) =>
        levels(
          p,
          'il.id',
          `SELECT * FROM (${products(p, `lower(title) LIKE ${pattern(p)}`)} OFFSET 0) found
           ${sparse ? '' : inOrder}`,
        ),
      );
    }
    const q = query.q;
    const bySku = await ids((p) =>
      levels(p, 'il.id', products(p), ...containsCondition(p, 'v.sku', q)),
    );
    rows = await queryBuilt<InventoryLevel>(db, (p) =>
      levels(
        p,
        LEVEL_COLUMNS,
        products(p),
        `il.id = ANY(${p.add([...new Set([...byTitle, ...bySku])])}::text[])`,
      ),
    );
  }
  const items = rows.slice(0, query.limit);
  if (!forward) items.reverse();
  return { items, has_more: rows.length === take };
}

export async function getInventoryLevel(
  db: Db,
  shopId: string,
  id: string,
  lock = false,
): Promise<InventoryLevel | null> {
  const [row] = await db.query<InventoryLevel>(
    `${LEVEL_SELECT} WHERE il.shop_id = $1 AND il.id = $2${lock ? ' FOR UPDATE OF il' : ''}`,
    [shopId, id],
  );
  return row ?? null;
}

export async function setInventoryAvailable(
  tx: Db,
  shopId: string,
  id: string,
  available: number,
  now: number,
): Promise<void> {
  // updated_at is the version a client edits from: it always moves forward, even twice in a second.
  const rows = await tx.query(
    `UPDATE inventory_levels SET available = $3, updated_at = GREATEST($4::bigint, updated_at + 1)
     WHERE shop_id = $1 AND id = $2 RETURNING id`,
    [shopId, id, available, now],
  );
  if (rows.length === 0) throw new Error(`inventory level ${id} vanished during update`);
}

/**
 * The figures of the contract's InventoryStats, read from the counters the triggers of migration 006
 * keep (a location's own row, or the shop's '' row for every location). No row: nothing stocked.
 */
export async function inventoryStats(
  db: Db,
  shopId: string,
  locationId: string | undefined,
): Promise<InventoryStats> {
  const [row] = await db.query<Omit<InventoryStats, 'location_id' | 'low_stock_threshold'>>(
    `SELECT total_units, variants_tracked::int, out_of_stock::int, low_stock::int
     FROM stock_stats WHERE shop_id = $1 AND location_id = $2`,
    [shopId, locationId ?? ''],
  );
  return {
    location_id: locationId ?? null,
    total_units: row?.total_units ?? 0,
    variants_tracked: row?.variants_tracked ?? 0,
    out_of_stock: row?.out_of_stock ?? 0,
    low_stock: row?.low_stock ?? 0,
    low_stock_threshold: LOW_STOCK_THRESHOLD,
  };
}
