import { describe, expect, it } from 'vitest';
import { DEFAULT_DISCOUNT_SETTINGS, type DiscountThreshold } from '@shop/admin-api';
import { bodyResolver } from '../../../lib/forms/body-resolver';
import {
  discountSettingsBody,
  newThresholdValues,
  thresholdBody,
  thresholdFieldOf,
  toSettingsValues,
  toThresholdBody,
  toThresholdValues,
  type DiscountSettingsValues,
  type ThresholdFormValues,
} from './threshold-form';

const NOW = Date.UTC(2026, 10, 21, 10, 5, 42) / 1000;
const options = { fields: {}, shouldUseNativeValidation: false } as const;
const resolve = (values: ThresholdFormValues) =>
  bodyResolver(thresholdBody)(values, undefined, options);
const resolveSettings = (values: DiscountSettingsValues) =>
  bodyResolver(discountSettingsBody)(values, undefined, options);

const saved: DiscountThreshold = {
  id: 'thr_1',
  name: '$50 off over $500',
  minimum_amount: 50_000,
  type: 'fixed_amount',
  value: 5_000,
  active: true,
  valid_from: NOW,
  valid_to: null,
  status: 'active',
  times_used: 3,
  created_at: NOW,
  updated_at: NOW,
};

describe('the threshold discount form', () => {
  it('starts a new tier on, a percentage, valid from this minute without an end', () => {
    expect(newThresholdValues(NOW)).toMatchObject({
      active: true,
      type: 'percentage',
      minimum_amount: null,
      valid_from: NOW - 42,
      valid_to: null,
    });
  });

  it('keeps a percentage and an amount in fields of their own, and sends the one of the type', () => {
    const values = toThresholdValues(saved);
    expect(values).toMatchObject({ amount: 5_000, percentage: null, minimum_amount: 50_000 });
    expect(toThresholdBody(values).value).toBe(5_000);
    expect(toThresholdBody({ ...values, type: 'percentage', percentage: 10 }).value).toBe(10);
    expect(toThresholdBody({ ...values, type: 'free_shipping' }).value).toBeNull();
  });

  it("puts the value's message on the field of its type", () => {
    const values = toThresholdValues(saved);
    expect(thresholdFieldOf('value', values)).toBe('amount');
    expect(thresholdFieldOf('value', { ...values, type: 'percentage' })).toBe('percentage');
    expect(thresholdFieldOf('valid_to', values)).toBe('valid_to');
    expect(thresholdFieldOf('updated_at', values)).toBeUndefined();
  });

  it('refuses what §5 refuses, on each field, and sends a free shipping tier with no value', async () => {
    const values = { ...newThresholdValues(NOW), name: 'Big', minimum_amount: -1, percentage: 0 };
    const refused = await resolve({ ...values, valid_to: NOW - 3_600 });
    expect(Object.keys(refused.errors).sort()).toEqual([
      'minimum_amount',
      'percentage',
      'valid_to',
    ]);
    const fixed = await resolve({ ...values, minimum_amount: 30_000, type: 'free_shipping' });
    expect(fixed.errors).toEqual({});
    expect(fixed.values).toMatchObject({ type: 'free_shipping', value: 0, minimum_amount: 30_000 });
  });
});

describe('the discount settings form', () => {
  it('edits the settings as they are and sends the number of codes as a number', async () => {
    const values = toSettingsValues(DEFAULT_DISCOUNT_SETTINGS);
    expect(values).toEqual({
      codes_combine_with_thresholds: true,
      max_codes_per_order: '1',
      apply_on: 'before_tax',
    });
    const result = await resolveSettings({ ...values, max_codes_per_order: '3' });
    expect(result.values).toEqual({
      codes_combine_with_thresholds: true,
      max_codes_per_order: 3,
      apply_on: 'before_tax',
    });
  });
});
