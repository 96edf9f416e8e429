import {
  INTEGRATION_LIST_KEYS,
  INTEGRATION_NAMES,
  type Integration,
  type IntegrationList,
  type IntegrationName,
  type IntegrationStatus,
} from '@shop/admin-api';
import type { Db } from '../db/db';

const COLUMNS = 'name, value, status, updated_at';

/** Every integration of the shop, by its list key (the meta pixel's is facebook-pixel, §3). */
export async function listIntegrations(db: Db, shopId: string): Promise<IntegrationList> {
  const rows = await db.query<Integration>(
    `SELECT ${COLUMNS} FROM shop_integrations WHERE shop_id = $1`,
    [shopId],
  );
  const byName = new Map(rows.map((row) => [row.name, row]));
  const entries = INTEGRATION_NAMES.map((name) => {
    const row = byName.get(name);
    // Every shop gets its four rows with it (migration 019): a missing one is a broken database.
    if (!row) throw new Error(`integration ${name} of shop ${shopId} is missing`);
    return [INTEGRATION_LIST_KEYS[name], row] as const;
  });
  return Object.fromEntries(entries) as IntegrationList;
}

export async function getIntegration(
  db: Db,
  shopId: string,
  name: IntegrationName,
  lock = false,
): Promise<Integration | null> {
  const [row] = await db.query<Integration>(
    `SELECT ${COLUMNS} FROM shop_integrations WHERE shop_id = $1 AND name = $2${lock ? ' FOR UPDATE' : ''}`,
    [shopId, name],
  );
  return row ?? null;
}

export async function updateIntegration(
  tx: Db,
  shopId: string,
  name: IntegrationName,
  change: { value: string; status: IntegrationStatus },
  now: number,
): Promise<Integration> {
  // The version always moves on, even within the same second, so a stale save is always seen.
  const [row] = await tx.query<Integration>(
    `UPDATE shop_integrations
        SET value = $3, status = $4, updated_at = GREATEST($5::bigint, updated_at + 1)
      WHERE shop_id = $1 AND name = $2 RETURNING ${COLUMNS}`,
    [shopId, name, change.value, change.status, now],
  );
  if (!row) throw new Error(`integration ${name} of shop ${shopId} vanished during update`);
  return row;
}
