import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  CUSTOMER_ORDERS_LIMIT,
  paths,
  type CustomerListQuery,
  type UpdateCustomerBody,
} from '@shop/admin-api';
import { fromApi } from '../../lib/http/contract';
import { api } from '../../lib/http/client';
import {
  countQuery,
  detailQuery,
  invalidateListsAndCounts,
  listQuery,
  markDeletedDetailStale,
} from '../../lib/queries/resource-queries';
import { useUpdateWithConflict } from '../../lib/queries/use-update-with-conflict';

export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (query: CustomerListQuery) => [...customerKeys.lists(), query] as const,
  counts: () => [...customerKeys.all, 'count'] as const,
  count: (q: string | undefined) => [...customerKeys.counts(), { q: q ?? '' }] as const,
  details: () => [...customerKeys.all, 'detail'] as const,
  detail: (id: string) => [...customerKeys.details(), id] as const,
  orders: (id: string) => [...customerKeys.detail(id), 'orders'] as const,
  stats: (id: string) => [...customerKeys.detail(id), 'stats'] as const,
};

export const customerListQuery = listQuery(
  customerKeys.list,
  paths.customers,
  'customerListSchema',
);

export const customerCountQuery = countQuery(customerKeys.count, paths.customersCount, (q) =>
  q ? { q } : undefined,
);

export const customerQuery = detailQuery(customerKeys.detail, paths.customer, 'customerSchema');

export const customerOrdersQuery = (id: string) =>
  queryOptions({
    queryKey: customerKeys.orders(id),
    meta: { handledStatuses: [404] }, // the page says "not found" once, for all three
    queryFn: async ({ signal }) =>
      fromApi(
        'customerOrdersSchema',
        await api.get(paths.customerOrders(id), {
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
      fromApi('customerStatsSchema', await api.get(paths.customerStats(id), { signal })),
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
    send: (body: UpdateCustomerBody) => api.put(paths.customer(id), body),
    // Name and e-mail appear in lists and drive their search and sort.
    onSaved: (_customer, queryClient) => invalidateListsAndCounts(queryClient, customerKeys),
  });
}

export function useDeleteCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<unknown>(paths.customer(id)),
    onSuccess: () => {
      markDeletedDetailStale(queryClient, customerKeys.detail(id));
      invalidateListsAndCounts(queryClient, customerKeys);
    },
  });
}
