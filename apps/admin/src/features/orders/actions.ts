import type { TFunction } from 'i18next';
import {
  FINANCIAL_STATUSES,
  ORDER_ACTIONS,
  ORDER_REFUSALS,
  paymentRefusal,
  type OrderAction,
  type PaymentRefusedAction,
} from '@shop/admin-api';

/** Each action's key in the translations (`orders.actions.<key>.*`). */
export const ACTION_KEYS: Record<OrderAction, string> = {
  'mark-as-paid': 'markAsPaid',
  fulfill: 'fulfill',
  'mark-as-ready-pickup': 'markAsReadyForPickup',
  'mark-as-picked-up': 'markAsPickedUp',
  'mark-as-delivered': 'markAsDelivered',
};

type Translate = (t: TFunction) => string;

/** Every refusal the server can give (the contract lists them), and how to say it. */
const REFUSALS = new Map<string, Translate>([
  ...Object.entries(ORDER_REFUSALS).map(([key, message]): [string, Translate] => [
    message,
    (t) => t(`orders.refusals.${key}`),
  ]),
  ...FINANCIAL_STATUSES.flatMap((status) =>
    ORDER_ACTIONS.filter(
      (action): action is PaymentRefusedAction => action !== 'mark-as-delivered',
    ).map((action): [string, Translate] => [
      paymentRefusal(status, action),
      (t) =>
        t(`orders.refusals.payment.${ACTION_KEYS[action]}`, {
          status: t(`orders.financialStatus.${status}`),
        }),
    ]),
  ),
]);

/**
 * Why the server refused an action (its 409 message), in the merchant's language. A message the app
 * does not know yet is shown as the server wrote it.
 */
export function translateRefusal(message: string, t: TFunction): string {
  return REFUSALS.get(message)?.(t) ?? message;
}
