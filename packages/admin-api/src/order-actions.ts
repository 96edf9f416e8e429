import type { FINANCIAL_STATUSES } from './values';

/*
 * The order actions and why the state machine refuses them: plain values, no schema, so the order's
 * page shows its actions without loading zod (orders.ts builds the schemas on these).
 */

/** The order actions of §4, each one call (the names are the last segment of its path). */
export const ORDER_ACTIONS = [
  'mark-as-paid',
  'fulfill',
  'mark-as-ready-pickup',
  'mark-as-picked-up',
  'mark-as-delivered',
] as const;

/**
 * Why the state machine refuses an action: the `message` of its 409. One list for the server and the
 * app, so the app can say each one in the merchant's language.
 */
export const ORDER_REFUSALS = {
  alreadyPaid: 'This order is already paid.',
  pickupFulfilledWhenPickedUp: 'A pickup order is fulfilled when it is picked up.',
  allFulfilled: 'Every item of this order is already fulfilled.',
  onlyPickupReady: 'Only a pickup order can be ready for pickup.',
  alreadyReady: 'This order is already ready for pickup.',
  alreadyPickedUp: 'This order was already picked up.',
  onlyPickupPickedUp: 'Only a pickup order can be picked up.',
  readyFirst: 'Mark the order as ready for pickup first.',
  pickupNotDelivered: 'A pickup order is picked up, not delivered.',
  alreadyDelivered: 'This order was already delivered.',
  fulfilFirst: 'Fulfil every item before marking the order as delivered.',
} as const;
export type OrderRefusal = keyof typeof ORDER_REFUSALS;

/** The actions a payment state can rule out (a voided order is not paid, fulfilled or handed over). */
export type PaymentRefusedAction = Exclude<(typeof ORDER_ACTIONS)[number], 'mark-as-delivered'>;
const PAYMENT_REFUSED: Record<PaymentRefusedAction, string> = {
  'mark-as-paid': 'be marked as paid',
  fulfill: 'be fulfilled',
  'mark-as-ready-pickup': 'be made ready for pickup',
  'mark-as-picked-up': 'be handed over',
};

/** The refusal because of the payment state, e.g. "An order that is voided cannot be fulfilled." */
export function paymentRefusal(
  status: (typeof FINANCIAL_STATUSES)[number],
  action: PaymentRefusedAction,
): string {
  return `An order that is ${status.replace(/_/g, ' ')} cannot ${PAYMENT_REFUSED[action]}.`;
}
