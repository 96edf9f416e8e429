import type { ShippingRateType, WeightUnit } from '@shop/admin-api';
import { insertRows } from '../db/bulk';
import type { Db } from '../db/db';

/**
 * The shop's shipping zones and rates (migration 018) as stored: weights in grams, exact. The route
 * shows them in the shop's weight unit.
 */
export interface StoredRate {
  id: string;
  name: string;
  type: ShippingRateType;
  price: number;
  min_order_value: number | null;
  max_order_value: number | null;
  min_weight_grams: number | null;
  max_weight_grams: number | null;
  free_above: number | null;
}

export interface StoredZone {
  id: string;
  name: string;
  countries: { alpha2: string; states: string[] }[];
  rates: StoredRate[];
}

export interface StoredShipping {
  zones: StoredZone[];
  /** 0 while the shop never saved its zones. */
  updated_at: number;
}

interface ZoneRow {
  id: string;
  name: string;
  countries: { alpha2: string; states: string[] }[];
}

interface RateRow extends StoredRate {
  zone_id: string;
}

/** bigint columns come back as numbers (db/postgres.ts does as PGlite does); numeric as float8. */
const RATE_COLUMNS = `id, zone_id, name, type, price, min_order_value, max_order_value,
  min_weight_grams::float8 AS min_weight_grams, max_weight_grams::float8 AS max_weight_grams,
  free_above`;

/** The zones in the merchant's order, each with its rates in order. `lock` holds the version row. */
export async function getShipping(db: Db, shopId: string, lock = false): Promise<StoredShipping> {
  const [version] = await db.query<{ updated_at: number }>(
    `SELECT updated_at FROM shipping_settings WHERE shop_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [shopId],
  );
  const [zones, rates] = await Promise.all([
    db.query<ZoneRow>(
      'SELECT id, name, countries FROM shipping_zones WHERE shop_id = $1 ORDER BY position',
      [shopId],
    ),
    db.query<RateRow>(
      `SELECT ${RATE_COLUMNS} FROM shipping_rates WHERE shop_id = $1 ORDER BY zone_id, position`,
      [shopId],
    ),
  ]);
  const byZone = new Map<string, StoredRate[]>();
  for (const { zone_id, ...rate } of rates) {
    const list = byZone.get(zone_id) ?? [];
    list.push(rate);
    byZone.set(zone_id, list);
  }
  return {
    zones: zones.map((zone) => ({ ...zone, rates: byZone.get(zone.id) ?? [] })),
    updated_at: version?.updated_at ?? 0,
  };
}

/** The unit the shop weighs in (general settings): weights are shown and read in it. */
export async function shopWeightUnit(db: Db, shopId: string): Promise<WeightUnit> {
  const [row] = await db.query<{ weight_unit: WeightUnit }>(
    'SELECT weight_unit FROM shops WHERE id = $1',
    [shopId],
  );
  return row?.weight_unit ?? 'kg';
}

/**
 * Replace every zone and rate of the shop with `zones`, and move the version on (at least by one,
 * within the same second too). The first save makes the version row, unless another save made it
 * first: then null, and the caller answers 409. A later save needs the row locked by the caller.
 */
export async function saveShipping(
  tx: Db,
  shopId: string,
  now: number,
  zones: readonly StoredZone[],
  exists: boolean,
): Promise<number | null> {
  const [version] = await tx.query<{ updated_at: number }>(
    exists
      ? `UPDATE shipping_settings SET updated_at = GREATEST($2::bigint, updated_at + 1)
         WHERE shop_id = $1 RETURNING updated_at`
      : `INSERT INTO shipping_settings (shop_id, updated_at) VALUES ($1, $2)
         ON CONFLICT (shop_id) DO NOTHING RETURNING updated_at`,
    [shopId, now],
  );
  if (!version) return null;
  // The rates go with their zones (ON DELETE CASCADE).
  await tx.query('DELETE FROM shipping_zones WHERE shop_id = $1', [shopId]);
  await insertRows(
    tx,
    'shipping_zones',
    ['id', 'shop_id', 'position', 'name', 'countries'],
    zones.map((zone, i) => [zone.id, shopId, i, zone.name, JSON.stringify(zone.countries)]),
  );
  await insertRows(
    tx,
    'shipping_rates',
    [
      'id',
      'shop_id',
      'zone_id',
      'position',
      'name',
      'type',
      'price',
      'min_order_value',
      'max_order_value',
      'min_weight_grams',
      'max_weight_grams',
      'free_above',
    ],
    zones.flatMap((zone) =>
      zone.rates.map((rate, i) => [
        rate.id,
        shopId,
        zone.id,
        i,
        rate.name,
        rate.type,
        rate.price,
        rate.min_order_value,
        rate.max_order_value,
        rate.min_weight_grams,
        rate.max_weight_grams,
        rate.free_above,
      ]),
    ),
  );
  return version.updated_at;
}
