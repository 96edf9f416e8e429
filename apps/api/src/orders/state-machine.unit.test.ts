import {
  FINANCIAL_STATUSES,
  ORDER_ACTIONS,
  ORDER_REFUSALS,
  paymentRefusal,
  type OrderAction,
  type PaymentRefusedAction,
} from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  reachableStates,
  refusal,
  transition,
  type OrderState,
} from './state-machine';

// The expectations below are written out by hand, state by state, independently of the module's
// rules: the goods actions per shape of fulfilment and delivery (for an order that is not voided or
// refunded; a voided or refunded one may only be marked delivered when it was already fulfilled).
const key = (s: OrderState) => `${s.delivery_method}/${s.fulfillment_status}/${s.delivery_status}`;
const GOODS_ACTIONS: Record<string, { open: OrderAction[]; cancelled: OrderAction[] }> = {
  'shipping/unfulfilled/pending': { open: ['fulfill'], cancelled: [] },
  'shipping/partially_fulfilled/pending': { open: ['fulfill'], cancelled: [] },
  'shipping/fulfilled/pending': {
    open: ['mark-as-delivered'],
    cancelled: ['mark-as-delivered'],
  },
  'shipping/fulfilled/delivered': { open: [], cancelled: [] },
  'pickup/unfulfilled/pending': { open: ['mark-as-ready-pickup'], cancelled: [] },
  'pickup/unfulfilled/ready_for_pickup': { open: ['mark-as-picked-up'], cancelled: [] },
  'pickup/fulfilled/picked_up': { open: [], cancelled: [] },
};
const PAYABLE = ['pending', 'authorized', 'partially_paid'];
const CANCELLED = ['voided', 'refunded'];

/** Where each allowed action leads, by hand. */
function expectedNext(s: OrderState, action: OrderAction, everything: boolean): OrderState {
  switch (action) {
    case 'mark-as-paid':
      return { ...s, financial_status: 'paid' };
    case 'fulfill':
      return { ...s, fulfillment_status: everything ? 'fulfilled' : 'partially_fulfilled' };
    case 'mark-as-ready-pickup':
      return { ...s, delivery_status: 'ready_for_pickup' };
    case 'mark-as-picked-up':
      return { ...s, fulfillment_status: 'fulfilled', delivery_status: 'picked_up' };
    case 'mark-as-delivered':
      return { ...s, delivery_status: 'delivered' };
  }
}

const states = reachableStates(FINANCIAL_STATUSES);

describe('order state machine', () => {
  it('knows 7 shapes for each of the 7 payment states', () => {
    expect(states).toHaveLength(49);
    expect(new Set(states.map(key))).toEqual(new Set(Object.keys(GOODS_ACTIONS)));
  });

  describe.each(states.map((s) => [`${s.financial_status} ${key(s)}`, s] as const))(
    '%s',
    (_name, state) => {
      const goods = GOODS_ACTIONS[key(state)]!;
      const expected = [
        ...(PAYABLE.includes(state.financial_status) ? (['mark-as-paid'] as const) : []),
        ...(CANCELLED.includes(state.financial_status) ? goods.cancelled : goods.open),
      ];

      it('offers exactly the allowed actions', () => {
        expect(new Set(allowedActions(state))).toEqual(new Set(expected));
      });

      it.each(ORDER_ACTIONS)('%s', (action) => {
        for (const everything of [true, false]) {
          const result = transition(state, action, everything);
          if (expected.includes(action)) {
            expect(result).toEqual({ ok: true, state: expectedNext(state, action, everything) });
            // Every state reached is one the machine knows (the database's checks agree).
            if (result.ok) expect(states.map(key)).toContain(key(result.state));
          } else {
            expect(result).toEqual({ ok: false, reason: expect.stringMatching(/\.$/) });
          }
        }
      });
    },
  );

  it('explains refusals in words a merchant reads', () => {
    const paid = states.find(
      (s) => s.financial_status === 'paid' && key(s) === 'pickup/fulfilled/picked_up',
    )!;
    expect(transition(paid, 'mark-as-paid')).toEqual({
      ok: false,
      reason: 'This order is already paid.',
    });
    expect(transition({ ...paid, financial_status: 'voided' }, 'mark-as-paid')).toEqual({
      ok: false,
      reason: 'An order that is voided cannot be marked as paid.',
    });
    expect(transition(paid, 'fulfill')).toEqual({
      ok: false,
      reason: 'A pickup order is fulfilled when it is picked up.',
    });
    expect(
      transition(
        {
          ...paid,
          delivery_method: 'shipping',
          fulfillment_status: 'partially_fulfilled',
          delivery_status: 'pending',
        },
        'mark-as-delivered',
      ),
    ).toEqual({ ok: false, reason: 'Fulfil every item before marking the order as delivered.' });
  });

  it("gives only the contract's refusals, so the app can translate every one", () => {
    const known = new Set<string>([
      ...Object.values(ORDER_REFUSALS),
      ...FINANCIAL_STATUSES.flatMap((status) =>
        ORDER_ACTIONS.filter((a): a is PaymentRefusedAction => a !== 'mark-as-delivered').map((a) =>
          paymentRefusal(status, a),
        ),
      ),
    ]);
    const given = new Set(
      states.flatMap((s) => ORDER_ACTIONS.map((a) => refusal(s, a))).filter((r) => r !== null),
    );
    for (const reason of given) expect(known).toContain(reason);
    // And every listed refusal is one the machine really gives.
    for (const reason of Object.values(ORDER_REFUSALS)) expect(given).toContain(reason);
  });
});
