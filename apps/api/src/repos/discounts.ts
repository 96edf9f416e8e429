import {
  couponStatus,
  type Coupon,
  type couponListBodySchema,
  type CouponList,
  type CouponFields,
  type CouponSortField,
  type CouponSummary,
} from '@shop/admin-api';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { countRows, inShop, listPage } from '../db/list-page';
import { containsCondition } from '../db/sql';

/** The rules of a code, without its code: shared by one code and a generated batch. */
export type CouponRules = Omit<CouponFields, 'code'>;

type SummaryRow = Omit<CouponSummary, 'status'>;
type DetailRow = Omit<Coupon, 'status'>;

/** How many orders used each code: counted from the orders, so it cannot drift from them. */
const TIMES_USED = `(SELECT count(*)::int FROM orders o
  WHERE o.shop_id = c.shop_id AND o.discount_coupon_id = c.id)`;

const SUMMARY_COLUMNS = `c.id, c.name, c.code, c.type, c.value, c.active,
  c.valid_from AS "validFrom", c.valid_to AS "validTo", ${TIMES_USED} AS times_used, c.usage_limit,
  c.created_at, c.updated_at`;

const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, c.minimum_requirement, c.minimum_value,
  c.once_per_customer, c.applies_to, c.customer_eligibility,
  COALESCE((SELECT json_agg(json_build_object('id', col.id, 'title', col.title) ORDER BY cc.position)
     FROM discount_coupon_collections cc JOIN collections col ON col.id = cc.collection_id
    WHERE cc.coupon_id = c.id), '[]') AS collections,
  COALESCE((SELECT json_agg(json_build_object('id', p.id, 'title', p.title) ORDER BY cp.position)
     FROM discount_coupon_products cp JOIN products p ON p.id = cp.product_id
    WHERE cp.coupon_id = c.id), '[]') AS products,
  (SELECT json_build_object('id', g.id, 'name', g.name) FROM customer_groups g
    WHERE g.shop_id = c.shop_id AND g.id = c.customer_group_id) AS customer_group`;

/** What a search looks in: the name and the code; must stay the expression of migrations/026's index. */
const SEARCHED = `c.name || ' ' || c.code`;
/**
 * A code without an end sorts as ending latest (a keyset cursor cannot compare NULL). The largest
 * integer JavaScript holds exactly, not bigint's own maximum: the cursor's value makes a round trip
 * through the app (pg reads int8 as a number), and 9223372036854775807 came back out of range.
 */
const NO_END = String(Number.MAX_SAFE_INTEGER);

/**
 * The list's rows, with the sort keys as plain columns for keysetPage. PostgreSQL pulls this
 * subquery up into each statement, so `name_key` is the indexed lower(name) (migrations/026) and
 * times_used is counted only for the rows of the page (orders_discount_usage_idx), except when the
 * list is sorted by it.
 */
const LISTED = `(SELECT c.id, c.shop_id, c.name, c.code, c.type, c.value, c.active, c.valid_from,
    c.valid_to, c.usage_limit, c.created_at, c.updated_at, ${TIMES_USED} AS times_used,
    lower(c.name) AS name_key, COALESCE(c.valid_to, ${NO_END}) AS valid_to_key,
    ${SEARCHED} AS searched
  FROM discount_coupons c) AS listed`;
const LIST_COLUMNS = `id, name, code, type, value, active, valid_from AS "validFrom",
  valid_to AS "validTo", times_used, usage_limit, created_at, updated_at`;

/**
 * Sort fields of the contract -> columns of LISTED; the mapping is what keeps user input out of the
 * SQL. Each but times_used has an index (shop_id, column, id) (migrations/026).
 */
const SORT_COLUMNS: Record<CouponSortField, string> = {
  name: 'name_key',
  code: 'code',
  type: 'type',
  value: 'value',
  active: 'active',
  validFrom: 'valid_from',
  // Ascending, a code without an end comes last: it ends latest.
  validTo: 'valid_to_key',
  times_used: 'times_used',
  created_at: 'created_at',
};

const withStatus =
  (now: number) =>
  <T extends SummaryRow>(row: T): T & Pick<CouponSummary, 'status'> => ({
    ...row,
    status: couponStatus(row, now),
  });

/**
 * A page of the shop's codes in the order asked (ties by id), searched by name and code whatever
 * the case. The search is a plain filter of the page's one statement, and
 * PostgreSQL chooses: walk the sort's index until a page matched, or find the matches (the trigram
 * index) and sort them. A shop's codes are tens of thousands at most, so either way is a few ms; the
 * two-step probe of the catalog's searches (db/keyset searchPage), made for a million rows, cost
 * more here than it saved (125 ms for "batch 17" among 20,000 codes on PGlite, against 9 ms).
 */
export async function listCoupons(
  db: Db,
  shopId: string,
  query: z.output<typeof couponListBodySchema>,
  now: number,
): Promise<CouponList> {
  const { q } = query;
  const page = await listPage<SummaryRow, CouponSortField>(db, query, SORT_COLUMNS, {
    table: LISTED,
    columns: LIST_COLUMNS,
    scope: inShop(shopId),
    filters: (p) => (q ? containsCondition(p, 'searched', q) : []),
  });
  return { items: page.items.map(withStatus(now)), has_more: page.has_more };
}

/** How many codes the shop has (the list's title), whatever a search. */
export function countCoupons(db: Db, shopId: string): Promise<number> {
  return countRows(db, 'discount_coupons', inShop(shopId));
}

/** Codes of the shop by id (the generated batch), by code. */
export async function listCouponsById(
  db: Db,
  shopId: string,
  ids: readonly string[],
  now: number,
): Promise<CouponSummary[]> {
  const rows = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM discount_coupons c
     WHERE c.shop_id = $1 AND c.id = ANY($2::text[]) ORDER BY c.code`,
    [shopId, ids],
  );
  return rows.map(withStatus(now));
}

/** One code in full, or null. `lock` (inside a transaction) holds its row for the rest of it. */
export async function getCoupon(
  db: Db,
  shopId: string,
  id: string,
  now: number,
  lock = false,
): Promise<Coupon | null> {
  if (lock) {
    const locked = await db.query(
      'SELECT 1 FROM discount_coupons WHERE shop_id = $1 AND id = $2 FOR UPDATE',
      [shopId, id],
    );
    if (!locked.length) return null;
  }
  const [row] = await db.query<DetailRow>(
    `SELECT ${DETAIL_COLUMNS} FROM discount_coupons c WHERE c.shop_id = $1 AND c.id = $2`,
    [shopId, id],
  );
  return row ? withStatus(now)(row) : null;
}

/** Whether another code of the shop has this code (codes are stored upper-cased). */
export async function couponCodeTaken(
  db: Db,
  shopId: string,
  code: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM discount_coupons WHERE shop_id = $1 AND code = upper($2)
       AND ($3::text IS NULL OR id <> $3)`,
    [shopId, code, exceptId],
  );
  return rows.length > 0;
}

const TARGET_TABLES = {
  products: 'products',
  collections: 'collections',
  customer_groups: 'customer_groups',
} as const;

/** Which of `ids` the shop has no row of in `kind`. */
export async function unknownIds(
  db: Db,
  shopId: string,
  kind: keyof typeof TARGET_TABLES,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM ${TARGET_TABLES[kind]} WHERE shop_id = $1 AND id = ANY($2::text[])`,
    [shopId, ids],
  );
  const known = new Set(rows.map((r) => r.id));
  return new Set(ids.filter((id) => !known.has(id)));
}

/** The rule columns with their types (an INSERT ... SELECT of parameters needs them spelt out). */
const RULE_COLUMNS = [
  ['name', 'text'],
  ['type', 'text'],
  ['value', 'bigint'],
  ['active', 'boolean'],
  ['valid_from', 'bigint'],
  ['valid_to', 'bigint'],
  ['minimum_requirement', 'text'],
  ['minimum_value', 'bigint'],
  ['usage_limit', 'integer'],
  ['once_per_customer', 'boolean'],
  ['applies_to', 'text'],
  ['customer_eligibility', 'text'],
  ['customer_group_id', 'text'],
] as const;

function ruleValues(rules: CouponRules): unknown[] {
  return [
    rules.name,
    rules.type,
    rules.value,
    rules.active,
    rules.validFrom,
    rules.validTo,
    rules.minimum_requirement,
    rules.minimum_value,
    rules.usage_limit,
    rules.once_per_customer,
    rules.applies_to,
    rules.customer_eligibility,
    rules.customer_group_id,
  ];
}

/** The codes' products and collections, replaced by the rules' (in their order). */
async function saveTargets(
  tx: Db,
  shopId: string,
  couponIds: readonly string[],
  rules: CouponRules,
): Promise<void> {
  await tx.query('DELETE FROM discount_coupon_products WHERE coupon_id = ANY($1::text[])', [
    couponIds,
  ]);
  await tx.query('DELETE FROM discount_coupon_collections WHERE coupon_id = ANY($1::text[])', [
    couponIds,
  ]);
  const targets = [
    ['discount_coupon_products', 'product_id', rules.product_ids],
    ['discount_coupon_collections', 'collection_id', rules.collection_ids],
  ] as const;
  for (const [table, column, ids] of targets) {
    if (ids.length === 0) continue;
    await tx.query(
      `INSERT INTO ${table} (shop_id, coupon_id, ${column}, position)
       SELECT $1, c.id, t.id, t.position - 1
       FROM unnest($2::text[]) AS c(id)
       CROSS JOIN unnest($3::text[]) WITH ORDINALITY AS t(id, position)`,
      [shopId, couponIds, ids],
    );
  }
}

/**
 * New codes with the same rules, one per entry of `coupons`. A code the shop has already (another
 * save took it meanwhile) is left out: returns the ids inserted.
 */
export async function insertCoupons(
  tx: Db,
  shopId: string,
  now: number,
  rules: CouponRules,
  coupons: readonly { id: string; code: string }[],
): Promise<string[]> {
  if (coupons.length === 0) return [];
  const columns = [
    'id',
    'shop_id',
    'code',
    ...RULE_COLUMNS.map(([column]) => column),
    'created_at',
    'updated_at',
  ];
  // The same rules for every row: one statement whatever the count, the ids and codes as arrays.
  const rule = ruleValues(rules);
  const placeholders = RULE_COLUMNS.map(([, type], i) => `$${i + 5}::${type}`);
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO discount_coupons (${columns.join(', ')})
     SELECT n.id, $1, n.code, ${placeholders.join(', ')}, $2::bigint, $2::bigint
     FROM unnest($3::text[], $4::text[]) AS n(id, code)
     ON CONFLICT (shop_id, code) DO NOTHING RETURNING id`,
    [shopId, now, coupons.map((c) => c.id), coupons.map((c) => c.code), ...rule],
  );
  const ids = rows.map((r) => r.id);
  await saveTargets(tx, shopId, ids, rules);
  return ids;
}

/** Of `codes`, those no code of the shop has yet (a generated batch draws again for the others). */
export async function freeCodes(
  db: Db,
  shopId: string,
  codes: readonly string[],
): Promise<string[]> {
  const rows = await db.query<{ code: string }>(
    'SELECT code FROM discount_coupons WHERE shop_id = $1 AND code = ANY($2::text[])',
    [shopId, codes],
  );
  const taken = new Set(rows.map((r) => r.code));
  return codes.filter((code) => !taken.has(code));
}

/** Save the whole code; the version moves on even within the same second. */
export async function updateCoupon(
  tx: Db,
  shopId: string,
  id: string,
  now: number,
  fields: CouponFields,
): Promise<void> {
  const values = ruleValues(fields);
  const sets = RULE_COLUMNS.map(([column], i) => `${column} = $${i + 5}`);
  const rows = await tx.query(
    `UPDATE discount_coupons SET code = $3, ${sets.join(', ')},
       updated_at = GREATEST($4::bigint, updated_at + 1)
     WHERE shop_id = $1 AND id = $2 RETURNING id`,
    [shopId, id, fields.code, now, ...values],
  );
  if (rows.length === 0) throw new Error(`discount code ${id} vanished during update`);
  await saveTargets(tx, shopId, [id], fields);
}

/** Orders placed with the code so far. */
export async function timesUsed(db: Db, shopId: string, id: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM orders WHERE shop_id = $1 AND discount_coupon_id = $2',
    [shopId, id],
  );
  return row?.n ?? 0;
}

/**
 * Delete the shop's codes among `ids` (inside a transaction); returns the ids deleted. Orders keep
 * the code's text.
 *
 * Each deleted row fires three foreign-key actions (its products, its collections, the orders that
 * used it), each a lookup PostgreSQL runs through a cached plan. By default it plans such a lookup
 * again for each row's values (a custom plan), and planning the one on orders, a table of 13
 * indexes, is what cost: 5,000 codes took 2.2 s on PGlite, 1.6 s of it those plans, while the
 * plan itself is the same index scan every time (orders_discount_usage_idx; the products' and
 * collections' primary keys). The generic plan for the rest of the transaction takes it to 0.4 s
 * (EXPLAIN ANALYZE's trigger times; `pnpm bench discounts`). The ids are joined as a set (a hash
 * join) rather than searched in the array once per row.
 */
export async function deleteCoupons(
  tx: Db,
  shopId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  await tx.query('SET LOCAL plan_cache_mode = force_generic_plan');
  const rows = await tx.query<{ id: string }>(
    `DELETE FROM discount_coupons c USING unnest($2::text[]) AS d(id)
     WHERE c.shop_id = $1 AND c.id = d.id RETURNING c.id`,
    [shopId, ids],
  );
  return new Set(rows.map((r) => r.id));
}
