import { queryOptions, useQuery } from '@tanstack/react-query';
import { countSchema, paths } from '@shop/admin-api';
import { api } from '../../lib/http/client';

export const unfulfilledOrdersQuery = queryOptions({
  queryKey: ['orders', 'count', { fulfillment_status: 'unfulfilled' }] as const,
  queryFn: async ({ signal }) =>
    countSchema.parse(
      await api.get(paths.ordersCount, { params: { fulfillment_status: 'unfulfilled' }, signal }),
    ).count,
  staleTime: 60_000,
  // A badge is a hint: a failure should not interrupt the merchant with a toast.
  meta: { toast: false },
});

/** The sidebar badge; asked only of users who may read orders (else the server answers 403). */
export function useUnfulfilledOrdersCount(enabled: boolean) {
  return useQuery({ ...unfulfilledOrdersQuery, enabled });
}
