import {
  createThresholdBodySchema,
  discountSettingsFieldsSchema,
  type CreateThresholdBody,
  type DiscountApplyOn,
  type DiscountSettings,
  type DiscountThreshold,
  type DiscountType,
  type ThresholdFields,
} from '@shop/admin-api';
import type { BodyDraft, BodyMapping } from '../../../lib/forms/body-resolver';

/**
 * A tier's form. The value is one body field, but a percentage and an amount each have a field of
 * their own (§5's % field, an amount in the shop currency), so switching the type does not read 10 %
 * as 10 cents.
 */
export interface ThresholdFormValues {
  name: string;
  minimum_amount: number | null;
  type: DiscountType;
  percentage: number | null;
  amount: number | null;
  active: boolean;
  valid_from: number | null;
  valid_to: number | null;
}

export type ThresholdFormOutput = ThresholdFields;

const SECONDS_PER_MINUTE = 60;

/** A new tier: a percentage, on, valid from this minute without an end. */
export function newThresholdValues(nowSeconds: number): ThresholdFormValues {
  return {
    name: '',
    minimum_amount: null,
    type: 'percentage',
    percentage: null,
    amount: null,
    active: true,
    valid_from: nowSeconds - (nowSeconds % SECONDS_PER_MINUTE),
    valid_to: null,
  };
}

export function toThresholdValues(tier: DiscountThreshold): ThresholdFormValues {
  return {
    name: tier.name,
    minimum_amount: tier.minimum_amount,
    type: tier.type,
    percentage: tier.type === 'percentage' ? tier.value : null,
    amount: tier.type === 'fixed_amount' ? tier.value : null,
    active: tier.active,
    valid_from: tier.valid_from,
    valid_to: tier.valid_to,
  };
}

export function toThresholdBody(values: ThresholdFormValues): BodyDraft<CreateThresholdBody> {
  return {
    name: values.name,
    minimum_amount: values.minimum_amount,
    type: values.type,
    value:
      values.type === 'percentage'
        ? values.percentage
        : values.type === 'fixed_amount'
          ? values.amount
          : null,
    active: values.active,
    valid_from: values.valid_from,
    valid_to: values.valid_to,
  };
}

const SAME_NAME = new Set<string>([
  'name',
  'minimum_amount',
  'type',
  'active',
  'valid_from',
  'valid_to',
]);

/** Which form field shows a message about a body field (the contract's or the server's). */
export function thresholdFieldOf(
  bodyField: string,
  values: ThresholdFormValues,
): keyof ThresholdFormValues | undefined {
  if (bodyField === 'value') return values.type === 'fixed_amount' ? 'amount' : 'percentage';
  return SAME_NAME.has(bodyField) ? (bodyField as keyof ThresholdFormValues) : undefined;
}

/** The form as the contract's create body; an edit sends the same with its version. */
export const thresholdBody = {
  schema: createThresholdBodySchema,
  toBody: toThresholdBody,
  fields: thresholdFieldOf,
} satisfies BodyMapping<ThresholdFormValues, typeof createThresholdBodySchema>;

/** The settings form: the record's fields as they are (a choice list, a switch, a number as text). */
export interface DiscountSettingsValues {
  codes_combine_with_thresholds: boolean;
  max_codes_per_order: string;
  apply_on: DiscountApplyOn;
}

export const toSettingsValues = (s: DiscountSettings): DiscountSettingsValues => ({
  codes_combine_with_thresholds: s.codes_combine_with_thresholds,
  max_codes_per_order: String(s.max_codes_per_order),
  apply_on: s.apply_on,
});

export const discountSettingsBody = {
  schema: discountSettingsFieldsSchema,
  toBody: (v: DiscountSettingsValues) => ({
    codes_combine_with_thresholds: v.codes_combine_with_thresholds,
    max_codes_per_order: Number(v.max_codes_per_order),
    apply_on: v.apply_on,
  }),
  fields: ['codes_combine_with_thresholds', 'max_codes_per_order', 'apply_on'],
} satisfies BodyMapping<DiscountSettingsValues, typeof discountSettingsFieldsSchema>;
