import { z } from 'zod';
import { idSchema, minorUnits } from './common';
import { DISCOUNT_TYPES } from './discounts';

/*
 * GET discounts/analytics (issue 25): what discounts did over a range of days in the shop's time zone,
 * computed from the orders. Voided and refunded orders are left out, as they are of a customer's total
 * spent and of orders/stats. Revenue is what the orders came to (after their discounts); the discount
 * is what codes and thresholds took off.
 */

/** The longest range one call covers: a year, leap day included. */
export const ANALYTICS_RANGE_MAX_DAYS = 366;

export const DISCOUNT_ANALYTICS_MESSAGES = {
  date: 'Enter a date as YYYY-MM-DD',
  toBeforeFrom: 'The end date must be on or after the start date',
  tooLong: `At most ${ANALYTICS_RANGE_MAX_DAYS} days`,
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day "2026-11-21" as days since 1970-01-01, or null when it is not a real day. */
export function dayNumber(text: string): number | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, day);
  const d = new Date(ms);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day)
    return null;
  return ms / 86_400_000;
}

/** The day `n` days after `text` (a valid day), as YYYY-MM-DD. */
export function addDays(text: string, n: number): string {
  const day = dayNumber(text);
  if (day === null) throw new Error(`not a day: ${text}`);
  return new Date((day + n) * 86_400_000).toISOString().slice(0, 10);
}

const isoDay = z
  .string(DISCOUNT_ANALYTICS_MESSAGES.date)
  .refine((v) => dayNumber(v) !== null, DISCOUNT_ANALYTICS_MESSAGES.date);

/** `from` and `to`: the first and the last day of the range (both included), in the shop's zone. */
export const discountAnalyticsQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .superRefine(({ from, to }, ctx) => {
    const [first, last] = [dayNumber(from), dayNumber(to)];
    if (first === null || last === null) return;
    if (last < first)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: DISCOUNT_ANALYTICS_MESSAGES.toBeforeFrom,
      });
    else if (last - first + 1 > ANALYTICS_RANGE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: DISCOUNT_ANALYTICS_MESSAGES.tooLong });
  });
export type DiscountAnalyticsQuery = z.input<typeof discountAnalyticsQuerySchema>;

const count = z.number().int().nonnegative();
/** Minor units of the shop currency; null when there is no order to average. */
const average = minorUnits.nullable();

/** The figures of a group of orders. */
const figuresShape = {
  orders: count,
  /** The sum of the orders' totals. */
  revenue: minorUnits,
  /** What the discounts took off them. */
  discount: minorUnits,
  average_order_value: average,
};

/** One code's orders. A deleted code keeps its line (the orders keep the code as typed). */
export const codeAnalyticsSchema = z.object({
  code: z.string(),
  /** The code's id and name while it exists; null once it was deleted. */
  coupon_id: idSchema.nullable(),
  name: z.string().nullable(),
  ...figuresShape,
});
export type CodeAnalytics = z.infer<typeof codeAnalyticsSchema>;

/**
 * One threshold's orders, under its name as it was when they were placed. `threshold_id` and
 * `threshold` (its tier now) are null once it was deleted.
 */
export const thresholdAnalyticsSchema = z.object({
  name: z.string(),
  threshold_id: idSchema.nullable(),
  threshold: z
    .object({
      /** Spend at least this (minor units)… */
      minimum_amount: minorUnits,
      /** …for this off (a percentage, minor units, or 0 for free shipping). */
      type: z.enum(DISCOUNT_TYPES),
      value: minorUnits,
    })
    .nullable(),
  ...figuresShape,
});
export type ThresholdAnalytics = z.infer<typeof thresholdAnalyticsSchema>;

/** Every order of the range, and how the discounted ones compare with the others. */
export const analyticsTotalSchema = z.object({
  ...figuresShape,
  /** Orders with a code, a threshold or both. */
  discounted_orders: count,
  average_with_discount: average,
  average_without_discount: average,
});
export type AnalyticsTotal = z.infer<typeof analyticsTotalSchema>;

/** One day of the range, for the chart: every day is there, an empty one with zeros. */
export const analyticsDaySchema = z.object({
  date: z.string(),
  orders: count,
  discounted_orders: count,
  revenue: minorUnits,
  /** The revenue of the discounted orders alone. */
  discounted_revenue: minorUnits,
  discount: minorUnits,
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const discountAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The shop's time zone the days are cut in. */
  timezone: z.string(),
  total: analyticsTotalSchema,
  /** By discount given, most first. */
  codes: z.array(codeAnalyticsSchema),
  thresholds: z.array(thresholdAnalyticsSchema),
  days: z.array(analyticsDaySchema),
});
export type DiscountAnalytics = z.infer<typeof discountAnalyticsSchema>;
