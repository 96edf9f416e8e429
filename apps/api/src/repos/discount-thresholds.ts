import {
  DEFAULT_DISCOUNT_SETTINGS,
  thresholdStatus,
  type DiscountSettings,
  type DiscountThreshold,
  type ThresholdFields,
  type UpdateDiscountSettingsBody,
} from '@shop/admin-api';
import type { Db } from '../db/db';

type Row = Omit<DiscountThreshold, 'status'>;

/** Orders that met each tier: counted from the orders, so it cannot drift from them. */
const COLUMNS = `t.id, t.name, t.minimum_amount, t.type, t.value, t.active, t.valid_from, t.valid_to,
  (SELECT count(*)::int FROM orders o
    WHERE o.shop_id = t.shop_id AND o.discount_threshold_id = t.id) AS times_used,
  t.created_at, t.updated_at`;

const withStatus =
  (now: number) =>
  (row: Row): DiscountThreshold => ({ ...row, status: thresholdStatus(row, now) });

/** Every tier of the shop, by the amount it starts at. */
export async function listThresholds(
  db: Db,
  shopId: string,
  now: number,
): Promise<DiscountThreshold[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM discount_thresholds t WHERE t.shop_id = $1
     ORDER BY t.minimum_amount, lower(t.name), t.id`,
    [shopId],
  );
  return rows.map(withStatus(now));
}

export async function countThresholds(db: Db, shopId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM discount_thresholds WHERE shop_id = $1',
    [shopId],
  );
  return row?.n ?? 0;
}

/** One tier, or null. `lock` (inside a transaction) holds its row for the rest of it. */
export async function getThreshold(
  db: Db,
  shopId: string,
  id: string,
  now: number,
  lock = false,
): Promise<DiscountThreshold | null> {
  const [row] = await db.query<Row>(
    `SELECT ${COLUMNS} FROM discount_thresholds t WHERE t.shop_id = $1 AND t.id = $2
     ${lock ? 'FOR UPDATE OF t' : ''}`,
    [shopId, id],
  );
  return row ? withStatus(now)(row) : null;
}

export async function insertThreshold(
  tx: Db,
  shopId: string,
  id: string,
  now: number,
  f: ThresholdFields,
): Promise<void> {
  await tx.query(
    `INSERT INTO discount_thresholds (id, shop_id, name, minimum_amount, type, value, active,
       valid_from, valid_to, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [
      id,
      shopId,
      f.name,
      f.minimum_amount,
      f.type,
      f.value,
      f.active,
      f.valid_from,
      f.valid_to,
      now,
    ],
  );
}

/** Save a tier; `updated_at` moves forward by at least a second so a stale version is always seen. */
export async function updateThreshold(
  tx: Db,
  shopId: string,
  id: string,
  now: number,
  f: ThresholdFields,
): Promise<void> {
  await tx.query(
    `UPDATE discount_thresholds SET name = $3, minimum_amount = $4, type = $5, value = $6,
       active = $7, valid_from = $8, valid_to = $9, updated_at = GREATEST($10::bigint, updated_at + 1)
     WHERE shop_id = $1 AND id = $2`,
    [
      shopId,
      id,
      f.name,
      f.minimum_amount,
      f.type,
      f.value,
      f.active,
      f.valid_from,
      f.valid_to,
      now,
    ],
  );
}

/** Whether the tier was there to delete; its orders keep its name and amount (migration 024). */
export async function deleteThreshold(tx: Db, shopId: string, id: string): Promise<boolean> {
  const rows = await tx.query(
    'DELETE FROM discount_thresholds WHERE shop_id = $1 AND id = $2 RETURNING id',
    [shopId, id],
  );
  return rows.length > 0;
}

/** The shop's discount settings; the defaults (version 0) until the first save. */
export async function getDiscountSettings(
  db: Db,
  shopId: string,
  lock = false,
): Promise<DiscountSettings> {
  // Locking needs a row to lock: two first saves at once then queue on it like any later ones.
  if (lock)
    await db.query(
      `INSERT INTO discount_settings (shop_id, updated_at) VALUES ($1, 0) ON CONFLICT DO NOTHING`,
      [shopId],
    );
  const [row] = await db.query<DiscountSettings>(
    `SELECT codes_combine_with_thresholds, max_codes_per_order, apply_on, updated_at
     FROM discount_settings WHERE shop_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [shopId],
  );
  return row ?? DEFAULT_DISCOUNT_SETTINGS;
}

export async function saveDiscountSettings(
  tx: Db,
  shopId: string,
  now: number,
  s: Omit<UpdateDiscountSettingsBody, 'updated_at'>,
): Promise<void> {
  await tx.query(
    `INSERT INTO discount_settings (shop_id, codes_combine_with_thresholds, max_codes_per_order,
       apply_on, updated_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (shop_id) DO UPDATE SET
       codes_combine_with_thresholds = EXCLUDED.codes_combine_with_thresholds,
       max_codes_per_order = EXCLUDED.max_codes_per_order, apply_on = EXCLUDED.apply_on,
       updated_at = GREATEST(EXCLUDED.updated_at, discount_settings.updated_at + 1)`,
    [shopId, s.codes_combine_with_thresholds, s.max_codes_per_order, s.apply_on, now],
  );
}
