import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  paths,
  type FulfillOrderBody,
  type Order,
  type OrderAction,
  type OrderCountQuery,
  type OrderListQuery,
  type UpdateOrderBody,
} from '@shop/admin-api';
import { fromApi } from '../../lib/http/contract';
import { api } from '../../lib/http/client';
import { errorStatus } from '../../lib/http/errors';
import {
  countQuery,
  detailQuery,
  invalidateListsAndCounts,
  listQuery,
} from '../../lib/queries/resource-queries';
import { useUpdateWithConflict } from '../../lib/queries/use-update-with-conflict';
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

export const orderListQuery = listQuery(orderKeys.list, paths.orders, 'orderListSchema');

export const orderCountQuery = countQuery(orderKeys.count, paths.ordersCount);

export const orderQuery = detailQuery(orderKeys.detail, paths.order, 'orderSchema');

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
  invalidateListsAndCounts(queryClient, orderKeys);
  void queryClient.invalidateQueries({ queryKey: unfulfilledOrdersQuery.queryKey });
}

/**
 * An action was refused (409): the order moved on since the page showed it, as someone else acted on
 * it meanwhile. Reload it, so the page shows the order as it is now (and offers what that allows),
 * before the refusal is explained; the lists and counts that show it are refreshed too. The refusal
 * carries no record (unlike a stale save's 409), so the order is read again.
 */
async function orderRefused(queryClient: QueryClient, id: string, error: unknown) {
  if (errorStatus(error) !== 409) return;
  invalidateListsAndCounts(queryClient, orderKeys);
  void queryClient.invalidateQueries({ queryKey: unfulfilledOrdersQuery.queryKey });
  await queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) });
}

/** The actions without a body: mark as paid, ready for pickup, picked up, delivered. */
export type SimpleOrderAction = Exclude<OrderAction, 'fulfill'>;

export function useOrderAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: SimpleOrderAction) =>
      fromApi('orderSchema', await api.put(paths.orderAction(id, action))),
    // A refused action (409) is explained in the merchant's language by the page, not the raw toast.
    meta: { handledStatuses: [409] },
    onError: (error) => orderRefused(queryClient, id, error),
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}

export function useFulfilOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FulfillOrderBody) =>
      fromApi('orderSchema', await api.post(paths.orderAction(id, 'fulfill'), body)),
    meta: { handledStatuses: [409] },
    onError: (error) => orderRefused(queryClient, id, error),
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}

export function useUpdateOrderNote(id: string) {
  // The note shows on the order only: no list or count changes (no onSaved).
  return useUpdateWithConflict({
    detailKey: orderKeys.detail(id),
    response: 'orderSchema',
    send: (body: UpdateOrderBody) => api.put(paths.order(id), body),
  });
}
