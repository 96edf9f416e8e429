import type { Db } from '../db/db';

/**
 * The orders that count as money spent: every order except voided and refunded ones. One definition
 * for the customers' stored totals and the stats endpoint, so the two always agree.
 */
export const SPENDING_ORDER = `financial_status NOT IN ('voided', 'refunded')`;

/**
 * Recompute customers' total_spent and orders_count from their orders (all customers of the shop, or
 * only `customerIds`). The stored totals exist so the list can sort and page on them with an index.
 */
export async function refreshCustomerTotals(
  tx: Db,
  shopId: string,
  customerIds?: string[],
): Promise<void> {
  await tx.query(
    `UPDATE customers c
     SET total_spent = COALESCE(o.spent, 0), orders_count = COALESCE(o.n, 0)
     FROM customers c2
     LEFT JOIN (
       SELECT customer_id, SUM(total) FILTER (WHERE ${SPENDING_ORDER}) AS spent, COUNT(*) AS n
       FROM orders WHERE shop_id = $1 AND customer_id IS NOT NULL GROUP BY customer_id
     ) o ON o.customer_id = c2.id
     WHERE c.id = c2.id AND c2.shop_id = $1 AND ($2::text[] IS NULL OR c2.id = ANY($2::text[]))`,
    [shopId, customerIds ?? null],
  );
}
