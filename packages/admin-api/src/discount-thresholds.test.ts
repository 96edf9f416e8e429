import { describe, expect, it } from 'vitest';
import {
  bestThreshold,
  createThresholdBodySchema,
  DEFAULT_DISCOUNT_SETTINGS,
  type ThresholdOrder,
  type ThresholdRule,
} from './discount-thresholds';

const rule = (over: Partial<ThresholdRule>): ThresholdRule => ({
  id: 'thr_1',
  name: 'Tier',
  minimum_amount: 10_000,
  type: 'percentage',
  value: 10,
  active: true,
  valid_from: 100,
  valid_to: null,
  ...over,
});
const order = (over: Partial<ThresholdOrder> = {}): ThresholdOrder => ({
  subtotal: 20_000,
  shipping_total: 800,
  tax_total: 2_000,
  code_discount: 0,
  created_at: 1_000,
  ...over,
});
const settings = DEFAULT_DISCOUNT_SETTINGS;

describe('bestThreshold', () => {
  it('gives the tier that takes off the most among those the order reaches', () => {
    const rules = [
      rule({ id: 'pct', value: 5 }),
      rule({ id: 'fixed', type: 'fixed_amount', value: 1_500, minimum_amount: 15_000 }),
      rule({ id: 'ship', type: 'free_shipping', value: 0 }),
      rule({ id: 'far', type: 'fixed_amount', value: 9_000, minimum_amount: 50_000 }),
    ];
    expect(bestThreshold(rules, order(), settings)).toMatchObject({
      rule: { id: 'fixed' },
      amount: 1_500,
      replacesCode: false,
    });
  });

  it('leaves out tiers switched off or outside their dates on the order day', () => {
    const rules = [
      rule({ id: 'off', active: false }),
      rule({ id: 'later', valid_from: 2_000 }),
      rule({ id: 'ended', valid_to: 1_000 }),
    ];
    expect(bestThreshold(rules, order(), settings)).toBeNull();
    expect(bestThreshold([rule({ valid_to: 1_001 })], order(), settings)?.amount).toBe(2_000);
  });

  it("measures after a code's part, before or after tax as the settings say", () => {
    const tier = rule({ minimum_amount: 20_000 });
    expect(bestThreshold([tier], order({ code_discount: 1 }), settings)).toBeNull();
    const afterTax = { ...settings, apply_on: 'after_tax' as const };
    // (20,000 - 1 + 2,000) reaches it; 10% of that.
    expect(bestThreshold([tier], order({ code_discount: 1 }), afterTax)?.amount).toBe(2_199);
  });

  it('without combining, keeps the code unless the tier takes off more (then it replaces it)', () => {
    const alone = { ...settings, codes_combine_with_thresholds: false };
    const tier = rule({ minimum_amount: 20_000 });
    expect(bestThreshold([tier], order({ code_discount: 2_500 }), alone)).toBeNull();
    expect(bestThreshold([tier], order({ code_discount: 1_000 }), alone)).toMatchObject({
      amount: 2_000,
      replacesCode: true,
    });
  });

  it('never takes a fixed amount beyond the goods', () => {
    const big = rule({ type: 'fixed_amount', value: 50_000, minimum_amount: 1 });
    expect(bestThreshold([big], order(), settings)?.amount).toBe(20_000);
  });
});

describe('createThresholdBodySchema', () => {
  it('puts each §5 refusal on its field', () => {
    const result = createThresholdBodySchema.safeParse({
      name: 'x',
      minimum_amount: -1,
      type: 'percentage',
      value: 150,
      valid_from: 10,
      valid_to: 5,
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual([
      'minimum_amount',
      'value',
      'valid_to',
    ]);
  });
});
