import { z } from 'zod';
import {
  idSchema,
  listResponseSchema,
  minorUnits,
  optionalEnumQuery,
  optionalQueryText,
  pageQuerySchema,
  recordVersion,
  sortSchema,
  unixSeconds,
} from './common';
import { locationAddressSchema } from './locations';
import { imageRefSchema } from './uploads';
import {
  DEFAULT_PAGE_SIZE,
  FINANCIAL_STATUSES,
  FULFILLMENT_STATUSES,
  ORDER_SORT_FIELDS,
  ORDER_DEFAULT_SORT,
} from './values';
import { ORDER_ACTIONS } from './order-actions';
import {
  INVALID_STATS_DATE,
  ORDER_NOTE_TOO_LONG,
  FULFILL_NO_LINES,
  FULFILL_QUANTITY_MIN,
  FULFILL_LINE_REPEATED,
  TRACKING_URL_INVALID,
} from './messages';
// The words of this part of the contract live in messages.ts, which builds no schema.
export {
  INVALID_STATS_DATE,
  ORDER_NOTE_TOO_LONG,
  FULFILL_NO_LINES,
  FULFILL_TOO_MANY,
  FULFILL_QUANTITY_MIN,
  FULFILL_LINE_REPEATED,
  FULFILL_UNKNOWN_LINE,
  FULFILL_LINE_DONE,
  TRACKING_URL_INVALID,
} from './messages';

export const financialStatusSchema = z.enum(FINANCIAL_STATUSES);
export type FinancialStatus = z.infer<typeof financialStatusSchema>;

export const fulfillmentStatusSchema = z.enum(FULFILLMENT_STATUSES);
export type FulfillmentStatus = z.infer<typeof fulfillmentStatusSchema>;

/** How the goods reach the buyer: sent to the shipping address, or collected at the shop. */
export const DELIVERY_METHODS = ['shipping', 'pickup'] as const;
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS);
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

/**
 * What happened after the goods left the shelf. `pending`: nothing yet. Shipping orders end at
 * `delivered`; pickup orders go `ready_for_pickup` then `picked_up`. The server's state machine
 * (apps/api/src/orders/state-machine.ts, diagram in apps/api/README.md) owns every change.
 */
export const DELIVERY_STATUSES = ['pending', 'ready_for_pickup', 'picked_up', 'delivered'] as const;
export const deliveryStatusSchema = z.enum(DELIVERY_STATUSES);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export const orderActionSchema = z.enum(ORDER_ACTIONS);
export type OrderAction = z.infer<typeof orderActionSchema>;

/** An order as a row in a list (the orders list, a customer's orders). */
export const orderSummarySchema = z.object({
  id: idSchema,
  order_number: z.number().int().positive(),
  customer_id: idSchema.nullable(),
  /** The buyer's name and contact email as given with the order (kept if the customer is deleted). */
  customer_name: z.string(),
  email: z.string(),
  financial_status: financialStatusSchema,
  fulfillment_status: fulfillmentStatusSchema,
  delivery_method: deliveryMethodSchema,
  delivery_status: deliveryStatusSchema,
  total: minorUnits,
  items_count: z.number().int().nonnegative(),
  /** The actions the current state allows: a screen offers exactly these. */
  allowed_actions: z.array(orderActionSchema),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const addressSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  company: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  province: z.string().nullable(),
  zip: z.string(),
  /** ISO 3166-1 alpha-2. */
  country_code: z.string().length(2),
  phone: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

export const orderLineSchema = z.object({
  id: idSchema,
  /** Null once the product (or variant) was deleted; the line keeps its title and price. */
  product_id: idSchema.nullable(),
  variant_id: idSchema.nullable(),
  title: z.string(),
  /** The variant's option values, e.g. "M / Blue"; empty for a product without options. */
  variant_title: z.string(),
  sku: z.string(),
  quantity: z.number().int().positive(),
  unit_price: minorUnits,
  fulfilled_quantity: z.number().int().nonnegative(),
  /** The product's default image as it is now; null without one or once the product is deleted. */
  image: imageRefSchema.nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const fulfillmentSchema = z.object({
  id: idSchema,
  lines: z.array(z.object({ line_id: idSchema, quantity: z.number().int().positive() })),
  tracking_company: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  created_at: unixSeconds,
});
export type Fulfillment = z.infer<typeof fulfillmentSchema>;

export const ORDER_EVENT_TYPES = [
  'placed',
  'paid',
  'fulfilled',
  'ready_for_pickup',
  'picked_up',
  'delivered',
  'refunded',
  'voided',
  'note_changed',
] as const;
export const orderEventTypeSchema = z.enum(ORDER_EVENT_TYPES);
export type OrderEventType = z.infer<typeof orderEventTypeSchema>;

/** One entry of the order's timeline, oldest first. */
export const orderEventSchema = z.object({
  id: idSchema,
  type: orderEventTypeSchema,
  /** Who did it: a staff member's name; null when the customer or the system did it. */
  author_name: z.string().nullable(),
  /** Details of the event, e.g. `fulfillment_id`, `quantity` and tracking for `fulfilled`. */
  data: z.record(z.string(), z.unknown()),
  created_at: unixSeconds,
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** GET orders/{id}: the whole order. Money in minor units of the shop currency. */
export const orderSchema = orderSummarySchema.extend({
  /** The customer as the shop knows them now; null for a guest or a deleted customer. */
  customer: z
    .object({
      id: idSchema,
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
    })
    .nullable(),
  note: z.string(),
  shipping_address: addressSchema.nullable(),
  billing_address: addressSchema.nullable(),
  /**
   * A pickup order: the location the buyer collects it from. Null for a shipping order, and once
   * that location was deleted.
   */
  pickup_location: z
    .object({ id: idSchema, name: z.string(), address: locationAddressSchema })
    .nullable(),
  subtotal: minorUnits,
  shipping_total: minorUnits,
  tax_total: minorUnits,
  /**
   * The discount code the order was placed with, as typed then (it stays after the code is
   * deleted), and what it took off; null and 0 without one. total = subtotal - discount_total -
   * threshold_discount_amount + shipping_total + tax_total.
   */
  discount_code: z.string().nullable(),
  discount_total: minorUnits,
  /**
   * The threshold discount the order met, by its name then (it stays after the tier is deleted; `id`
   * is null then), and what it took off; null and 0 without one.
   */
  discount_threshold: z.object({ id: idSchema.nullable(), name: z.string() }).nullable(),
  threshold_discount_amount: minorUnits,
  lines: z.array(orderLineSchema),
  fulfillments: z.array(fulfillmentSchema),
  events: z.array(orderEventSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderSortSchema = sortSchema(ORDER_SORT_FIELDS);

const orderFilters = {
  financial_status: optionalEnumQuery(financialStatusSchema),
  fulfillment_status: optionalEnumQuery(fulfillmentStatusSchema),
};

/** GET orders: `q` matches the order number (with or without #), the customer's name or email. */
export const orderListQuerySchema = pageQuerySchema(
  orderSortSchema,
  ORDER_DEFAULT_SORT,
  DEFAULT_PAGE_SIZE,
).extend(orderFilters);
export type OrderListQuery = z.input<typeof orderListQuerySchema>;
export const orderListSchema = listResponseSchema(orderSummarySchema);
export type OrderList = z.infer<typeof orderListSchema>;

/** GET orders/count: the list's filters. */
export const orderCountQuerySchema = z.object({ q: optionalQueryText, ...orderFilters });
export type OrderCountQuery = z.input<typeof orderCountQuerySchema>;

/** The `date` of GET orders/stats: day-month-year, e.g. 29-06-2025. */
export const ORDER_STATS_DATE_FORMAT = 'DD-MM-YYYY';
const STATS_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

/** DD-MM-YYYY -> the unix second its day starts (UTC), or null for anything not a real date. */
export function parseStatsDate(text: string): number | null {
  const m = STATS_DATE.exec(text);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, day);
  const d = new Date(ms);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day)
    return null;
  return ms / 1000;
}

/**
 * GET orders/stats. With `date`, the orders placed on that day (UTC: the shop has no time zone
 * setting yet); without it, all time.
 */
export const orderStatsQuerySchema = z.object({
  date: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || parseStatsDate(v) !== null, INVALID_STATS_DATE),
});
export type OrderStatsQuery = z.input<typeof orderStatsQuerySchema>;

/**
 * `count`: orders placed. `total_sales`: the sum of their totals, without voided and refunded orders
 * (the same rule as a customer's total spent).
 */
export const orderStatsSchema = z.object({
  total_sales: minorUnits,
  count: z.number().int().nonnegative(),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;

export const orderIdParam = z.object({ id: idSchema });

/** PUT orders/{id}: what a merchant edits on an order. */
export const MAX_ORDER_NOTE_LENGTH = 5000;
export const updateOrderBodySchema = z.object({
  note: z.string().max(MAX_ORDER_NOTE_LENGTH, ORDER_NOTE_TOO_LONG),
  updated_at: recordVersion,
});
export type UpdateOrderBody = z.input<typeof updateOrderBodySchema>;

const optionalTrackingText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** POST orders/{id}/fulfill. Quantities must not exceed what is left unfulfilled on each line. */
export const fulfillOrderBodySchema = z.object({
  lines: z
    .array(
      z.object({
        line_id: idSchema,
        quantity: z.number().int().positive(FULFILL_QUANTITY_MIN),
      }),
    )
    .min(1, FULFILL_NO_LINES)
    .max(250)
    .refine(
      (lines) => new Set(lines.map((l) => l.line_id)).size === lines.length,
      FULFILL_LINE_REPEATED,
    ),
  tracking_company: optionalTrackingText(100),
  tracking_number: optionalTrackingText(100),
  tracking_url: optionalTrackingText(500).refine(
    (v) => v === null || /^https?:\/\/\S+$/i.test(v),
    TRACKING_URL_INVALID,
  ),
});
export type FulfillOrderBody = z.input<typeof fulfillOrderBodySchema>;
