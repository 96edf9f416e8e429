import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths, type CustomerListQuery, type ProductListQuery } from '@shop/admin-api';
import { fromApi } from '../../lib/http/contract';
import { api } from '../../lib/http/client';
import { conflictingRecord } from '../../lib/forms/use-save-conflict';
import { refreshRelated } from '../../lib/queries/mutations';
import { customerKeys, orderKeys, productKeys, shopKeys } from '../../lib/queries/query-keys';
import * as relations from '../../lib/queries/relations';
import { shopQuery } from '../../lib/queries/shop';
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
        await api.get(paths.ordersStats, { params: date ? { date } : undefined, signal }),
      ),
    meta: BLOCK_META,
  });

export const topProductsQuery = () =>
  queryOptions({
    queryKey: homeKeys.topProducts(),
    queryFn: async ({ signal }) =>
      fromApi(
        'productListSchema',
        await api.get(paths.products, { params: topProductsParams, signal }),
      ),
    meta: BLOCK_META,
  });

export const topCustomersQuery = () =>
  queryOptions({
    queryKey: homeKeys.topCustomers(),
    queryFn: async ({ signal }) =>
      fromApi(
        'customerListSchema',
        await api.get(paths.customers, { params: topCustomersParams, signal }),
      ),
    meta: BLOCK_META,
  });

export const useOrderStats = (date?: string) => useQuery(orderStatsQuery(date));
export const useTopProducts = () => useQuery(topProductsQuery());
export const useTopCustomers = () => useQuery(topCustomersQuery());

/** PUT shop { onboarding_editable: true } on the version of the shop `version` names. */
const switchOnboardingOn = async (version: number) =>
  fromApi(
    'shopSchema',
    await api.put(paths.shop, { onboarding_editable: true, updated_at: version }),
  );

/**
 * PUT shop { onboarding_editable: true }, sent by /home?show-confetti. A background call the
 * merchant did not ask for: a failure is logged only (like saving tour completion, §8). Like every
 * save it says which version of the shop it edits; switching a flag on overwrites nothing another
 * save wrote, so a 409 (the shop moved since it was loaded) is answered by switching it on again
 * on the version the 409 returns.
 */
export function useMarkOnboardingEditable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const shop = await queryClient.ensureQueryData(shopQuery);
      try {
        return await switchOnboardingOn(shop.updated_at);
      } catch (error) {
        const current = conflictingRecord(error, 'shopSchema');
        if (!current) throw error;
        return switchOnboardingOn(current.updated_at);
      }
    },
    meta: { toast: false },
    onSuccess: (shop) => {
      queryClient.setQueryData(shopKeys.all, shop);
      refreshRelated(queryClient, relations.shop());
    },
  });
}
