// The demo orders in full: lines from the shop's own products, consistent totals, addresses, delivery
// method and progress, fulfilments with tracking, and a timeline. Runs after the catalog (lines name
// real products and variants) with a faker of its own, so the customers, orders and products seeded
// before keep their ids and names.
import { base, en, Faker } from '@faker-js/faker';
import type {
  Address,
  DeliveryMethod,
  DeliveryStatus,
  FinancialStatus,
  FulfillmentStatus,
  OrderEventType,
} from '@shop/admin-api';
import { insertRows } from './bulk';
import type { Db } from './db';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Free shipping from this subtotal, a flat rate below it. */
const FREE_SHIPPING_FROM = 10_000;
const SHIPPING_RATE = 599;
/** Products lines are drawn from: the best sellers, so the demo reads like a real shop's orders. */
const LINE_PRODUCT_POOL = 400;
const ROWS_PER_UPDATE = 2_000;

const CARRIERS = [
  { company: 'DHL Express', url: (n: string) => `https://www.dhl.com/track?tracking-id=${n}` },
  { company: 'UPS', url: (n: string) => `https://www.ups.com/track?tracknum=${n}` },
  { company: 'FedEx', url: (n: string) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
] as const;

const ORDER_NOTES = [
  'Please leave the parcel with the neighbour if nobody is home.',
  'Gift: do not include the invoice in the box.',
  'Customer called to confirm the delivery address.',
  'Deliver after 5 pm on weekdays.',
];

interface SeedOrder {
  id: string;
  customer_id: string | null;
  customer_name: string | null;
  customer_email: string | null;
  financial_status: FinancialStatus;
  fulfillment_status: FulfillmentStatus;
  items_count: number;
  created_at: number;
  updated_at: number;
}

interface PoolVariant {
  product_id: string;
  variant_id: string;
  title: string;
  variant_title: string;
  sku: string;
  price: number;
}

const GOODS_WITHHELD: readonly FinancialStatus[] = ['voided', 'refunded'];

export async function seedOrderDetails(
  tx: Db,
  options: { shopId: string; now: number; seed: number; staff: { id: string; name: string } },
): Promise<void> {
  const f = new Faker({ locale: [en, base] });
  f.seed(options.seed);
  f.setDefaultRefDate(options.now * 1000);
  const { shopId, now } = options;

  const orders = await tx.query<SeedOrder>(
    `SELECT o.id, o.customer_id, c.first_name || ' ' || c.last_name AS customer_name,
            c.email AS customer_email, o.financial_status, o.fulfillment_status, o.items_count,
            o.created_at, o.updated_at
     FROM orders o LEFT JOIN customers c ON c.id = o.customer_id
     WHERE o.shop_id = $1 ORDER BY o.order_number`,
    [shopId],
  );
  const pool = await tx.query<PoolVariant>(
    `SELECT p.id AS product_id, v.id AS variant_id, p.title,
            array_to_string(v.option_values, ' / ') AS variant_title, v.sku,
            COALESCE(v.price, p.price) AS price
     FROM (SELECT id, title, price FROM products WHERE shop_id = $1
           ORDER BY orders_count DESC, id LIMIT $2) p
     JOIN product_variants v ON v.product_id = p.id
     ORDER BY p.id, v.position`,
    [shopId, LINE_PRODUCT_POOL],
  );
  if (pool.length === 0) return;

  const lines: unknown[][] = [];
  const fulfillments: unknown[][] = [];
  const events: unknown[][] = [];
  const updates: unknown[][] = [];
  const who = options.staff;

  for (const o of orders) {
    const body = o.id.replace(/^ord_/, '');
    const goodsWithheld = GOODS_WITHHELD.includes(o.financial_status);
    // Pickup orders are handed over whole; a partly fulfilled one is a shipping order.
    const method: DeliveryMethod =
      o.fulfillment_status !== 'partially_fulfilled' && f.datatype.boolean(0.2)
        ? 'pickup'
        : 'shipping';

    // Lines: the order's items split over one to three products (a quantity of one is most common).
    const lineCount = Math.min(
      o.items_count,
      f.helpers.weightedArrayElement([
        { weight: 55, value: 1 },
        { weight: 30, value: 2 },
        { weight: 15, value: 3 },
      ]),
    );
    const quantities = Array.from({ length: lineCount }, () => 1);
    for (let left = o.items_count - lineCount; left > 0; left--)
      quantities[f.number.int({ min: 0, max: lineCount - 1 })]! += 1;
    // A partly fulfilled order needs something left to fulfil: at least two units.
    if (o.fulfillment_status === 'partially_fulfilled' && o.items_count < 2) quantities[0] = 2;
    const picked = f.helpers.arrayElements(pool, lineCount);
    const orderLines = picked.map((v, i) => ({
      id: `line_${body}_${i}`,
      v,
      quantity: quantities[i]!,
      fulfilled: 0,
    }));
    if (o.fulfillment_status === 'fulfilled') for (const l of orderLines) l.fulfilled = l.quantity;
    if (o.fulfillment_status === 'partially_fulfilled') {
      // The first line goes out in part (or whole when there are others), the rest waits.
      const first = orderLines[0]!;
      first.fulfilled = orderLines.length > 1 ? first.quantity : first.quantity - 1;
    }
    const itemsCount = orderLines.reduce((n, l) => n + l.quantity, 0);
    const subtotal = orderLines.reduce((sum, l) => sum + l.quantity * l.v.price, 0);
    const shipping = method === 'pickup' || subtotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING_RATE;
    const total = subtotal + shipping;

    // Who and where.
    const name = o.customer_name ?? f.person.fullName();
    const [first = name, ...rest] = name.split(' ');
    const email =
      o.customer_email ??
      f.internet.exampleEmail({ firstName: first, lastName: rest.join(' ') }).toLowerCase();
    const address: Address = {
      first_name: first,
      last_name: rest.join(' '),
      company: f.datatype.boolean(0.1) ? f.company.name() : null,
      address1: f.location.streetAddress(),
      address2: f.datatype.boolean(0.2) ? f.location.secondaryAddress() : null,
      city: f.location.city(),
      province: f.location.state(),
      zip: f.location.zipCode(),
      country_code: 'US',
      phone: f.datatype.boolean(0.6) ? f.phone.number({ style: 'international' }) : null,
    };
    const billing = f.datatype.boolean(0.85)
      ? address
      : { ...address, address1: f.location.streetAddress(), address2: null };

    // The timeline, each step a little after the one before, never after "now".
    let at = o.created_at;
    const later = (min: number, max: number) =>
      (at = Math.min(now, at + f.number.int({ min, max })));
    const orderEvents: { type: OrderEventType; by: boolean; data: object; at: number }[] = [
      { type: 'placed', by: false, data: {}, at },
    ];
    const paidOnline = ['paid', 'partially_refunded', 'refunded'].includes(o.financial_status);
    if (paidOnline)
      orderEvents.push({
        type: 'paid',
        by: false,
        data: { amount: total },
        at: later(0, 5 * MINUTE),
      });
    let deliveryStatus: DeliveryStatus = 'pending';
    const fulfilledLines = orderLines.filter((l) => l.fulfilled > 0);
    if (fulfilledLines.length > 0) {
      // A pickup order is made ready first; its fulfilment is the hand-over.
      if (method === 'pickup')
        orderEvents.push({ type: 'ready_for_pickup', by: true, data: {}, at: later(HOUR, DAY) });
      const fulfilledAt = later(2 * HOUR, 2 * DAY);
      const fulfillmentId = `ful_${body}_0`;
      const carrier = method === 'shipping' ? f.helpers.arrayElement(CARRIERS) : null;
      const number = carrier ? f.string.numeric(12) : null;
      const fLines = fulfilledLines.map((l) => ({ line_id: l.id, quantity: l.fulfilled }));
      fulfillments.push([
        fulfillmentId,
        shopId,
        o.id,
        JSON.stringify(fLines),
        carrier?.company ?? null,
        number,
        carrier && number ? carrier.url(number) : null,
        fulfilledAt,
      ]);
      if (method === 'pickup') {
        orderEvents.push({
          type: 'picked_up',
          by: true,
          data: { fulfillment_id: fulfillmentId },
          at: fulfilledAt,
        });
        deliveryStatus = 'picked_up';
      } else {
        orderEvents.push({
          type: 'fulfilled',
          by: true,
          data: {
            fulfillment_id: fulfillmentId,
            quantity: fLines.reduce((n, l) => n + l.quantity, 0),
            tracking_company: carrier?.company ?? null,
            tracking_number: number,
          },
          at: fulfilledAt,
        });
        // Most shipped orders older than a few days have arrived.
        if (
          o.fulfillment_status === 'fulfilled' &&
          now - at > 4 * DAY &&
          f.datatype.boolean(0.85)
        ) {
          orderEvents.push({ type: 'delivered', by: true, data: {}, at: later(DAY, 4 * DAY) });
          deliveryStatus = 'delivered';
        }
      }
    } else if (method === 'pickup' && !goodsWithheld && f.datatype.boolean(0.4)) {
      orderEvents.push({ type: 'ready_for_pickup', by: true, data: {}, at: later(HOUR, DAY) });
      deliveryStatus = 'ready_for_pickup';
    }
    if (o.financial_status === 'refunded' || o.financial_status === 'partially_refunded') {
      const amount = o.financial_status === 'refunded' ? total : Math.round(total * 0.3);
      orderEvents.push({ type: 'refunded', by: true, data: { amount }, at: later(HOUR, 3 * DAY) });
    }
    if (o.financial_status === 'voided')
      orderEvents.push({ type: 'voided', by: true, data: {}, at: later(HOUR, DAY) });

    orderLines.forEach((l, i) =>
      lines.push([
        l.id,
        shopId,
        o.id,
        i,
        l.v.product_id,
        l.v.variant_id,
        l.v.title,
        l.v.variant_title,
        l.v.sku,
        l.quantity,
        l.v.price,
        l.fulfilled,
      ]),
    );
    orderEvents.forEach((e, i) =>
      events.push([
        `evt_${body}_${i}`,
        shopId,
        o.id,
        e.type,
        e.by ? who.id : null,
        e.by ? who.name : null,
        JSON.stringify(e.data),
        e.at,
      ]),
    );
    updates.push([
      o.id,
      name,
      email,
      f.datatype.boolean(0.08) ? f.helpers.arrayElement(ORDER_NOTES) : '',
      subtotal,
      shipping,
      total,
      itemsCount,
      JSON.stringify(address),
      JSON.stringify(billing),
      method,
      deliveryStatus,
      Math.max(o.updated_at, ...orderEvents.map((e) => e.at)),
    ]);
  }

  for (let i = 0; i < updates.length; i += ROWS_PER_UPDATE) {
    const chunk = updates.slice(i, i + ROWS_PER_UPDATE);
    const column = (n: number) => chunk.map((row) => row[n]);
    await tx.query(
      `UPDATE orders o SET customer_name = d.customer_name, email = d.email, note = d.note,
         subtotal = d.subtotal, shipping_total = d.shipping_total, total = d.total,
         items_count = d.items_count, shipping_address = d.shipping_address::jsonb,
         billing_address = d.billing_address::jsonb, delivery_method = d.delivery_method,
         delivery_status = d.delivery_status, updated_at = d.updated_at
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::bigint[],
                   $7::bigint[], $8::int[], $9::text[], $10::text[], $11::text[], $12::text[],
                   $13::bigint[])
         AS d(id, customer_name, email, note, subtotal, shipping_total, total, items_count,
              shipping_address, billing_address, delivery_method, delivery_status, updated_at)
       WHERE o.id = d.id AND o.shop_id = $14`,
      [...Array.from({ length: 13 }, (_, n) => column(n)), shopId],
    );
  }
  await insertRows(
    tx,
    'order_lines',
    [
      'id',
      'shop_id',
      'order_id',
      'position',
      'product_id',
      'variant_id',
      'title',
      'variant_title',
      'sku',
      'quantity',
      'unit_price',
      'fulfilled_quantity',
    ],
    lines,
  );
  await insertRows(
    tx,
    'order_fulfillments',
    [
      'id',
      'shop_id',
      'order_id',
      'lines',
      'tracking_company',
      'tracking_number',
      'tracking_url',
      'created_at',
    ],
    fulfillments,
  );
  await insertRows(
    tx,
    'order_events',
    ['id', 'shop_id', 'order_id', 'type', 'author_account_id', 'author_name', 'data', 'created_at'],
    events,
  );
  // Pickup orders are collected where the shop offers pickup (seed-shipping: the main warehouse's
  // goods desk), else at its default location; as migration 029 backfilled them.
  await tx.query(
    `UPDATE orders o SET pickup_location_id = (
       SELECT l.id FROM locations l
       LEFT JOIN local_pickup p ON p.shop_id = l.shop_id AND p.location_id = l.id AND p.enabled
       WHERE l.shop_id = o.shop_id
       ORDER BY (p.location_id IS NULL), NOT l.is_default, l.id
       LIMIT 1)
     WHERE o.shop_id = $1 AND o.delivery_method = 'pickup'`,
    [shopId],
  );
}

const GROUPS = [
  {
    name: 'VIP',
    description: 'Our best customers: early access to sales and free gift wrapping.',
    members: 'SELECT id FROM customers WHERE shop_id = $1 ORDER BY total_spent DESC, id LIMIT 25',
  },
  {
    name: 'Wholesale',
    description: 'Businesses buying in bulk at trade prices.',
    members: `SELECT id FROM customers WHERE shop_id = $1 AND orders_count >= 4
              ORDER BY id LIMIT 12`,
  },
  {
    name: 'Newsletter subscribers',
    description: '',
    members: 'SELECT id FROM customers WHERE shop_id = $1 ORDER BY created_at, id LIMIT 80',
  },
  {
    name: 'Local pickup regulars',
    description: 'Customers who collect their orders from the City Store.',
    members: `SELECT DISTINCT customer_id AS id FROM orders
              WHERE shop_id = $1 AND delivery_method = 'pickup' AND customer_id IS NOT NULL
              ORDER BY customer_id LIMIT 30`,
  },
  {
    name: 'Inactive customers',
    description: 'No order yet: send a welcome coupon.',
    members: null,
  },
];

/** A few groups per shop, with members chosen from the seeded customers. */
export async function seedCustomerGroups(
  tx: Db,
  options: { shopId: string; now: number; count?: number },
): Promise<void> {
  const groups = GROUPS.slice(0, options.count ?? GROUPS.length);
  const prefix = options.shopId.replace(/^shop_/, '');
  for (const [i, g] of groups.entries()) {
    const id = `grp_${prefix}_${i + 1}`;
    const at = options.now - (90 - i * 10) * DAY;
    await insertRows(
      tx,
      'customer_groups',
      ['id', 'shop_id', 'name', 'description', 'created_at', 'updated_at'],
      [[id, options.shopId, g.name, g.description, at, at + i * DAY]],
    );
    if (!g.members) continue;
    await tx.query(
      `INSERT INTO customer_group_members (shop_id, group_id, customer_id, added_at)
       SELECT $1, $2, m.id, $3 FROM (${g.members}) m`,
      [options.shopId, id, at],
    );
  }
}
