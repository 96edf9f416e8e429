import { describe, expect, it } from 'vitest';
import type { Coupon } from '@shop/admin-api';
import { bodyResolver } from '../../../lib/forms/body-resolver';
import {
  couponBody,
  couponFieldOf,
  newCouponValues,
  toCouponBody,
  toCouponValues,
  type CouponFormValues,
} from './coupon-form';

const NOW = Date.UTC(2026, 10, 21, 10, 5, 42) / 1000;

const saved: Coupon = {
  id: 'cpn_1',
  name: 'Big spenders',
  code: 'SAVE15',
  type: 'fixed_amount',
  value: 1500,
  active: true,
  validFrom: NOW,
  validTo: null,
  status: 'active',
  times_used: 2,
  usage_limit: 100,
  created_at: NOW,
  updated_at: NOW,
  minimum_requirement: 'quantity',
  minimum_value: 3,
  once_per_customer: true,
  applies_to: 'products',
  collections: [],
  products: [{ id: 'prd_1', title: 'Mug' }],
  customer_eligibility: 'customer_group',
  customer_group: { id: 'grp_1', name: 'VIP' },
};

const resolve = (values: CouponFormValues) =>
  bodyResolver(couponBody)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the discount code form', () => {
  it('starts a new code on, valid from this minute, for everyone and every product', () => {
    expect(newCouponValues(NOW)).toMatchObject({
      active: true,
      type: 'percentage',
      validFrom: NOW - 42,
      validTo: null,
      applies_to: 'all',
      customer_eligibility: 'everyone',
    });
  });

  it('shows a saved code in its own fields and sends it back unchanged', () => {
    const values = toCouponValues(saved);
    expect(values).toMatchObject({
      amount: 1500,
      percentage: null,
      minimum_quantity: '3',
      minimum_amount: null,
      usage_limit: '100',
      customer_group_id: 'grp_1',
    });
    expect(toCouponBody(values)).toEqual({
      name: 'Big spenders',
      code: 'SAVE15',
      active: true,
      type: 'fixed_amount',
      value: 1500,
      validFrom: NOW,
      validTo: null,
      minimum_requirement: 'quantity',
      minimum_value: 3,
      usage_limit: 100,
      once_per_customer: true,
      applies_to: 'products',
      collection_ids: [],
      product_ids: ['prd_1'],
      customer_eligibility: 'customer_group',
      customer_group_id: 'grp_1',
    });
  });

  it('sends the value of the kind chosen, not the one typed for another kind', () => {
    const values = { ...toCouponValues(saved), type: 'percentage' as const, percentage: 20 };
    expect(toCouponBody(values).value).toBe(20);
    expect(toCouponBody({ ...values, type: 'free_shipping' }).value).toBeNull();
    expect(toCouponBody({ ...values, usage_limit: ' ' }).usage_limit).toBeNull();
  });

  it('puts each message on the field that shows it', () => {
    const values = toCouponValues(saved);
    expect(couponFieldOf('value', values)).toBe('amount');
    expect(couponFieldOf('value', { ...values, type: 'percentage' })).toBe('percentage');
    expect(couponFieldOf('minimum_value', values)).toBe('minimum_quantity');
    expect(couponFieldOf('product_ids.0', values)).toBe('products');
    expect(couponFieldOf('collection_ids', values)).toBe('collections');
    expect(couponFieldOf('validTo', values)).toBe('validTo');
    expect(couponFieldOf('updated_at', values)).toBeUndefined();
  });

  it('is checked by the contract: an end before the start and a percentage out of range', async () => {
    const values: CouponFormValues = {
      ...newCouponValues(NOW),
      name: 'Sale',
      code: 'sale-1',
      percentage: 0,
      validTo: NOW - 3600,
    };
    const result = await resolve(values);
    expect(result.errors).toMatchObject({
      percentage: { message: expect.any(String) },
      validTo: { message: expect.any(String) },
    });
    const fixed = await resolve({ ...values, percentage: 15, validTo: null });
    expect(fixed.errors).toEqual({});
    expect(fixed.values).toMatchObject({ code: 'SALE-1', value: 15 });
  });
});
