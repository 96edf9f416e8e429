import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CUSTOMER_ORDERS_LIMIT,
  customerPaths,
  type CustomerListQuery,
  type UpdateCustomerBody,
} from '@shop/admin-api';
import { fromApi } from '../../lib/http/contract';
import { api } from '../../lib/http/client';
import { useDeleteMutation } from '../../lib/queries/mutations';
import { customerKeys } from '../../lib/queries/query-keys';
import * as relations from '../../lib/queries/relations';
import { countQuery, detailQuery, listQuery } from '../../lib/queries/resource-queries';
import { useUpdateWithConflict } from '../../lib/queries/use-update-with-conflict';

export const customerListQuery = listQuery(
  customerKeys.list,
  customerPaths.customers,
  'customerListSchema',
);

export const customerCountQuery = countQuery(
  customerKeys.count,
  customerPaths.customersCount,
  (q) => (q ? { q } : undefined),
);

export const customerQuery = detailQuery(
  customerKeys.detail,
  customerPaths.customer,
  'customerSchema',
);

export const customerOrdersQuery = (id: string) =>
  queryOptions({
    queryKey: customerKeys.orders(id),
    meta: { handledStatuses: [404] }, // the page says "not found" once, for all three
    queryFn: async ({ signal }) =>
      fromApi(
        'customerOrdersSchema',
        await api.get(customerPaths.customerOrders(id), {
          params: { limit: CUSTOMER_ORDERS_LIMIT },
          signal,
        }),
      ).items,
  });

export const customerStatsQuery = (id: string) =>
  queryOptions({
    queryKey: customerKeys.stats(id),
    meta: { handledStatuses: [404] },
    queryFn: async ({ signal }) =>
      fromApi('customerStatsSchema', await api.get(customerPaths.customerStats(id), { signal })),
  });

/** Paging keeps the old rows on screen until the next page arrives (no flash of skeletons). */
export function useCustomerList(query: CustomerListQuery) {
  return useQuery({ ...customerListQuery(query), placeholderData: keepPreviousData });
}

export function useCustomerCount(q: string | undefined) {
  return useQuery({ ...customerCountQuery(q), placeholderData: keepPreviousData });
}

export const useCustomer = (id: string) => useQuery(customerQuery(id));
export const useCustomerOrders = (id: string) => useQuery(customerOrdersQuery(id));
export const useCustomerStats = (id: string) => useQuery(customerStatsQuery(id));

export function useUpdateCustomer(id: string) {
  return useUpdateWithConflict({
    detailKey: customerKeys.detail(id),
    response: 'customerSchema',
    send: (body: UpdateCustomerBody) => api.put(customerPaths.customer(id), body),
    refreshes: relations.customer,
  });
}

export function useDeleteCustomer(id: string) {
  return useDeleteMutation({
    send: () => api.delete(customerPaths.customer(id)),
    detailKey: customerKeys.detail(id),
    refreshes: relations.customerDeleted(),
  });
}
