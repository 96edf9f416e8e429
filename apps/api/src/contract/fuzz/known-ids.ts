import type { Db } from '../../db/db';

const TABLES = [
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
  'tax_rates',
  'staff_invitations',
  'shop_domains',
  'discount_coupons',
  'discount_thresholds',
] as const;
/** The platform's plans: the same for every shop (no shop_id), a path id of billing/plan/{planId}. */
const PLATFORM_TABLES = ['billing_plans'] as const;
export type IdsByTable = Record<
  (typeof TABLES)[number] | (typeof PLATFORM_TABLES)[number],
  string[]
>;

/** A few ids of each kind of record in the seeded shop, for path ids and id fields. */
export async function knownIds(db: Db, shopId: string): Promise<IdsByTable> {
  const ids: Partial<IdsByTable> = {};
  for (const table of TABLES) {
    const rows = await db.query<{ id: string }>(
      `SELECT id FROM ${table} WHERE shop_id = $1 ORDER BY id LIMIT 5`,
      [shopId],
    );
    ids[table] = rows.map((r) => r.id);
  }
  for (const table of PLATFORM_TABLES) {
    const rows = await db.query<{ id: string }>(`SELECT id FROM ${table} ORDER BY id LIMIT 5`);
    ids[table] = rows.map((r) => r.id);
  }
  return ids as IdsByTable;
}

/**
 * Which table a path parameter names a row of, by the path's first segment (or its first two, which
 * win) and its name.
 */
const PARAM_TABLES: Record<string, keyof IdsByTable> = {
  'customers {id}': 'customers',
  'customer-groups {id}': 'customer_groups',
  'customer-groups {customerId}': 'customers',
  'orders {id}': 'orders',
  'products {id}': 'products',
  'products {productId}': 'products',
  'products {variantId}': 'product_variants',
  'collections {id}': 'collections',
  'inventory {locationId}': 'locations',
  'inventory {inventoryId}': 'inventory_levels',
  'locations {locationId}': 'locations',
  'taxes {rateId}': 'tax_rates',
  'shipping {locationId}': 'locations',
  'discounts {couponId}': 'discount_coupons',
  'discounts {thresholdId}': 'discount_thresholds',
  'billing {planId}': 'billing_plans',
  // Under settings/ each section has its own records: the section names them.
  'settings/staff {id}': 'staff_invitations',
};

/** The ids that exist for the parameter `name` of `path` (every known id when the kind is unknown). */
export function idsForParam(ids: IdsByTable, path: string, name: string): string[] {
  const [first, second] = path.split('/');
  const table = PARAM_TABLES[`${first}/${second} {${name}}`] ?? PARAM_TABLES[`${first} {${name}}`];
  return table ? ids[table] : Object.values(ids).flat();
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
