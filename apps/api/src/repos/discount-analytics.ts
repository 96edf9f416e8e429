import type {
  AnalyticsDay,
  AnalyticsTotal,
  CodeAnalytics,
  DiscountAnalytics,
  ThresholdAnalytics,
} from '@shop/admin-api';
import type { Db } from '../db/db';

/*
 * What the discounts did over a range of days (GET discounts/analytics), from the orders alone: every
 * figure is an aggregate over one range scan of orders_created_idx (shop_id, created_at), so it
 * cannot drift from the orders and needs no table of its own. Voided and refunded orders are left
 * out, as they are of a customer's total spent (repos/customer-totals.ts).
 */

/** What an order's discounts took off: its code's and its threshold's. */
const GIVEN = '(o.discount_total + o.threshold_discount_amount)';
const DISCOUNTED = `(o.discount_code IS NOT NULL OR o.discount_threshold_name IS NOT NULL
  OR ${GIVEN} > 0)`;

/**
 * The shop's orders of the range, with `join` joined: $1 the shop, $2 and $3 the first and the last
 * day (both included), $4 the shop's time zone. The bounds are the zone's midnights, so a day is the
 * shop's day whatever its daylight-saving time.
 */
const rangeOrders = (join = '') => `orders o ${join}
  WHERE o.shop_id = $1 AND o.financial_status NOT IN ('voided', 'refunded')
    AND o.created_at >= extract(epoch FROM ($2::date::timestamp AT TIME ZONE $4))::bigint
    AND o.created_at < extract(epoch FROM (($3::date + 1)::timestamp AT TIME ZONE $4))::bigint`;

/** The figures of a group of orders, `given` being what counts as their discount. */
const figures = (given: string) => `count(*)::int AS orders,
  COALESCE(sum(o.total), 0)::bigint AS revenue, COALESCE(sum(${given}), 0)::bigint AS discount,
  round(avg(o.total))::bigint AS average_order_value`;

export interface AnalyticsRange {
  /** First and last day, YYYY-MM-DD. */
  from: string;
  to: string;
  /** The shop's IANA time zone. */
  timezone: string;
}

async function total(db: Db, params: unknown[]): Promise<AnalyticsTotal> {
  const [row] = await db.query<AnalyticsTotal>(
    `SELECT ${figures(GIVEN)},
       count(*) FILTER (WHERE ${DISCOUNTED})::int AS discounted_orders,
       round(avg(o.total) FILTER (WHERE ${DISCOUNTED}))::bigint AS average_with_discount,
       round(avg(o.total) FILTER (WHERE NOT ${DISCOUNTED}))::bigint AS average_without_discount
     FROM ${rangeOrders()}`,
    params,
  );
  return row!;
}

/** Per code as the orders carry it: a deleted code keeps its line, without its id and name. */
async function perCode(db: Db, params: unknown[]): Promise<CodeAnalytics[]> {
  return db.query<CodeAnalytics>(
    `SELECT o.discount_code AS code, c.id AS coupon_id, c.name, ${figures('o.discount_total')}
     FROM ${rangeOrders('LEFT JOIN discount_coupons c ON c.shop_id = o.shop_id AND c.id = o.discount_coupon_id')}
       AND o.discount_code IS NOT NULL
     GROUP BY o.discount_code, c.id, c.name
     ORDER BY discount DESC, orders DESC, code`,
    params,
  );
}

/**
 * Per threshold under its name as the orders carry it: a deleted threshold keeps its line, without
 * its id and tier.
 */
async function perThreshold(db: Db, params: unknown[]): Promise<ThresholdAnalytics[]> {
  return db.query<ThresholdAnalytics>(
    `SELECT o.discount_threshold_name AS name, t.id AS threshold_id,
       CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object(
         'minimum_amount', t.minimum_amount, 'type', t.type, 'value', t.value) END AS threshold,
       ${figures('o.threshold_discount_amount')}
     FROM ${rangeOrders('LEFT JOIN discount_thresholds t ON t.shop_id = o.shop_id AND t.id = o.discount_threshold_id')}
       AND o.discount_threshold_name IS NOT NULL
     GROUP BY o.discount_threshold_name, t.id, t.minimum_amount, t.type, t.value
     ORDER BY discount DESC, orders DESC, name`,
    params,
  );
}

/** Every day of the range in the shop's zone, with zeros where there was no order. */
async function perDay(db: Db, params: unknown[]): Promise<AnalyticsDay[]> {
  return db.query<AnalyticsDay>(
    `WITH placed AS (
       SELECT to_char(to_timestamp(o.created_at) AT TIME ZONE $4, 'YYYY-MM-DD') AS date,
              o.total, ${GIVEN} AS given, ${DISCOUNTED} AS discounted
       FROM ${rangeOrders()})
     SELECT to_char(d, 'YYYY-MM-DD') AS date, count(p.date)::int AS orders,
       count(p.date) FILTER (WHERE p.discounted)::int AS discounted_orders,
       COALESCE(sum(p.total), 0)::bigint AS revenue,
       COALESCE(sum(p.total) FILTER (WHERE p.discounted), 0)::bigint AS discounted_revenue,
       COALESCE(sum(p.given), 0)::bigint AS discount
     FROM generate_series($2::date, $3::date, interval '1 day') AS d
     LEFT JOIN placed p ON p.date = to_char(d, 'YYYY-MM-DD')
     GROUP BY d ORDER BY d`,
    params,
  );
}

/** The whole answer of GET discounts/analytics. */
export async function discountAnalytics(
  db: Db,
  shopId: string,
  range: AnalyticsRange,
): Promise<DiscountAnalytics> {
  const params = [shopId, range.from, range.to, range.timezone];
  return {
    ...range,
    total: await total(db, params),
    codes: await perCode(db, params),
    thresholds: await perThreshold(db, params),
    days: await perDay(db, params),
  };
}
