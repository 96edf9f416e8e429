import { z } from 'zod';
import { idSchema, minorUnits, unixSeconds } from './common';

export const FINANCIAL_STATUSES = [
  'pending',
  'authorized',
  'partially_paid',
  'paid',
  'partially_refunded',
  'refunded',
  'voided',
] as const;
export const financialStatusSchema = z.enum(FINANCIAL_STATUSES);
export type FinancialStatus = z.infer<typeof financialStatusSchema>;

export const FULFILLMENT_STATUSES = ['unfulfilled', 'partially_fulfilled', 'fulfilled'] as const;
export const fulfillmentStatusSchema = z.enum(FULFILLMENT_STATUSES);
export type FulfillmentStatus = z.infer<typeof fulfillmentStatusSchema>;

/** An order as a row in a list (the customer's orders, the orders list). */
export const orderSummarySchema = z.object({
  id: idSchema,
  order_number: z.number().int().positive(),
  customer_id: idSchema.nullable(),
  financial_status: financialStatusSchema,
  fulfillment_status: fulfillmentStatusSchema,
  total: minorUnits,
  items_count: z.number().int().nonnegative(),
  created_at: unixSeconds,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderCountQuerySchema = z.object({
  fulfillment_status: fulfillmentStatusSchema.optional(),
  financial_status: financialStatusSchema.optional(),
});
export type OrderCountQuery = z.infer<typeof orderCountQuerySchema>;
