import { discountAnalyticsQuerySchema, discountAnalyticsSchema } from './discount-analytics';
import { endpoint, ok, type Endpoint } from './endpoints-model';
import { paths } from './paths';

/** Issue 25: what the discounts did, from the orders, under `discount` like every discount call. */
export const discountAnalyticsEndpoints: Endpoint[] = [
  endpoint({
    auth: 'bearer',
    policy: 'discount',
    resource: 'discounts',
    id: 'discountAnalytics',
    method: 'GET',
    path: paths.discountAnalytics,
    summary:
      'Orders, revenue and discount given from `from` to `to` (YYYY-MM-DD, both included, at most 366 days, in the shop time zone): in total, per code, per threshold and per day',
    query: discountAnalyticsQuerySchema,
    responses: { 200: ok(discountAnalyticsSchema, 'The figures') },
  }),
];
