import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  countSchema,
  CUSTOMER_ORDERS_LIMIT,
  customerListSchema,
  customerOrdersSchema,
  customerSchema,
  customerStatsSchema,
  paths,
  type CustomerListQuery,
  type UpdateCustomerBody,
} from '@shop/admin-api';
import { api } from '../../lib/http/client';
import { conflictingRecord } from '../../lib/forms/use-save-conflict';

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

export const customerListQuery = (query: CustomerListQuery) =>
  queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: async ({ signal }) =>
      customerListSchema.parse(await api.get(paths.customers, { params: query, signal })),
  });

export const customerCountQuery = (q: string | undefined) =>
  queryOptions({
    queryKey: customerKeys.count(q),
    queryFn: async ({ signal }) =>
      countSchema.parse(
        await api.get(paths.customersCount, { params: q ? { q } : undefined, signal }),
      ).count,
  });

export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: async ({ signal }) =>
      customerSchema.parse(await api.get(paths.customer(id), { signal })),
    // The page explains a missing customer itself.
    meta: { handledStatuses: [404] },
  });

export const customerOrdersQuery = (id: string) =>
  queryOptions({
    queryKey: customerKeys.orders(id),
    meta: { handledStatuses: [404] }, // the page says "not found" once, for all three
    queryFn: async ({ signal }) =>
      customerOrdersSchema.parse(
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
      customerStatsSchema.parse(await api.get(paths.customerStats(id), { signal })),
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateCustomerBody) =>
      customerSchema.parse(await api.put(paths.customer(id), body)),
    // The form shows a conflict (409) in place, with the current version to load.
    meta: { handledStatuses: [409] },
    onError: (error) => {
      // A 409 carries the version someone else saved: the cache should show it.
      const current = conflictingRecord(error, customerSchema);
      if (current) queryClient.setQueryData(customerKeys.detail(id), current);
    },
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.detail(id), customer);
      // Name and e-mail appear in lists and drive their search and sort.
      void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: customerKeys.counts() });
    },
  });
}

export function useDeleteCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<unknown>(paths.customer(id)),
    onSuccess: () => {
      // Not removed: the page is still on screen while the list loads, and a removed query with an
      // observer would fetch again (and 404). Marked stale, it refetches if anyone opens it again.
      void queryClient.invalidateQueries({
        queryKey: customerKeys.detail(id),
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: customerKeys.counts() });
    },
  });
}
