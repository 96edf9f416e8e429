import type { Currency, SortValue } from './common';

/*
 * The contract's plain values that the first screens need (list sizes, sorts and filters, the
 * default currency, the stats date): no schema here, so a page that needs one of them does not load
 * zod and every schema of its resource with it. The resource files build their schemas on these.
 */

// Lists and money.

export const DEFAULT_CURRENCY: Currency = {
  id: 'usd',
  code: 'USD',
  symbol: '$',
  name: 'US Dollar',
  fraction_digits: 2,
};
/** Page size of every list unless the caller asks for another; the customer list uses its own. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

// Customers.

export const CUSTOMER_SORT_FIELDS = [
  'created_at',
  'updated_at',
  'last_name',
  'email',
  'total_spent',
  'orders_count',
] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];
export const CUSTOMER_DEFAULT_SORT: CustomerSort = 'created_at:desc';
export type CustomerSort = SortValue<CustomerSortField>;
/** The customer list's fixed page size (a shared constant, §9). */
export const CUSTOMER_PAGE_SIZE = 20;
/** How many of a customer's orders (newest first) the detail page gets unless it asks for more. */
export const CUSTOMER_ORDERS_LIMIT = 50;

// Products.

export const PRODUCT_STATUSES = ['active', 'hidden'] as const;
export const PRODUCT_SORT_FIELDS = [
  'title',
  'created_at',
  'updated_at',
  'orders_count',
  'price',
] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];
export type ProductSort = SortValue<ProductSortField>;
/** §9: products are listed by title, descending, unless the merchant chooses another sort. */
export const PRODUCT_DEFAULT_SORT: ProductSort = 'title:desc';
export const PRODUCT_PAGE_SIZE = DEFAULT_PAGE_SIZE;

// Orders.

export const FINANCIAL_STATUSES = [
  'pending',
  'authorized',
  'partially_paid',
  'paid',
  'partially_refunded',
  'refunded',
  'voided',
] as const;
export const FULFILLMENT_STATUSES = ['unfulfilled', 'partially_fulfilled', 'fulfilled'] as const;
export const ORDER_SORT_FIELDS = ['order_number', 'created_at', 'total'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];
export type OrderSort = SortValue<OrderSortField>;
export const ORDER_DEFAULT_SORT: OrderSort = 'order_number:desc';
/** A calendar day as DD-MM-YYYY (the date of `at` in UTC). */
export function formatStatsDate(at: Date): string {
  const dd = String(at.getUTCDate()).padStart(2, '0');
  const mm = String(at.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${at.getUTCFullYear()}`;
}
