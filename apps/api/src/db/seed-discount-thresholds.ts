// The demo shops' threshold discounts (active, scheduled, expired, switched off) and the orders that met
// one: each such order carries the tier's id and name and what it took off, and its total is that much
// lower. Runs after the codes' seed: a tier is measured on what is left once a code took its part.
import { createHash } from 'node:crypto';
import { bestThreshold, type DiscountType, type ThresholdRule } from '@shop/admin-api';
import { getDiscountSettings } from '../repos/discount-thresholds';
import { insertRows } from './bulk';
import type { Db } from './db';

const DAY = 24 * 60 * 60;

interface TierSeed {
  name: string;
  minimum: number;
  type: DiscountType;
  value: number;
  active?: boolean;
  /** Days from the seed's "now" (negative: in the past). */
  from: number;
  to?: number;
}

/**
 * High minimums on purpose: the demo orders are large (a median near $200), and only a few of them
 * should meet a tier, so the other pages' figures barely move.
 */
const DEMO_TIERS: TierSeed[] = [
  {
    name: '$50 off orders over $500',
    minimum: 50_000,
    type: 'fixed_amount',
    value: 5_000,
    from: -14,
  },
  {
    name: '10% off orders over $1,000',
    minimum: 100_000,
    type: 'percentage',
    value: 10,
    from: -14,
  },
  { name: 'Free shipping over $300', minimum: 30_000, type: 'free_shipping', value: 0, from: 7 },
  {
    name: 'Spring: 5% off over $400',
    minimum: 40_000,
    type: 'percentage',
    value: 5,
    from: -120,
    to: -105,
  },
  {
    name: 'Launch: $20 off over $150',
    minimum: 15_000,
    type: 'fixed_amount',
    value: 2_000,
    from: -400,
    active: false,
  },
];

const OUTLET_TIERS: TierSeed[] = [
  {
    name: '€30 off orders over €400',
    minimum: 40_000,
    type: 'fixed_amount',
    value: 3_000,
    from: -30,
  },
];

function thresholdId(shopId: string, name: string): string {
  return `thr_${createHash('sha256').update(`${shopId}/${name}`).digest('hex').slice(0, 14)}`;
}

interface OrderRow {
  id: string;
  customer_id: string | null;
  subtotal: number;
  shipping_total: number;
  tax_total: number;
  discount_total: number;
  created_at: number;
}

/**
 * The shop's tiers, then the orders that met one (the paid or to-be-paid orders placed while a tier was
 * valid), under the shop's discount settings (the defaults in the seed: codes combine with tiers,
 * measured before tax). Without combining, a tier that takes off more than the order's code replaces
 * it. Returns the customers whose orders changed: their totals need a refresh.
 */
export async function seedDiscountThresholds(
  tx: Db,
  options: { shopId: string; now: number; outlet?: boolean },
): Promise<string[]> {
  const { shopId, now } = options;
  const tiers = options.outlet ? OUTLET_TIERS : DEMO_TIERS;
  const rules: ThresholdRule[] = tiers.map((t) => ({
    id: thresholdId(shopId, t.name),
    name: t.name,
    minimum_amount: t.minimum,
    type: t.type,
    value: t.value,
    active: t.active ?? true,
    valid_from: now + t.from * DAY,
    valid_to: t.to === undefined ? null : now + t.to * DAY,
  }));
  await insertRows(
    tx,
    'discount_thresholds',
    [
      'id',
      'shop_id',
      'name',
      'minimum_amount',
      'type',
      'value',
      'active',
      'valid_from',
      'valid_to',
      'created_at',
      'updated_at',
    ],
    rules.map((r, i) => {
      const created = Math.min(r.valid_from, now) - 2 * DAY;
      return [
        r.id,
        shopId,
        r.name,
        r.minimum_amount,
        r.type,
        r.value,
        r.active,
        r.valid_from,
        r.valid_to,
        created,
        created + i,
      ];
    }),
  );

  // Only the orders a switched-on tier could have met are read.
  const since = Math.min(...rules.filter((r) => r.active).map((r) => r.valid_from));
  const orders = await tx.query<OrderRow>(
    `SELECT id, customer_id, subtotal, shipping_total, tax_total, discount_total, created_at
     FROM orders WHERE shop_id = $1 AND created_at >= $2
       AND financial_status IN ('pending', 'authorized', 'partially_paid', 'paid')
     ORDER BY created_at, id`,
    [shopId, since],
  );
  const settings = await getDiscountSettings(tx, shopId);
  const met: {
    id: string;
    thresholdId: string;
    name: string;
    amount: number;
    dropsCode: boolean;
  }[] = [];
  const customers = new Set<string>();
  for (const order of orders) {
    const best = bestThreshold(rules, { ...order, code_discount: order.discount_total }, settings);
    if (!best) continue;
    met.push({
      id: order.id,
      thresholdId: best.rule.id,
      name: best.rule.name,
      amount: best.amount,
      dropsCode: best.replacesCode,
    });
    if (order.customer_id) customers.add(order.customer_id);
  }
  if (met.length === 0) return [];
  const column = <K extends keyof (typeof met)[number]>(key: K) => met.map((m) => m[key]);
  // A code the tier replaces gives back what it took off, and the order no longer counts as its use.
  await tx.query(
    `UPDATE orders o SET discount_threshold_id = d.threshold_id, discount_threshold_name = d.name,
       threshold_discount_amount = d.amount,
       total = o.total - d.amount + CASE WHEN d.drops_code THEN o.discount_total ELSE 0 END,
       discount_total = CASE WHEN d.drops_code THEN 0 ELSE o.discount_total END,
       discount_code = CASE WHEN d.drops_code THEN NULL ELSE o.discount_code END,
       discount_coupon_id = CASE WHEN d.drops_code THEN NULL ELSE o.discount_coupon_id END
     FROM unnest($2::text[], $3::text[], $4::text[], $5::bigint[], $6::boolean[])
       AS d(id, threshold_id, name, amount, drops_code)
     WHERE o.shop_id = $1 AND o.id = d.id`,
    [
      shopId,
      column('id'),
      column('thresholdId'),
      column('name'),
      column('amount'),
      column('dropsCode'),
    ],
  );
  // A paid order's payment was its new total.
  await tx.query(
    `UPDATE order_events e SET data = jsonb_set(e.data, '{amount}', to_jsonb(o.total))
     FROM orders o
     WHERE e.order_id = o.id AND e.type = 'paid' AND o.shop_id = $1 AND o.id = ANY($2::text[])`,
    [shopId, column('id')],
  );
  return [...customers];
}
