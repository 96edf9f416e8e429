import { z } from 'zod';
import { countSchema } from './common';
import {
  endpoint,
  json,
  ok,
  refusal,
  staleResponse,
  template,
  type Endpoint,
  type EndpointResponse,
} from './endpoints-model';
import { apiErrorSchema } from './errors';
import {
  fulfillOrderBodySchema,
  orderActionSchema,
  orderCountQuerySchema,
  orderIdParam,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  orderStatsQuerySchema,
  orderStatsSchema,
  updateOrderBodySchema,
  type OrderAction,
} from './orders';
import { paths } from './paths';

const order = { auth: 'bearer', policy: 'order', resource: 'orders' } as const;

/** 409 of an action the order's state does not allow: what it allows now. */
const actionRefused: EndpointResponse = {
  description:
    'The order is not in a state that allows this: `message` says why, `allowed_actions` what it allows now',
  schema: apiErrorSchema.extend({ allowed_actions: z.array(orderActionSchema) }),
};

const ACTION_SUMMARIES: Record<Exclude<OrderAction, 'fulfill'>, [id: string, summary: string]> = {
  'mark-as-paid': ['markOrderAsPaid', 'Record that the order was paid'],
  'mark-as-ready-pickup': ['markOrderAsReadyForPickup', 'Say a pickup order is ready'],
  'mark-as-picked-up': [
    'markOrderAsPickedUp',
    'Hand a pickup order over (fulfils whatever was left)',
  ],
  'mark-as-delivered': ['markOrderAsDelivered', 'Record that a shipped order arrived'],
};

const actionEndpoints = Object.entries(ACTION_SUMMARIES).map(([action, [id, summary]]) =>
  endpoint({
    ...order,
    id,
    method: 'PUT',
    path: template(paths.orderAction('(id)', action as OrderAction)),
    summary,
    params: orderIdParam,
    responses: { 200: ok(orderSchema, 'The order in its new state'), 409: actionRefused },
  }),
);

export const orderEndpoints: Endpoint[] = [
  endpoint({
    ...order,
    id: 'listOrders',
    method: 'GET',
    path: paths.orders,
    summary: "A page of orders; `q` matches the number, the customer's name or email",
    query: orderListQuerySchema,
    responses: { 200: ok(orderListSchema, 'One page') },
  }),
  endpoint({
    ...order,
    id: 'countOrders',
    method: 'GET',
    path: paths.ordersCount,
    summary: "How many orders match the list's filters",
    query: orderCountQuerySchema,
    responses: { 200: ok(countSchema, 'The count') },
  }),
  endpoint({
    ...order,
    id: 'getOrderStats',
    method: 'GET',
    path: paths.ordersStats,
    summary: 'Orders placed and their sales, on one day (`date`, DD-MM-YYYY, UTC) or all time',
    query: orderStatsQuerySchema,
    responses: { 200: ok(orderStatsSchema, 'The figures') },
  }),
  endpoint({
    ...order,
    id: 'getOrder',
    method: 'GET',
    path: template(paths.order('(id)')),
    summary: 'One order with its lines, fulfillments and timeline',
    params: orderIdParam,
    responses: { 200: ok(orderSchema, 'The order') },
  }),
  endpoint({
    ...order,
    id: 'updateOrder',
    method: 'PUT',
    path: template(paths.order('(id)')),
    summary: "Save the order's note",
    params: orderIdParam,
    body: json(updateOrderBodySchema),
    responses: {
      200: ok(orderSchema, 'The saved order'),
      409: staleResponse(orderSchema),
      428: refusal('The body has no `updated_at`: say which version you edited'),
    },
  }),
  ...actionEndpoints,
  endpoint({
    ...order,
    id: 'fulfillOrder',
    method: 'POST',
    path: template(paths.orderAction('(id)', 'fulfill')),
    summary: 'Fulfil some or all of the open quantities, with optional tracking',
    params: orderIdParam,
    body: json(fulfillOrderBodySchema),
    responses: { 200: ok(orderSchema, 'The order in its new state'), 409: actionRefused },
  }),
];
