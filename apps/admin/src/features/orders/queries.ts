import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  orderPaths,
  startPaths,
  type FulfillOrderBody,
  type OrderAction,
  type OrderCountQuery,
  type OrderListQuery,
  type UpdateOrderBody,
} from '@shop/admin-api';
import { api } from '../../lib/http/client';
import { useActionMutation } from '../../lib/queries/mutations';
import { orderKeys } from '../../lib/queries/query-keys';
import * as relations from '../../lib/queries/relations';
import { countQuery, detailQuery, listQuery } from '../../lib/queries/resource-queries';
import { useUpdateWithConflict } from '../../lib/queries/use-update-with-conflict';

export const orderListQuery = listQuery(orderKeys.list, orderPaths.orders, 'orderListSchema');

export const orderCountQuery = countQuery(orderKeys.count, startPaths.ordersCount);

export const orderQuery = detailQuery(orderKeys.detail, orderPaths.order, 'orderSchema');

/** Paging keeps the old rows on screen until the next page arrives (no flash of skeletons). */
export function useOrderList(query: OrderListQuery) {
  return useQuery({ ...orderListQuery(query), placeholderData: keepPreviousData });
}

export function useOrderCount(query: OrderCountQuery) {
  return useQuery({ ...orderCountQuery(query), placeholderData: keepPreviousData });
}

export const useOrder = (id: string) => useQuery(orderQuery(id));

/**
 * What an action on the order makes stale (relations.ts). After a refusal (409: someone else acted on
 * it meanwhile) the builder reads the order again before the page explains the refusal, and this is
 * worked out from the order as the page showed it: its customer is the same either way.
 */
const orderRelations = (order: { customer_id: string | null } | undefined) =>
  relations.order({ customer_id: order?.customer_id ?? null });

/** The actions without a body: mark as paid, ready for pickup, picked up, delivered. */
export type SimpleOrderAction = Exclude<OrderAction, 'fulfill'>;

export function useOrderAction(id: string) {
  return useActionMutation({
    response: 'orderSchema',
    send: ({ action }: { action: SimpleOrderAction }) =>
      api.put(orderPaths.orderAction(id, action)),
    detailKey: orderKeys.detail(id),
    refreshes: orderRelations,
    // A refused action (409) is explained in the merchant's language by the page, not the raw toast.
    meta: { handledStatuses: [409] },
  });
}

export function useFulfillOrder(id: string) {
  return useActionMutation({
    response: 'orderSchema',
    send: (body: FulfillOrderBody) => api.post(orderPaths.orderAction(id, 'fulfill'), body),
    detailKey: orderKeys.detail(id),
    refreshes: orderRelations,
    meta: { handledStatuses: [409] },
  });
}

export function useUpdateOrderNote(id: string) {
  return useUpdateWithConflict({
    detailKey: orderKeys.detail(id),
    response: 'orderSchema',
    send: (body: UpdateOrderBody) => api.put(orderPaths.order(id), body),
    refreshes: relations.orderNote,
  });
}
