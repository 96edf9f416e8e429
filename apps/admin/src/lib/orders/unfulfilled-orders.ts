import { queryOptions } from '@tanstack/react-query';
import { startPaths } from '@shop/admin-api';
import { fromApi } from '../http/contract';
import { api } from '../http/client';
import { orderKeys } from '../queries/query-keys';

/**
 * How many orders wait for fulfilment: the sidebar badge. Here, not in the shell, because the order
 * screens refresh it after every action that fulfils something.
 */
export const unfulfilledOrdersQuery = queryOptions({
  queryKey: orderKeys.unfulfilledCount(),
  queryFn: async ({ signal }) =>
    fromApi(
      'countSchema',
      await api.get(startPaths.ordersCount, {
        params: { fulfillment_status: 'unfulfilled' },
        signal,
      }),
    ).count,
  staleTime: 60_000,
  // A badge is a hint: a failure should not interrupt the merchant with a toast.
  meta: { toast: false },
});
