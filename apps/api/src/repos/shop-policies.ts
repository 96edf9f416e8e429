import { SHOP_POLICY_KINDS, type ShopPolicy, type ShopPolicyKind } from '@shop/admin-api';
import type { Db } from '../db/db';

/** Every policy of the shop, in SHOP_POLICY_KINDS' order. */
export async function listShopPolicies(db: Db, shopId: string): Promise<ShopPolicy[]> {
  const rows = await db.query<ShopPolicy>(
    'SELECT kind, body, updated_at FROM shop_policies WHERE shop_id = $1',
    [shopId],
  );
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return SHOP_POLICY_KINDS.flatMap((kind) => byKind.get(kind) ?? []);
}

export async function getShopPolicy(
  db: Db,
  shopId: string,
  kind: ShopPolicyKind,
  lock = false,
): Promise<ShopPolicy | null> {
  const [row] = await db.query<ShopPolicy>(
    `SELECT kind, body, updated_at FROM shop_policies WHERE shop_id = $1 AND kind = $2${lock ? ' FOR UPDATE' : ''}`,
    [shopId, kind],
  );
  return row ?? null;
}

export async function updateShopPolicy(
  tx: Db,
  shopId: string,
  kind: ShopPolicyKind,
  body: string,
  now: number,
): Promise<ShopPolicy> {
  const [row] = await tx.query<ShopPolicy>(
    `UPDATE shop_policies SET body = $3, updated_at = GREATEST($4::bigint, updated_at + 1)
     WHERE shop_id = $1 AND kind = $2 RETURNING kind, body, updated_at`,
    [shopId, kind, body, now],
  );
  if (!row) throw new Error(`policy ${kind} of shop ${shopId} vanished during update`);
  return row;
}
