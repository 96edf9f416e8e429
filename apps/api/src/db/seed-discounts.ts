// The demo shops' discount codes, of every type and state, and the orders placed with them: each such
// order carries the code and what it took off, and its total is that much lower.
import { createHash } from 'node:crypto';
import type { DiscountMinimum, DiscountType } from '@shop/admin-api';
import { insertRows } from './bulk';
import type { Db } from './db';

const DAY = 24 * 60 * 60;

interface CodeSeed {
  name: string;
  code: string;
  type: DiscountType;
  /** Percent, or minor units. */
  value: number;
  active?: boolean;
  /** Days from the seed's "now" (negative: in the past). */
  from: number;
  to?: number;
  minimum?: { kind: Exclude<DiscountMinimum, 'none'>; value: number };
  usageLimit?: number;
  oncePerCustomer?: boolean;
  /** The first N collections or products of the shop (by title). */
  collections?: number;
  products?: number;
  /** Members of the shop's group of this name only. */
  group?: string;
  /** Orders of the last months are placed with it (only while it is valid and they qualify). */
  usedByOrders?: boolean;
}

/** Active, scheduled, expired and switched-off codes of each type, as a shop collects them. */
const DEMO_CODES: CodeSeed[] = [
  {
    name: 'Welcome 10% off',
    code: 'WELCOME10',
    type: 'percentage',
    value: 10,
    from: -300,
    oncePerCustomer: true,
    usedByOrders: true,
  },
  {
    name: 'Summer sale',
    code: 'SUMMER25',
    type: 'percentage',
    value: 25,
    from: -120,
    to: -60,
    minimum: { kind: 'amount', value: 5_000 },
    usedByOrders: true,
  },
  {
    name: 'Free shipping over $50',
    code: 'FREESHIP',
    type: 'free_shipping',
    value: 0,
    from: -200,
    minimum: { kind: 'amount', value: 5_000 },
    usedByOrders: true,
  },
  {
    name: '$15 off orders over $100',
    code: 'SAVE15',
    type: 'fixed_amount',
    value: 1_500,
    from: -150,
    minimum: { kind: 'amount', value: 10_000 },
    usageLimit: 500,
    usedByOrders: true,
  },
  {
    name: 'VIP 20% off',
    code: 'VIP20',
    type: 'percentage',
    value: 20,
    from: -90,
    group: 'VIP',
  },
  {
    name: 'Black Friday',
    code: 'BLACKFRIDAY30',
    type: 'percentage',
    value: 30,
    from: 20,
    to: 24,
  },
  {
    name: 'Spring $5 off',
    code: 'SPRING5',
    type: 'fixed_amount',
    value: 500,
    active: false,
    from: -60,
    to: 30,
  },
  {
    name: 'Buy 3, save 10%',
    code: 'BUNDLE3',
    type: 'percentage',
    value: 10,
    from: -45,
    minimum: { kind: 'quantity', value: 3 },
    collections: 2,
  },
  {
    name: 'New arrivals 15% off',
    code: 'NEW15',
    type: 'percentage',
    value: 15,
    from: -20,
    to: 40,
    products: 3,
  },
  {
    name: 'Flash sale',
    code: 'FLASH40',
    type: 'percentage',
    value: 40,
    from: -36,
    to: -32,
    usageLimit: 100,
    usedByOrders: true,
  },
  {
    name: 'Influencer: Ana',
    code: 'ANA-15',
    type: 'percentage',
    value: 15,
    from: -75,
    usageLimit: 200,
  },
  {
    name: 'Staff discount',
    code: 'STAFF_50',
    type: 'percentage',
    value: 50,
    from: -365,
    usageLimit: 20,
    oncePerCustomer: true,
  },
];

/** The outlet's one code. */
const OUTLET_CODES: CodeSeed[] = [
  { name: 'Outlet opening', code: 'OUTLET10', type: 'percentage', value: 10, from: -30 },
];

/** One order in this many of the last months' (that qualify) is placed with a code. */
const ORDER_STRIDE = 9;
/** How far back orders were placed with codes. */
const ORDERS_SINCE_DAYS = 150;

function couponId(shopId: string, code: string): string {
  return `cpn_${createHash('sha256').update(`${shopId}/${code}`).digest('hex').slice(0, 14)}`;
}

interface OrderRow {
  id: string;
  customer_id: string | null;
  financial_status: string;
  subtotal: number;
  shipping_total: number;
  items_count: number;
  created_at: number;
}

interface Placed {
  seed: CodeSeed;
  id: string;
  from: number;
  to: number | null;
}

/** What `code` takes off the order, or 0 when the order does not qualify. */
function discountOf(code: CodeSeed, order: OrderRow): number {
  if (code.minimum?.kind === 'amount' && order.subtotal < code.minimum.value) return 0;
  if (code.minimum?.kind === 'quantity' && order.items_count < code.minimum.value) return 0;
  if (code.type === 'percentage') return Math.round((order.subtotal * code.value) / 100);
  if (code.type === 'fixed_amount') return Math.min(code.value, order.subtotal);
  return order.shipping_total;
}

/**
 * The shop's codes, then the orders placed with them (one in ORDER_STRIDE of the recent orders that
 * were paid or are to be paid, each with a code valid on its day that it qualifies for, within the
 * code's usage limit). Returns the customers whose orders changed: their totals need a refresh.
 */
export async function seedDiscounts(
  tx: Db,
  options: { shopId: string; now: number; outlet?: boolean },
): Promise<string[]> {
  const { shopId, now } = options;
  const codes = options.outlet ? OUTLET_CODES : DEMO_CODES;
  const firstIds = async (table: 'collections' | 'products', n: number) =>
    (
      await tx.query<{ id: string }>(
        `SELECT id FROM ${table} WHERE shop_id = $1 ORDER BY title, id LIMIT $2`,
        [shopId, n],
      )
    ).map((r) => r.id);
  const groups = new Map(
    (
      await tx.query<{ id: string; name: string }>(
        'SELECT id, name FROM customer_groups WHERE shop_id = $1',
        [shopId],
      )
    ).map((g) => [g.name, g.id]),
  );

  const placed: Placed[] = [];
  const rows: unknown[][] = [];
  const targets: { table: string; column: string; rows: unknown[][] }[] = [
    { table: 'discount_coupon_collections', column: 'collection_id', rows: [] },
    { table: 'discount_coupon_products', column: 'product_id', rows: [] },
  ];
  for (const [i, code] of codes.entries()) {
    const id = couponId(shopId, code.code);
    const from = now + code.from * DAY;
    const to = code.to === undefined ? null : now + code.to * DAY;
    const groupId = code.group ? (groups.get(code.group) ?? null) : null;
    const collections = code.collections ? await firstIds('collections', code.collections) : [];
    const products = code.products ? await firstIds('products', code.products) : [];
    const appliesTo = collections.length ? 'collections' : products.length ? 'products' : 'all';
    const created = Math.min(from, now) - 2 * DAY;
    rows.push([
      id,
      shopId,
      code.name,
      code.code,
      code.type,
      code.value,
      code.active ?? true,
      from,
      to,
      code.minimum?.kind ?? 'none',
      code.minimum?.value ?? null,
      code.usageLimit ?? null,
      code.oncePerCustomer ?? false,
      appliesTo,
      code.group ? 'customer_group' : 'everyone',
      groupId,
      created,
      created + i,
    ]);
    collections.forEach((target, n) => targets[0]!.rows.push([shopId, id, target, n]));
    products.forEach((target, n) => targets[1]!.rows.push([shopId, id, target, n]));
    if (code.usedByOrders) placed.push({ seed: code, id, from, to });
  }
  await insertRows(
    tx,
    'discount_coupons',
    [
      'id',
      'shop_id',
      'name',
      'code',
      'type',
      'value',
      'active',
      'valid_from',
      'valid_to',
      'minimum_requirement',
      'minimum_value',
      'usage_limit',
      'once_per_customer',
      'applies_to',
      'customer_eligibility',
      'customer_group_id',
      'created_at',
      'updated_at',
    ],
    rows,
  );
  for (const { table, column, rows: targetRows } of targets)
    await insertRows(tx, table, ['shop_id', 'coupon_id', column, 'position'], targetRows);

  return placeOrders(tx, shopId, now, placed);
}

/** Puts codes on the recent orders (see seedDiscounts); returns the customers of those orders. */
async function placeOrders(
  tx: Db,
  shopId: string,
  now: number,
  codes: readonly Placed[],
): Promise<string[]> {
  if (codes.length === 0) return [];
  const orders = await tx.query<OrderRow>(
    `SELECT id, customer_id, financial_status, subtotal, shipping_total, items_count, created_at
     FROM orders WHERE shop_id = $1 AND created_at >= $2
       AND financial_status IN ('pending', 'authorized', 'partially_paid', 'paid')
     ORDER BY created_at, id`,
    [shopId, now - ORDERS_SINCE_DAYS * DAY],
  );
  const uses = new Map<string, number>();
  const usedBy = new Set<string>();
  const updates: { id: string; code: string; couponId: string; discount: number }[] = [];
  orders.forEach((order, n) => {
    if (n % ORDER_STRIDE !== 0) return;
    // The codes valid that day, tried in turn from a different one each time.
    const open = codes.filter(
      (c) => c.from <= order.created_at && (c.to === null || order.created_at < c.to),
    );
    for (let k = 0; k < open.length; k++) {
      const code = open[(n / ORDER_STRIDE + k) % open.length]!;
      const used = uses.get(code.id) ?? 0;
      if (code.seed.usageLimit !== undefined && used >= code.seed.usageLimit) continue;
      const once = `${code.id}/${order.customer_id}`;
      if (code.seed.oncePerCustomer && order.customer_id && usedBy.has(once)) continue;
      const discount = discountOf(code.seed, order);
      if (discount <= 0) continue;
      uses.set(code.id, used + 1);
      usedBy.add(once);
      updates.push({ id: order.id, code: code.seed.code, couponId: code.id, discount });
      return;
    }
  });
  if (updates.length === 0) return [];
  const column = <K extends keyof (typeof updates)[number]>(key: K) => updates.map((u) => u[key]);
  await tx.query(
    `UPDATE orders o SET discount_code = d.code, discount_coupon_id = d.coupon_id,
       discount_total = d.discount, total = o.total - d.discount
     FROM unnest($2::text[], $3::text[], $4::text[], $5::bigint[]) AS d(id, code, coupon_id, discount)
     WHERE o.shop_id = $1 AND o.id = d.id`,
    [shopId, column('id'), column('code'), column('couponId'), column('discount')],
  );
  // A paid order's payment was its new total.
  await tx.query(
    `UPDATE order_events e SET data = jsonb_set(e.data, '{amount}', to_jsonb(o.total))
     FROM orders o
     WHERE e.order_id = o.id AND e.type = 'paid' AND o.shop_id = $1 AND o.id = ANY($2::text[])`,
    [shopId, column('id')],
  );
  const discounted = new Set(column('id'));
  const customers = orders.flatMap((o) =>
    o.customer_id && discounted.has(o.id) ? [o.customer_id] : [],
  );
  return [...new Set(customers)];
}
