import {
  LOW_STOCK_THRESHOLD,
  type InventoryLevel,
  type inventoryLevelsQuerySchema,
  type InventoryStats,
  type ListResponse,
  type Location,
} from '@shop/admin-api';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { containsPattern, Params } from '../db/sql';
import { fieldError } from '../http/errors';
import { uploadSrcSql } from './uploads';

interface LocationRow {
  id: string;
  name: string;
  address_line: string;
  city: string;
  country_alpha2: string;
  is_default: boolean;
  created_at: number;
}

function toLocation(row: LocationRow): Location {
  return {
    id: row.id,
    name: row.name,
    address: { line: row.address_line, city: row.city, country: { alpha2: row.country_alpha2 } },
    is_default: row.is_default,
    created_at: row.created_at,
  };
}

/** The shop's locations, the default first, then by name. */
export async function listLocations(db: Db, shopId: string): Promise<Location[]> {
  const rows = await db.query<LocationRow>(
    `SELECT id, name, address_line, city, country_alpha2, is_default, created_at FROM locations
     WHERE shop_id = $1 ORDER BY is_default DESC, name, id`,
    [shopId],
  );
  return rows.map(toLocation);
}

export async function locationExists(db: Db, shopId: string, id: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM locations WHERE shop_id = $1 AND id = $2', [
    shopId,
    id,
  ]);
  return rows.length > 0;
}

/** A level with what the inventory screen shows of its variant and product. */
const LEVEL_SELECT = `SELECT il.id, il.location_id, il.variant_id, v.product_id,
    p.title AS product_title, v.option_values, v.sku, il.available, il.updated_at,
    (SELECT json_build_object('id', u.id, 'src', ${uploadSrcSql('u.storage_key')})
       FROM product_images pi JOIN uploads u ON u.id = pi.upload_id
      WHERE pi.product_id = p.id ORDER BY pi.position LIMIT 1) AS image
  FROM inventory_levels il
  JOIN product_variants v ON v.id = il.variant_id
  JOIN products p ON p.id = v.product_id`;

/** The screen's order: by product title, then product, then the variant's position in it. */
const ORDER_KEY = '(p.title, p.id, v.position)';

/**
 * One page of a location's levels, keyset-paged on ORDER_KEY (unique per level within a location:
 * one level per variant and location) from a level id: pages stay put while stock changes.
 */
export async function listInventoryLevels(
  db: Db,
  shopId: string,
  locationId: string,
  query: z.output<typeof inventoryLevelsQuerySchema>,
): Promise<ListResponse<InventoryLevel>> {
  if (query.starting_after && query.ending_before) {
    throw fieldError('ending_before', 'Use either starting_after or ending_before, not both');
  }
  const forward = !query.ending_before;
  const cursorId = query.starting_after ?? query.ending_before;
  const p = new Params();
  const where = [`il.shop_id = ${p.add(shopId)}`, `il.location_id = ${p.add(locationId)}`];
  if (query.q) {
    const pattern = p.add(containsPattern(query.q.toLowerCase()));
    where.push(`(lower(p.title) LIKE ${pattern} OR lower(v.sku) LIKE ${pattern})`);
  }
  if (cursorId) {
    const [cursor] = await db.query<{ title: string; product_id: string; position: number }>(
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
    where.push(
      `${ORDER_KEY} ${forward ? '>' : '<'} (${p.add(cursor.title)}, ${p.add(cursor.product_id)}, ${p.add(cursor.position)}::int)`,
    );
  }
  const dir = forward ? 'ASC' : 'DESC';
  const rows = await db.query<InventoryLevel>(
    `${LEVEL_SELECT} WHERE ${where.join(' AND ')}
     ORDER BY p.title ${dir}, p.id ${dir}, v.position ${dir} LIMIT ${p.add(query.limit + 1)}`,
    p.values,
  );
  const items = rows.slice(0, query.limit);
  if (!forward) items.reverse();
  return { items, has_more: rows.length > query.limit };
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
 * Per variant: its quantity at the location, or summed over every location. Units on hand add up
 * each level's positive quantity (an oversold level holds no units).
 */
export async function inventoryStats(
  db: Db,
  shopId: string,
  locationId: string | undefined,
): Promise<InventoryStats> {
  const p = new Params();
  const where = [`shop_id = ${p.add(shopId)}`];
  if (locationId) where.push(`location_id = ${p.add(locationId)}`);
  const threshold = p.add(LOW_STOCK_THRESHOLD);
  const [row] = await db.query<Omit<InventoryStats, 'location_id' | 'low_stock_threshold'>>(
    `SELECT COALESCE(sum(units), 0)::bigint AS total_units,
            count(*)::int AS variants_tracked,
            count(*) FILTER (WHERE available <= 0)::int AS out_of_stock,
            count(*) FILTER (WHERE available BETWEEN 1 AND ${threshold})::int AS low_stock
     FROM (SELECT variant_id, sum(available) AS available, sum(GREATEST(available, 0)) AS units
           FROM inventory_levels WHERE ${where.join(' AND ')} GROUP BY variant_id) per_variant`,
    p.values,
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
