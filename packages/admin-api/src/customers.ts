import { z } from 'zod';
import { emailField } from './account';
import {
  idSchema,
  listResponseSchema,
  minorUnits,
  pageQuerySchema,
  recordVersion,
  sortSchema,
  unixSeconds,
} from './common';
import { orderSummarySchema } from './orders';
import {
  MAX_PAGE_SIZE,
  CUSTOMER_SORT_FIELDS,
  CUSTOMER_DEFAULT_SORT,
  CUSTOMER_PAGE_SIZE,
  CUSTOMER_ORDERS_LIMIT,
} from './values';

export const customerSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  note: z.string(),
  total_spent: minorUnits,
  orders_count: z.number().int().nonnegative(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type Customer = z.infer<typeof customerSchema>;

export const customerSortSchema = sortSchema(CUSTOMER_SORT_FIELDS);

export const customerListQuerySchema = pageQuerySchema(
  customerSortSchema,
  CUSTOMER_DEFAULT_SORT,
  CUSTOMER_PAGE_SIZE,
);
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;
export const customerListSchema = listResponseSchema(customerSchema);
export type CustomerList = z.infer<typeof customerListSchema>;

export const customerCountQuerySchema = z.object({ q: customerListQuerySchema.shape.q });

const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;
export const updateCustomerBodySchema = z.object({
  first_name: z.string().trim().min(1, 'Required').max(100),
  last_name: z.string().trim().min(1, 'Required').max(100),
  email: emailField,
  phone: z
    .string()
    .trim()
    .max(30)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || PHONE_PATTERN.test(v), 'Enter a valid phone number'),
  note: z.string().max(5000).default(''),
  updated_at: recordVersion,
});
export type UpdateCustomerBody = z.input<typeof updateCustomerBodySchema>;

export const customerOrdersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(CUSTOMER_ORDERS_LIMIT),
});
export type CustomerOrdersQuery = z.input<typeof customerOrdersQuerySchema>;

export const customerOrdersSchema = z.object({ items: z.array(orderSummarySchema) });
export type CustomerOrders = z.infer<typeof customerOrdersSchema>;

export const customerStatsSchema = z.object({
  total_spent: minorUnits,
  orders_count: z.number().int().nonnegative(),
  average_order_value: minorUnits,
  first_order_at: unixSeconds.nullable(),
  last_order_at: unixSeconds.nullable(),
});
export type CustomerStats = z.infer<typeof customerStatsSchema>;

export const customerIdParam = z.object({ id: idSchema });
