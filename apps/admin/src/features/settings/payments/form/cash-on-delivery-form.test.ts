import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@shop/admin-api';
import { cashOnDeliveryBody, cashOnDeliveryToForm } from './cash-on-delivery-form';

const method = {
  display_name: 'Cash on delivery',
  instructions: '',
  fee: 300,
  min_order: null,
  max_order: 50_000,
  status: 'inactive',
  updated_at: 1,
} as const;

describe('the cash on delivery form', () => {
  it('edits the method with a status switch and sends minor units', () => {
    const values = cashOnDeliveryToForm(method);
    expect(values).toEqual({
      display_name: 'Cash on delivery',
      instructions: '',
      fee: 300,
      min_order: null,
      max_order: 50_000,
      active: false,
    });
    expect(
      cashOnDeliveryBody.schema.parse(cashOnDeliveryBody.toBody({ ...values, active: true })),
    ).toEqual({ ...values, active: undefined, status: 'active' } as never);
  });

  it('refuses a minimum not below the maximum, on the maximum', () => {
    const values = { ...cashOnDeliveryToForm(method), min_order: 60_000 };
    const result = cashOnDeliveryBody.schema.safeParse(cashOnDeliveryBody.toBody(values));
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['max_order', PAYMENT_MESSAGES.minBelowMax],
    ]);
    expect(cashOnDeliveryBody.fields('max_order')).toBe('max_order');
    expect(cashOnDeliveryBody.fields('status')).toBe('active');
  });
});
