import type { Db } from '../../db/db';

/** A few ids of each kind of record in the seeded shop, for path ids and id fields. */
export async function knownIds(db: Db, shopId: string): Promise<string[]> {
  const tables = [
    'customers',
    'customer_groups',
    'orders',
    'order_lines',
    'products',
    'product_variants',
    'collections',
    'locations',
    'inventory_levels',
    'uploads',
  ];
  const ids: string[] = [];
  for (const table of tables) {
    const rows = await db.query<{ id: string }>(
      `SELECT id FROM ${table} WHERE shop_id = $1 ORDER BY id LIMIT 3`,
      [shopId],
    );
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** Ids that belong together, by the endpoint path they fill in (in parameter order). */
export async function relatedIds(db: Db, shopId: string): Promise<Record<string, string[][]>> {
  const variants = await db.query<{ a: string; b: string }>(
    `SELECT product_id AS a, id AS b FROM product_variants WHERE shop_id = $1 ORDER BY id LIMIT 5`,
    [shopId],
  );
  const members = await db.query<{ a: string; b: string }>(
    `SELECT m.group_id AS a, m.customer_id AS b FROM customer_group_members m
       JOIN customer_groups g ON g.id = m.group_id WHERE g.shop_id = $1 ORDER BY 1, 2 LIMIT 5`,
    [shopId],
  );
  return {
    'products/{productId}/variants/{variantId}': variants.map((r) => [r.a, r.b]),
    'customer-groups/{id}/members/{customerId}': members.map((r) => [r.a, r.b]),
  };
}
