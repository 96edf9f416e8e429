import type { CustomerStats, OrderCountQuery, OrderSummary } from '@shop/admin-api';
import type { Db } from '../db/db';
import { Params } from '../db/sql';
import { SPENDING_ORDER } from './customer-totals';

const SUMMARY_COLUMNS = `id, order_number, customer_id, financial_status, fulfillment_status, total, items_count,
  created_at`;

export async function countOrders(
  db: Db,
  shopId: string,
  filters: OrderCountQuery,
): Promise<number> {
  const p = new Params();
  const where = [`shop_id = ${p.add(shopId)}`];
  if (filters.fulfillment_status)
    where.push(`fulfillment_status = ${p.add(filters.fulfillment_status)}`);
  if (filters.financial_status) where.push(`financial_status = ${p.add(filters.financial_status)}`);
  const [row] = await db.query<{ count: number }>(
    `SELECT COUNT(*)::int AS count FROM orders WHERE ${where.join(' AND ')}`,
    p.values,
  );
  return row?.count ?? 0;
}

/** A customer's orders, newest first. */
export function listCustomerOrders(
  db: Db,
  shopId: string,
  customerId: string,
  limit: number,
): Promise<OrderSummary[]> {
  return db.query<OrderSummary>(
    `SELECT ${SUMMARY_COLUMNS} FROM orders WHERE shop_id = $1 AND customer_id = $2
     ORDER BY created_at DESC, id DESC LIMIT $3`,
    [shopId, customerId, limit],
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
