import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ORDER_REFUSALS, paymentRefusal } from '@shop/admin-api';
import { translateRefusal } from './actions';

/** A t that shows which key and values it was asked for. */
const t = ((key: string, values?: Record<string, string>) =>
  values ? `${key}(${JSON.stringify(values)})` : key) as unknown as TFunction;

describe('translateRefusal', () => {
  it('says each refusal of the contract by its own key', () => {
    expect(translateRefusal(ORDER_REFUSALS.alreadyPaid, t)).toBe('orders.refusals.alreadyPaid');
    expect(translateRefusal('This order was already delivered.', t)).toBe(
      'orders.refusals.alreadyDelivered',
    );
  });

  it('puts the payment status, translated, into refusals because of it', () => {
    expect(translateRefusal(paymentRefusal('partially_refunded', 'mark-as-paid'), t)).toBe(
      'orders.refusals.payment.markAsPaid({"status":"orders.financialStatus.partially_refunded"})',
    );
    expect(translateRefusal('An order that is voided cannot be fulfilled.', t)).toBe(
      'orders.refusals.payment.fulfill({"status":"orders.financialStatus.voided"})',
    );
  });

  it('shows a message it does not know as the server wrote it', () => {
    expect(translateRefusal('Something new.', t)).toBe('Something new.');
  });
});
