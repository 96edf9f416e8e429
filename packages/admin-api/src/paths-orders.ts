import type { OrderAction } from './orders';

/** Orders (the count for the badge is in startPaths). Relative to API_BASE; part of `paths`. */
export const orderPaths = {
  orders: 'orders',
  ordersStats: 'orders/stats',
  order: (id: string) => `orders/${encodeURIComponent(id)}`,
  /** PUT for the mark-as-* actions (no body), POST for fulfill (lines, quantities, tracking). */
  orderAction: (id: string, action: OrderAction) => `orders/${encodeURIComponent(id)}/${action}`,
} as const;
