import type { DiscountAnalytics } from '@shop/admin-api';
import { csvText } from '../csv';

/**
 * The analytics as CSV, for a spreadsheet: the total, then one row per code and per threshold. Like
 * the codes' file, columns named after the API's fields (the same in every language) and money in
 * minor units as the API gives it; the range's days on every row, so rows of several files mix.
 */
const COLUMNS = [
  'from',
  'to',
  'scope',
  'code',
  'name',
  'orders',
  'revenue',
  'discount',
  'average_order_value',
  'discounted_orders',
  'average_with_discount',
  'average_without_discount',
] as const;

export function analyticsCsv(data: DiscountAnalytics): string {
  const { from, to, total } = data;
  return csvText(COLUMNS, [
    [
      from,
      to,
      'total',
      null,
      null,
      total.orders,
      total.revenue,
      total.discount,
      total.average_order_value,
      total.discounted_orders,
      total.average_with_discount,
      total.average_without_discount,
    ],
    ...data.codes.map((c) => [
      from,
      to,
      'code',
      c.code,
      c.name,
      c.orders,
      c.revenue,
      c.discount,
      c.average_order_value,
      c.orders,
      c.average_order_value,
      null,
    ]),
    ...data.thresholds.map((t) => [
      from,
      to,
      'threshold',
      null,
      t.name,
      t.orders,
      t.revenue,
      t.discount,
      t.average_order_value,
      t.orders,
      t.average_order_value,
      null,
    ]),
  ]);
}

/** discount-analytics-2026-10-23-2026-11-21.csv */
export const analyticsFileName = (data: Pick<DiscountAnalytics, 'from' | 'to'>) =>
  `discount-analytics-${data.from}-${data.to}.csv`;
