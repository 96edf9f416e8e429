import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  catalogPaths,
  customerPaths,
  orderPaths,
  type CustomerListQuery,
  type ProductListQuery,
} from '@shop/admin-api';
import { fromApi } from '../../lib/http/contract';
import { api } from '../../lib/http/client';
import { customerKeys, orderKeys, productKeys } from '../../lib/queries/query-keys';
import { TOP_CUSTOMERS_SORT, TOP_LIST_SIZE, TOP_PRODUCTS_SORT } from './constants';

/**
 * §8: a dashboard block that fails to load says so inside itself, with no toast. The failure is
 * still logged (the query cache's onError).
 */
const BLOCK_META = { toast: false } as const;

const topProductsParams: ProductListQuery = { sort: TOP_PRODUCTS_SORT, limit: TOP_LIST_SIZE };
const topCustomersParams: CustomerListQuery = { sort: TOP_CUSTOMERS_SORT, limit: TOP_LIST_SIZE };

/**
 * The resources' own keys (a page of their lists holds the same data, the whole list response): a
 * change to products, customers or orders that refreshes their lists or stats (relations.ts)
 * refreshes these blocks too.
 */
const homeKeys = {
  orderStats: orderKeys.stat,
  topProducts: () => productKeys.list(topProductsParams),
  topCustomers: () => customerKeys.list(topCustomersParams),
};

/** GET orders/stats: all time without a date, else that day (DD-MM-YYYY). */
export const orderStatsQuery = (date?: string) =>
  queryOptions({
    queryKey: homeKeys.orderStats(date),
    queryFn: async ({ signal }) =>
      fromApi(
        'orderStatsSchema',
        await api.get(orderPaths.ordersStats, { params: date ? { date } : undefined, signal }),
      ),
    meta: BLOCK_META,
  });

export const topProductsQuery = () =>
  queryOptions({
    queryKey: homeKeys.topProducts(),
    queryFn: async ({ signal }) =>
      fromApi(
        'productListSchema',
        await api.get(catalogPaths.products, { params: topProductsParams, signal }),
      ),
    meta: BLOCK_META,
  });

export const topCustomersQuery = () =>
  queryOptions({
    queryKey: homeKeys.topCustomers(),
    queryFn: async ({ signal }) =>
      fromApi(
        'customerListSchema',
        await api.get(customerPaths.customers, { params: topCustomersParams, signal }),
      ),
    meta: BLOCK_META,
  });

export const useOrderStats = (date?: string) => useQuery(orderStatsQuery(date));
export const useTopProducts = () => useQuery(topProductsQuery());
export const useTopCustomers = () => useQuery(topCustomersQuery());
