import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  countSchema,
  orderListSchema,
  orderSchema,
  paths,
  type FulfillOrderBody,
  type Order,
  type OrderAction,
  type OrderCountQuery,
  type OrderListQuery,
  type UpdateOrderBody,
} from '@shop/admin-api';
import { conflictingRecord } from '../../lib/forms/use-save-conflict';
import { api } from '../../lib/http/client';
import { unfulfilledOrdersQuery } from '../../lib/orders/unfulfilled-orders';

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: OrderListQuery) => [...orderKeys.lists(), query] as const,
  counts: () => [...orderKeys.all, 'count'] as const,
  count: (query: OrderCountQuery) => [...orderKeys.counts(), query] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
};

export const orderListQuery = (query: OrderListQuery) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: async ({ signal }) =>
      orderListSchema.parse(await api.get(paths.orders, { params: query, signal })),
  });

export const orderCountQuery = (query: OrderCountQuery) =>
  queryOptions({
    queryKey: orderKeys.count(query),
    queryFn: async ({ signal }) =>
      countSchema.parse(await api.get(paths.ordersCount, { params: query, signal })).count,
  });

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: async ({ signal }) => orderSchema.parse(await api.get(paths.order(id), { signal })),
    // The page explains a missing order itself.
    meta: { handledStatuses: [404] },
  });

/** Paging keeps the old rows on screen until the next page arrives (no flash of skeletons). */
export function useOrderList(query: OrderListQuery) {
  return useQuery({ ...orderListQuery(query), placeholderData: keepPreviousData });
}

export function useOrderCount(query: OrderCountQuery) {
  return useQuery({ ...orderCountQuery(query), placeholderData: keepPreviousData });
}

export const useOrder = (id: string) => useQuery(orderQuery(id));

/**
 * An action changed the order: show it as the server answered, and refresh what lists it and what
 * counts it (the lists, their counts and the sidebar's unfulfilled badge).
 */
function orderChanged(queryClient: QueryClient, order: Order) {
  queryClient.setQueryData(orderKeys.detail(order.id), order);
  void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: orderKeys.counts() });
  void queryClient.invalidateQueries({ queryKey: unfulfilledOrdersQuery.queryKey });
}

/** The actions without a body: mark as paid, ready for pickup, picked up, delivered. */
export type SimpleOrderAction = Exclude<OrderAction, 'fulfill'>;

export function useOrderAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: SimpleOrderAction) =>
      orderSchema.parse(await api.put(paths.orderAction(id, action))),
    // A refused action (409) is explained in the merchant's language by the page, not the raw toast.
    meta: { handledStatuses: [409] },
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}

export function useFulfilOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FulfillOrderBody) =>
      orderSchema.parse(await api.post(paths.orderAction(id, 'fulfill'), body)),
    meta: { handledStatuses: [409] },
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}

export function useUpdateOrderNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateOrderBody) =>
      orderSchema.parse(await api.put(paths.order(id), body)),
    // The form shows a conflict (409) in place, with the current version to load.
    meta: { handledStatuses: [409] },
    onError: (error) => {
      // A 409 carries the version someone else saved: the cache should show it.
      const current = conflictingRecord(error, orderSchema);
      if (current) queryClient.setQueryData(orderKeys.detail(id), current);
    },
    // The note shows on the order only: no list or count changes.
    onSuccess: (order) => queryClient.setQueryData(orderKeys.detail(id), order),
  });
}
