import { queryOptions, useQuery } from '@tanstack/react-query';
import { startPaths } from '@shop/admin-api';
import { fromApi } from '../http/contract';
import { api } from '../http/client';
import { useSession } from '../session/store';
import { shopKeys, storeKeys } from './query-keys';

export const shopQuery = queryOptions({
  queryKey: shopKeys.all,
  queryFn: async ({ signal }) => fromApi('shopSchema', await api.get(startPaths.shop, { signal })),
  staleTime: 60_000,
});

/** The account's stores, for the store switcher. */
export const storesQuery = queryOptions({
  queryKey: storeKeys.all,
  queryFn: async ({ signal }) =>
    fromApi('storeListSchema', await api.get(startPaths.stores, { signal })),
  staleTime: 5 * 60_000,
});

export function useShop() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...shopQuery, enabled: isLoggedIn });
}

export function useStores() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...storesQuery, enabled: isLoggedIn });
}
