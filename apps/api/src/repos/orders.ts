import {
  type CustomerStats,
  type Fulfillment,
  type ListResponse,
  type Order,
  type OrderEventType,
  type orderListQuerySchema,
  type OrderSortField,
  type OrderStats,
  type OrderSummary,
} from '@shop/admin-api';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { newId } from '../db/ids';
import { countRows, inShop, listPage } from '../db/list-page';
import { containsPattern, type Params } from '../db/sql';
import { allowedActions, type OrderState } from '../orders/state-machine';
import { SPENDING_ORDER } from './customer-totals';
import { uploadSrcSql } from './uploads';

const SUMMARY_COLUMNS = `id, order_number, customer_id, customer_name, email, financial_status,
  fulfillment_status, delivery_method, delivery_status, total, items_count, created_at, updated_at`;
const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, note, shipping_address, billing_address, subtotal,
  shipping_total, tax_total, discount_code, discount_total, threshold_discount_amount,
  CASE WHEN discount_threshold_name IS NOT NULL THEN
    json_build_object('id', discount_threshold_id, 'name', discount_threshold_name) END
    AS discount_threshold`;

/** Must stay the expression of orders_search_idx (migrations/004) for the trigram index to apply. */
const SEARCH_EXPR = `(order_number::text || ' ' || customer_name || ' ' || email)`;

/** Sort fields of the contract -> columns; the mapping is what keeps user input out of the SQL. */
const SORT_COLUMNS: Record<OrderSortField, string> = {
  order_number: 'order_number',
  created_at: 'created_at',
  total: 'total',
};

type SummaryRow = Omit<OrderSummary, 'allowed_actions'>;
type Filters = z.output<typeof orderListQuerySchema>;

/** Every order leaves the server with the actions its state allows. */
function withActions<T extends OrderState>(row: T): T & Pick<OrderSummary, 'allowed_actions'> {
  return { ...row, allowed_actions: allowedActions(row) };
}

/** q matches the number ("1042" or "#1042"), the buyer's name or email; statuses filter exactly. */
const matching =
  (filters: Pick<Filters, 'q' | 'financial_status' | 'fulfillment_status'>) => (p: Params) => {
    const where: string[] = [];
    const q = filters.q?.replace(/^#(?=\d)/, '');
    if (q) where.push(`${SEARCH_EXPR} ILIKE ${p.add(containsPattern(q))}`);
    if (filters.financial_status)
      where.push(`financial_status = ${p.add(filters.financial_status)}`);
    if (filters.fulfillment_status)
      where.push(`fulfillment_status = ${p.add(filters.fulfillment_status)}`);
    return where;
  };

export async function listOrders(
  db: Db,
  shopId: string,
  query: Filters,
): Promise<ListResponse<OrderSummary>> {
  const page = await listPage<SummaryRow, OrderSortField>(db, query, SORT_COLUMNS, {
    table: 'orders',
    columns: SUMMARY_COLUMNS,
    scope: inShop(shopId),
    filters: matching(query),
  });
  return { items: page.items.map(withActions), has_more: page.has_more };
}

export function countOrders(
  db: Db,
  shopId: string,
  filters: Pick<Filters, 'q' | 'financial_status' | 'fulfillment_status'>,
): Promise<number> {
  return countRows(db, 'orders', (p) => [...inShop(shopId)(p), ...matching(filters)(p)]);
}

/** Orders placed in [from, to) (all time without a range); sales leave out voided and refunded. */
export async function orderStats(
  db: Db,
  shopId: string,
  range?: { from: number; to: number },
): Promise<OrderStats> {
  const [row] = await db.query<OrderStats>(
    `SELECT COALESCE(SUM(total) FILTER (WHERE ${SPENDING_ORDER}), 0)::bigint AS total_sales,
            COUNT(*)::int AS count
     FROM orders
     WHERE shop_id = $1 AND ($2::bigint IS NULL OR (created_at >= $2 AND created_at < $3))`,
    [shopId, range?.from ?? null, range?.to ?? null],
  );
  return row ?? { total_sales: 0, count: 0 };
}

/** A customer's orders, newest first. */
export async function listCustomerOrders(
  db: Db,
  shopId: string,
  customerId: string,
  limit: number,
): Promise<OrderSummary[]> {
  const rows = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM orders WHERE shop_id = $1 AND customer_id = $2
     ORDER BY created_at DESC, id DESC LIMIT $3`,
    [shopId, customerId, limit],
  );
  return rows.map(withActions);
}

type DetailRow = Omit<Order, 'allowed_actions'>;

/**
 * The whole order in one statement: the order, its customer, lines, fulfillments and timeline all from
 * one snapshot. Read in several statements, a fulfilment committed in between could show its event
 * without its lines' new quantities (or the reverse).
 */
const DETAIL_SQL = `SELECT ${DETAIL_COLUMNS},
  (SELECT json_build_object('id', pl.id, 'name', pl.name, 'address', json_build_object(
            'line', pl.address_line, 'line2', pl.address_line2, 'city', pl.city, 'zip', pl.zip,
            'state', pl.state_code, 'country', json_build_object('alpha2', pl.country_alpha2)))
     FROM locations pl WHERE pl.shop_id = o.shop_id AND pl.id = o.pickup_location_id
       AND o.delivery_method = 'pickup')
    AS pickup_location,
  (SELECT json_build_object('id', c.id, 'first_name', c.first_name, 'last_name', c.last_name,
                            'email', c.email)
     FROM customers c WHERE c.shop_id = o.shop_id AND c.id = o.customer_id) AS customer,
  COALESCE((
    SELECT json_agg(json_build_object(
             'id', l.id, 'product_id', l.product_id, 'variant_id', l.variant_id, 'title', l.title,
             'variant_title', l.variant_title, 'sku', l.sku, 'quantity', l.quantity,
             'unit_price', l.unit_price, 'fulfilled_quantity', l.fulfilled_quantity,
             -- The product's default image as it is now (the line keeps no copy of it).
             'image', (SELECT json_build_object('id', u.id, 'src', ${uploadSrcSql('u.storage_key')})
                         FROM product_images pi JOIN uploads u ON u.id = pi.upload_id
                        WHERE pi.product_id = l.product_id ORDER BY pi.position LIMIT 1))
             ORDER BY l.position)
      FROM order_lines l WHERE l.order_id = o.id), '[]') AS lines,
  -- In the order they were made: two in one second are told apart by their timeline events.
  COALESCE((
    SELECT json_agg(json_build_object(
             'id', f.id, 'lines', f.lines, 'tracking_company', f.tracking_company,
             'tracking_number', f.tracking_number, 'tracking_url', f.tracking_url,
             'created_at', f.created_at)
             ORDER BY f.created_at, e.seq, f.id)
      FROM order_fulfillments f
      LEFT JOIN order_events e ON e.order_id = f.order_id AND e.data->>'fulfillment_id' = f.id
     WHERE f.order_id = o.id), '[]') AS fulfillments,
  COALESCE((
    SELECT json_agg(json_build_object(
             'id', ev.id, 'type', ev.type, 'author_name', ev.author_name, 'data', ev.data,
             'created_at', ev.created_at)
             ORDER BY ev.created_at, ev.seq)
      FROM order_events ev WHERE ev.order_id = o.id), '[]') AS events
FROM orders o WHERE o.shop_id = $1 AND o.id = $2`;

/**
 * The whole order, or null when this shop has no such order. `lock` (inside a transaction) first
 * holds the order row for the rest of it, then reads the order as it is once locked.
 */
export async function getOrder(
  db: Db,
  shopId: string,
  id: string,
  lock = false,
): Promise<Order | null> {
  if (lock) {
    const locked = await db.query(
      'SELECT 1 FROM orders WHERE shop_id = $1 AND id = $2 FOR UPDATE',
      [shopId, id],
    );
    if (!locked.length) return null;
  }
  const [row] = await db.query<DetailRow>(DETAIL_SQL, [shopId, id]);
  return row ? withActions(row) : null;
}

/** Move `updated_at` forward by at least a second, so a stale version is always detected. */
const BUMP = 'updated_at = GREATEST($3::bigint, updated_at + 1)';

export async function updateOrderNote(
  tx: Db,
  shopId: string,
  id: string,
  now: number,
  note: string,
): Promise<void> {
  await tx.query(`UPDATE orders SET note = $4, ${BUMP} WHERE shop_id = $1 AND id = $2`, [
    shopId,
    id,
    now,
    note,
  ]);
}

export async function saveOrderState(
  tx: Db,
  shopId: string,
  id: string,
  now: number,
  state: OrderState,
): Promise<void> {
  await tx.query(
    `UPDATE orders SET financial_status = $4, fulfillment_status = $5, delivery_status = $6, ${BUMP}
     WHERE shop_id = $1 AND id = $2`,
    [shopId, id, now, state.financial_status, state.fulfillment_status, state.delivery_status],
  );
}

/**
 * Record a fulfilment of `lines` and add their quantities to the lines' fulfilled quantities. The
 * caller checked the quantities against what is left (inside the same transaction, order locked).
 */
export async function insertFulfillment(
  tx: Db,
  shopId: string,
  orderId: string,
  now: number,
  fulfillment: Pick<Fulfillment, 'lines' | 'tracking_company' | 'tracking_number' | 'tracking_url'>,
): Promise<string> {
  const id = newId('ful');
  await tx.query(
    `INSERT INTO order_fulfillments
       (id, shop_id, order_id, lines, tracking_company, tracking_number, tracking_url, created_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8)`,
    [
      id,
      shopId,
      orderId,
      JSON.stringify(fulfillment.lines),
      fulfillment.tracking_company,
      fulfillment.tracking_number,
      fulfillment.tracking_url,
      now,
    ],
  );
  await tx.query(
    `UPDATE order_lines l SET fulfilled_quantity = l.fulfilled_quantity + f.quantity
     FROM unnest($2::text[], $3::int[]) AS f(line_id, quantity)
     WHERE l.order_id = $1 AND l.id = f.line_id`,
    [orderId, fulfillment.lines.map((l) => l.line_id), fulfillment.lines.map((l) => l.quantity)],
  );
  return id;
}

export async function addOrderEvent(
  tx: Db,
  shopId: string,
  orderId: string,
  now: number,
  event: {
    type: OrderEventType;
    author: { id: string; name: string } | null;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO order_events (id, shop_id, order_id, type, author_account_id, author_name, data,
                               created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)`,
    [
      newId('evt'),
      shopId,
      orderId,
      event.type,
      event.author?.id ?? null,
      event.author?.name ?? null,
      JSON.stringify(event.data ?? {}),
      now,
    ],
  );
}

/** Computed from the orders themselves, not from the customer's stored totals. */
export async function customerStats(
  db: Db,
  shopId: string,
  customerId: string,
): Promise<CustomerStats> {
  const [row] = await db.query<{
    total_spent: number;
    orders_count: number;
    spending_count: number;
    first_order_at: number | null;
    last_order_at: number | null;
  }>(
    `SELECT COALESCE(SUM(total) FILTER (WHERE ${SPENDING_ORDER}), 0)::bigint AS total_spent,
            COUNT(*)::int AS orders_count,
            (COUNT(*) FILTER (WHERE ${SPENDING_ORDER}))::int AS spending_count,
            MIN(created_at) AS first_order_at,
            MAX(created_at) AS last_order_at
     FROM orders WHERE shop_id = $1 AND customer_id = $2`,
    [shopId, customerId],
  );
  const stats = row ?? {
    total_spent: 0,
    orders_count: 0,
    spending_count: 0,
    first_order_at: null,
    last_order_at: null,
  };
  return {
    total_spent: stats.total_spent,
    orders_count: stats.orders_count,
    // The mean over the orders that count as spending (a voided order is no purchase).
    average_order_value: stats.spending_count
      ? Math.round(stats.total_spent / stats.spending_count)
      : 0,
    first_order_at: stats.first_order_at,
    last_order_at: stats.last_order_at,
  };
}
