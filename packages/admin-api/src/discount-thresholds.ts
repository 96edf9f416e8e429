import { z } from 'zod';
import { idSchema, minorUnits, recordVersion, unixSeconds } from './common';
import { AMOUNT_TOO_PRECISE } from './messages';
import {
  COUPON_AMOUNT_MAX,
  COUPON_NAME_MAX,
  COUPON_PERCENT_MAX,
  COUPON_PERCENT_MIN,
  DISCOUNT_MESSAGES,
  DISCOUNT_STATUSES,
  DISCOUNT_TYPES,
  couponStatus,
} from './discounts';

/*
 * Threshold discounts (issue 25, `discounts/thresholds...`): automatic discounts by order value, no code
 * needed. Each record is one tier: an order whose amount is at least `minimum_amount` gets a percentage
 * or an amount off, or free shipping, while the tier is active and within its dates. An order gets the
 * one tier that takes off the most. How tiers and codes combine is the shop's discount settings
 * (`discounts/settings`). Not in the spec, so every field follows the API's snake_case.
 */

/** Tiers one shop may keep. */
export const THRESHOLD_MAX = 50;

/** The threshold rules' messages (the shared ones are DISCOUNT_MESSAGES). */
export const THRESHOLD_MESSAGES = {
  minimumRequired: 'Enter the amount an order must reach',
  tooMany: `A shop keeps at most ${THRESHOLD_MAX} threshold discounts`,
} as const;

const WHOLE_NUMBER = 'Enter a whole number';

/** A tier as the list and its page show it. */
export const thresholdSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** An order's amount (see DiscountSettings.apply_on) from which the tier applies, minor units. */
  minimum_amount: minorUnits,
  type: z.enum(DISCOUNT_TYPES),
  /** Percentage: 1–100. Fixed amount: minor units of the shop currency. Free shipping: 0. */
  value: z.number().int().nonnegative(),
  active: z.boolean(),
  valid_from: unixSeconds,
  /** Null: the tier does not end. */
  valid_to: unixSeconds.nullable(),
  status: z.enum(DISCOUNT_STATUSES),
  /** Orders that met the tier. */
  times_used: z.number().int().nonnegative(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type DiscountThreshold = z.infer<typeof thresholdSchema>;

/** GET discounts/thresholds: every tier of the shop, by the amount it starts at. */
export const thresholdListSchema = z.object({ items: z.array(thresholdSchema) });
export type DiscountThresholdList = z.infer<typeof thresholdListSchema>;

export const thresholdIdParam = z.object({ thresholdId: idSchema });

/** The message about an amount in minor units, if any. */
function amountProblem(value: number): string | undefined {
  if (!Number.isInteger(value)) return AMOUNT_TOO_PRECISE;
  if (value < 0) return DISCOUNT_MESSAGES.amountNegative;
  if (value === 0) return DISCOUNT_MESSAGES.amountZero;
  if (value > COUPON_AMOUNT_MAX) return `At most ${COUPON_AMOUNT_MAX}`;
  return undefined;
}

function valueProblem(
  type: (typeof DISCOUNT_TYPES)[number],
  value: number | null | undefined,
): string | undefined {
  if (type === 'free_shipping') return undefined;
  if (value === null || value === undefined) return DISCOUNT_MESSAGES.valueRequired;
  if (type === 'fixed_amount') return amountProblem(value);
  if (!Number.isInteger(value)) return WHOLE_NUMBER;
  if (value < COUPON_PERCENT_MIN) return `At least ${COUPON_PERCENT_MIN}`;
  if (value > COUPON_PERCENT_MAX) return `At most ${COUPON_PERCENT_MAX}`;
  return undefined;
}

const thresholdShape = {
  name: z
    .string('Required')
    .trim()
    .min(1, 'Required')
    .max(COUPON_NAME_MAX, `At most ${COUPON_NAME_MAX} characters`),
  /** Checked in checkRules, so a negative amount gets the same message as elsewhere. */
  minimum_amount: z.number(THRESHOLD_MESSAGES.minimumRequired),
  type: z.enum(DISCOUNT_TYPES),
  /** Checked against the type; free shipping takes none. */
  value: z.number(DISCOUNT_MESSAGES.valueRequired).nullable().optional(),
  active: z.boolean().default(true),
  valid_from: unixSeconds,
  valid_to: unixSeconds.nullable().default(null),
};

type RuleInput = {
  minimum_amount: number;
  type: (typeof DISCOUNT_TYPES)[number];
  value?: number | null | undefined;
  valid_from: number;
  valid_to: number | null;
};

/** The rules across fields, each message on the field it is about (§5: 422 on the field). */
function checkRules(rules: RuleInput, ctx: z.RefinementCtx): void {
  const problem = (path: string, message: string | undefined) => {
    if (message) ctx.addIssue({ code: 'custom', path: [path], message });
  };
  problem('minimum_amount', amountProblem(rules.minimum_amount));
  problem('value', valueProblem(rules.type, rules.value));
  if (rules.valid_to !== null && rules.valid_to <= rules.valid_from)
    problem('valid_to', DISCOUNT_MESSAGES.validToBeforeFrom);
}

/** Free shipping keeps no value (0). */
const normalise = <T extends RuleInput>(rules: T) => ({
  ...rules,
  value: rules.type === 'free_shipping' ? 0 : (rules.value ?? 0),
});

/** POST discounts/thresholds: a new tier. */
export const createThresholdBodySchema = z
  .object(thresholdShape)
  .superRefine(checkRules)
  .transform(normalise);
export type CreateThresholdBody = z.input<typeof createThresholdBodySchema>;
export type ThresholdFields = z.output<typeof createThresholdBodySchema>;

/** PUT discounts/thresholds/{id}: the whole tier again, with the version it was edited from. */
export const updateThresholdBodySchema = z
  .object({ ...thresholdShape, updated_at: recordVersion })
  .superRefine(checkRules)
  .transform(normalise);
export type UpdateThresholdBody = z.input<typeof updateThresholdBodySchema>;

/** Where a tier stands at `now`: the same four states as a code. */
export const thresholdStatus = (
  t: { active: boolean; valid_from: number; valid_to: number | null },
  now: number,
) => couponStatus({ active: t.active, validFrom: t.valid_from, validTo: t.valid_to }, now);

/* Discount settings (`discounts/settings`): how a shop's discounts combine, one record per shop. */

/** What a threshold's minimum and a percentage are measured on: the subtotal, or with its tax. */
export const DISCOUNT_APPLY_ON = ['before_tax', 'after_tax'] as const;
export type DiscountApplyOn = (typeof DISCOUNT_APPLY_ON)[number];
export const MAX_CODES_PER_ORDER_MIN = 1;
export const MAX_CODES_PER_ORDER_MAX = 5;

const settingsShape = {
  /** A code and a threshold on one order; when false the order keeps the one that takes off more. */
  codes_combine_with_thresholds: z.boolean(),
  max_codes_per_order: z
    .number('Required')
    .int(WHOLE_NUMBER)
    .min(MAX_CODES_PER_ORDER_MIN, `At least ${MAX_CODES_PER_ORDER_MIN}`)
    .max(MAX_CODES_PER_ORDER_MAX, `At most ${MAX_CODES_PER_ORDER_MAX}`),
  apply_on: z.enum(DISCOUNT_APPLY_ON),
};

/** GET discounts/settings. `updated_at` is 0 until the first save (the defaults below). */
export const discountSettingsSchema = z.object({ ...settingsShape, updated_at: unixSeconds });
export type DiscountSettings = z.infer<typeof discountSettingsSchema>;

/** A shop that never saved its settings has these. */
export const DEFAULT_DISCOUNT_SETTINGS: DiscountSettings = {
  codes_combine_with_thresholds: true,
  max_codes_per_order: 1,
  apply_on: 'before_tax',
  updated_at: 0,
};

/** The settings a form edits (the update body without its version). */
export const discountSettingsFieldsSchema = z.object(settingsShape);
export type DiscountSettingsFields = z.infer<typeof discountSettingsFieldsSchema>;

/** PUT discounts/settings: the whole record, with the version it was edited from. */
export const updateDiscountSettingsBodySchema = z.object({
  ...settingsShape,
  updated_at: recordVersion,
});
export type UpdateDiscountSettingsBody = z.input<typeof updateDiscountSettingsBodySchema>;

/* How a tier applies to an order: the server's seed and the tests share it. */

/** The parts of an order a threshold is measured against, in minor units. */
export interface ThresholdOrder {
  subtotal: number;
  shipping_total: number;
  tax_total: number;
  /** What a code took off already (0 without one). */
  code_discount: number;
  created_at: number;
}

export type ThresholdRule = Pick<
  DiscountThreshold,
  'id' | 'name' | 'minimum_amount' | 'type' | 'value' | 'active' | 'valid_from' | 'valid_to'
>;

/** The amount a tier's minimum and percentage are measured on, after a code's part. */
export function thresholdBase(order: ThresholdOrder, applyOn: DiscountApplyOn): number {
  const goods = order.subtotal - order.code_discount;
  return Math.max(0, applyOn === 'after_tax' ? goods + order.tax_total : goods);
}

/** What one tier takes off an order: never more than the goods (or the shipping) it is taken from. */
export function thresholdAmount(
  rule: ThresholdRule,
  order: ThresholdOrder,
  applyOn: DiscountApplyOn,
) {
  const base = thresholdBase(order, applyOn);
  switch (rule.type) {
    case 'free_shipping':
      return order.shipping_total;
    case 'fixed_amount':
      return Math.min(rule.value, base);
    case 'percentage':
      return Math.floor((base * rule.value) / 100);
  }
}

/**
 * The tier an order gets, and what it takes off: among the tiers active and valid when the order was
 * placed whose minimum its amount reaches, the one that takes off the most (the higher minimum on a
 * tie); null when none does. Without combining, an order placed with a code keeps the code unless the
 * tier takes off more — the caller then drops the code (`replacesCode`).
 */
export function bestThreshold(
  rules: readonly ThresholdRule[],
  order: ThresholdOrder,
  settings: Pick<DiscountSettings, 'codes_combine_with_thresholds' | 'apply_on'>,
): { rule: ThresholdRule; amount: number; replacesCode: boolean } | null {
  const alone = !settings.codes_combine_with_thresholds && order.code_discount > 0;
  // Without combining, the tier is measured on the order as if it had no code.
  const measured = alone ? { ...order, code_discount: 0 } : order;
  const base = thresholdBase(measured, settings.apply_on);
  let best: { rule: ThresholdRule; amount: number } | null = null;
  for (const rule of rules) {
    if (thresholdStatus(rule, order.created_at) !== 'active') continue;
    if (base < rule.minimum_amount) continue;
    const amount = thresholdAmount(rule, measured, settings.apply_on);
    if (amount <= 0) continue;
    if (
      !best ||
      amount > best.amount ||
      (amount === best.amount && rule.minimum_amount > best.rule.minimum_amount)
    )
      best = { rule, amount };
  }
  if (!best) return null;
  if (alone && best.amount <= order.code_discount) return null;
  return { ...best, replacesCode: alone };
}
