import type {
  DeliveryMethod,
  DeliveryStatus,
  FinancialStatus,
  FulfillmentStatus,
  OrderAction,
} from '@shop/admin-api';
import { ORDER_ACTIONS, ORDER_REFUSALS, paymentRefusal } from '@shop/admin-api';

/**
 * The order state machine: which action is allowed from which state, and where it leads. Pure (no
 * database, no clock), so the routes, the lists' `allowed_actions` and the tests share one truth.
 * The diagram is in apps/api/README.md ("Order states").
 *
 * A state is the payment (financial_status), the fulfilment (fulfillment_status) and what happened
 * after it (delivery_status), read with the delivery method:
 * - shipping: fulfil (whole or in parts, with tracking) until fulfilled, then mark as delivered;
 * - pickup: mark as ready for pickup, then mark as picked up, which fulfils every remaining item.
 * Payment and goods move independently, as in a real shop: an unpaid order may be fulfilled (cash on
 * delivery), a paid one may wait. Voided and refunded orders get no goods.
 */
export interface OrderState {
  financial_status: FinancialStatus;
  fulfillment_status: FulfillmentStatus;
  delivery_method: DeliveryMethod;
  delivery_status: DeliveryStatus;
}

/** Payment states from which money is still to come: mark as paid settles them. */
const PAYABLE: readonly FinancialStatus[] = ['pending', 'authorized', 'partially_paid'];
/** No goods leave the shop for these. */
const CANCELLED: readonly FinancialStatus[] = ['voided', 'refunded'];

/** Why an action is refused from a state, or null when it is allowed. Messages are for merchants. */
export function refusal(state: OrderState, action: OrderAction): string | null {
  const cancelled = CANCELLED.includes(state.financial_status);
  const open = state.fulfillment_status !== 'fulfilled';
  switch (action) {
    case 'mark-as-paid':
      if (PAYABLE.includes(state.financial_status)) return null;
      return state.financial_status === 'paid'
        ? ORDER_REFUSALS.alreadyPaid
        : paymentRefusal(state.financial_status, action);
    case 'fulfill':
      if (state.delivery_method !== 'shipping') return ORDER_REFUSALS.pickupFulfilledWhenPickedUp;
      if (cancelled) return paymentRefusal(state.financial_status, action);
      return open ? null : ORDER_REFUSALS.allFulfilled;
    case 'mark-as-ready-pickup':
      if (state.delivery_method !== 'pickup') return ORDER_REFUSALS.onlyPickupReady;
      if (cancelled) return paymentRefusal(state.financial_status, action);
      if (state.delivery_status !== 'pending')
        return state.delivery_status === 'ready_for_pickup'
          ? ORDER_REFUSALS.alreadyReady
          : ORDER_REFUSALS.alreadyPickedUp;
      return null;
    case 'mark-as-picked-up':
      if (state.delivery_method !== 'pickup') return ORDER_REFUSALS.onlyPickupPickedUp;
      if (cancelled) return paymentRefusal(state.financial_status, action);
      if (state.delivery_status === 'picked_up') return ORDER_REFUSALS.alreadyPickedUp;
      return state.delivery_status === 'ready_for_pickup' ? null : ORDER_REFUSALS.readyFirst;
    case 'mark-as-delivered':
      if (state.delivery_method !== 'shipping') return ORDER_REFUSALS.pickupNotDelivered;
      if (state.delivery_status === 'delivered') return ORDER_REFUSALS.alreadyDelivered;
      return state.fulfillment_status === 'fulfilled' ? null : ORDER_REFUSALS.fulfilFirst;
  }
}

export function allowedActions(state: OrderState): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => refusal(state, action) === null);
}

export type Transition = { ok: true; state: OrderState } | { ok: false; reason: string };

/**
 * The state after `action`. `fulfillsEverything` matters for `fulfill` only: whether the items it
 * fulfils are all that was left (then fulfilled, else partially fulfilled).
 */
export function transition(
  state: OrderState,
  action: OrderAction,
  fulfillsEverything = true,
): Transition {
  const reason = refusal(state, action);
  if (reason !== null) return { ok: false, reason };
  switch (action) {
    case 'mark-as-paid':
      return { ok: true, state: { ...state, financial_status: 'paid' } };
    case 'fulfill':
      return {
        ok: true,
        state: {
          ...state,
          fulfillment_status: fulfillsEverything ? 'fulfilled' : 'partially_fulfilled',
        },
      };
    case 'mark-as-ready-pickup':
      return { ok: true, state: { ...state, delivery_status: 'ready_for_pickup' } };
    case 'mark-as-picked-up':
      return {
        ok: true,
        state: { ...state, fulfillment_status: 'fulfilled', delivery_status: 'picked_up' },
      };
    case 'mark-as-delivered':
      return { ok: true, state: { ...state, delivery_status: 'delivered' } };
  }
}

/**
 * Every state an order can be in (the database's checks allow no others): the test enumerates these.
 * Pickup orders are never partly fulfilled: they are handed over whole.
 */
export function reachableStates(financialStatuses: readonly FinancialStatus[]): OrderState[] {
  const shapes: Omit<OrderState, 'financial_status'>[] = [
    { delivery_method: 'shipping', fulfillment_status: 'unfulfilled', delivery_status: 'pending' },
    {
      delivery_method: 'shipping',
      fulfillment_status: 'partially_fulfilled',
      delivery_status: 'pending',
    },
    { delivery_method: 'shipping', fulfillment_status: 'fulfilled', delivery_status: 'pending' },
    { delivery_method: 'shipping', fulfillment_status: 'fulfilled', delivery_status: 'delivered' },
    { delivery_method: 'pickup', fulfillment_status: 'unfulfilled', delivery_status: 'pending' },
    {
      delivery_method: 'pickup',
      fulfillment_status: 'unfulfilled',
      delivery_status: 'ready_for_pickup',
    },
    { delivery_method: 'pickup', fulfillment_status: 'fulfilled', delivery_status: 'picked_up' },
  ];
  return financialStatuses.flatMap((financial_status) =>
    shapes.map((shape) => ({ financial_status, ...shape })),
  );
}
