import {
  createCouponBodySchema,
  type Coupon,
  type CouponFields,
  type CreateCouponBody,
  type DiscountAppliesTo,
  type DiscountEligibility,
  type DiscountMinimum,
  type DiscountType,
} from '@shop/admin-api';
import type { BodyDraft, BodyMapping } from '../../../lib/forms/body-resolver';
import type { Target } from '../queries';

/**
 * A code's form. The value and the minimum are one body field each, but each kind has a field of its
 * own (a percentage, an amount in the shop currency, a number of items), so switching the kind does
 * not read 10 % as 10 cents. Whole numbers are typed as text (empty: none).
 */
export interface CouponFormValues {
  name: string;
  code: string;
  active: boolean;
  type: DiscountType;
  percentage: number | null;
  amount: number | null;
  validFrom: number | null;
  validTo: number | null;
  minimum_requirement: DiscountMinimum;
  minimum_amount: number | null;
  minimum_quantity: string;
  usage_limit: string;
  once_per_customer: boolean;
  applies_to: DiscountAppliesTo;
  collections: Target[];
  products: Target[];
  customer_eligibility: DiscountEligibility;
  /** '' for none chosen. */
  customer_group_id: string;
}

export type CouponFormOutput = CouponFields;

/** A typed whole number: null when empty, NaN (refused by the contract) when not a number. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

const SECONDS_PER_MINUTE = 60;

/** A new code: a percentage, on, valid from this minute without an end, for everyone and all goods. */
export function newCouponValues(nowSeconds: number): CouponFormValues {
  return {
    name: '',
    code: '',
    active: true,
    type: 'percentage',
    percentage: null,
    amount: null,
    validFrom: nowSeconds - (nowSeconds % SECONDS_PER_MINUTE),
    validTo: null,
    minimum_requirement: 'none',
    minimum_amount: null,
    minimum_quantity: '',
    usage_limit: '',
    once_per_customer: false,
    applies_to: 'all',
    collections: [],
    products: [],
    customer_eligibility: 'everyone',
    customer_group_id: '',
  };
}

/** A saved code as the form's values. */
export function toCouponValues(coupon: Coupon): CouponFormValues {
  return {
    name: coupon.name,
    code: coupon.code,
    active: coupon.active,
    type: coupon.type,
    percentage: coupon.type === 'percentage' ? coupon.value : null,
    amount: coupon.type === 'fixed_amount' ? coupon.value : null,
    validFrom: coupon.validFrom,
    validTo: coupon.validTo,
    minimum_requirement: coupon.minimum_requirement,
    minimum_amount: coupon.minimum_requirement === 'amount' ? coupon.minimum_value : null,
    minimum_quantity:
      coupon.minimum_requirement === 'quantity' ? String(coupon.minimum_value ?? '') : '',
    usage_limit: coupon.usage_limit === null ? '' : String(coupon.usage_limit),
    once_per_customer: coupon.once_per_customer,
    applies_to: coupon.applies_to,
    collections: coupon.collections,
    products: coupon.products,
    customer_eligibility: coupon.customer_eligibility,
    customer_group_id: coupon.customer_group?.id ?? '',
  };
}

/** The form's values as the contract's body: the value and minimum of the kinds chosen. */
export function toCouponBody(values: CouponFormValues): BodyDraft<CreateCouponBody> {
  const value =
    values.type === 'percentage'
      ? values.percentage
      : values.type === 'fixed_amount'
        ? values.amount
        : null;
  const minimum =
    values.minimum_requirement === 'amount'
      ? values.minimum_amount
      : values.minimum_requirement === 'quantity'
        ? wholeNumber(values.minimum_quantity)
        : null;
  return {
    name: values.name,
    code: values.code,
    active: values.active,
    type: values.type,
    value,
    validFrom: values.validFrom,
    validTo: values.validTo,
    minimum_requirement: values.minimum_requirement,
    minimum_value: minimum,
    usage_limit: wholeNumber(values.usage_limit),
    once_per_customer: values.once_per_customer,
    applies_to: values.applies_to,
    collection_ids: values.collections.map((target) => target.id),
    product_ids: values.products.map((target) => target.id),
    customer_eligibility: values.customer_eligibility,
    customer_group_id: values.customer_group_id || null,
  };
}

/** The fields whose names the form shares with the body. */
const SAME_NAME = new Set<string>([
  'name',
  'code',
  'active',
  'type',
  'validFrom',
  'validTo',
  'minimum_requirement',
  'usage_limit',
  'once_per_customer',
  'applies_to',
  'customer_eligibility',
  'customer_group_id',
]);

/** Which form field shows a message about a body field (the contract's or the server's). */
export function couponFieldOf(
  bodyField: string,
  values: CouponFormValues,
): keyof CouponFormValues | undefined {
  const [field] = bodyField.split('.');
  if (field === 'value') return values.type === 'fixed_amount' ? 'amount' : 'percentage';
  if (field === 'minimum_value')
    return values.minimum_requirement === 'amount' ? 'minimum_amount' : 'minimum_quantity';
  if (field === 'collection_ids') return 'collections';
  if (field === 'product_ids') return 'products';
  return field !== undefined && SAME_NAME.has(field)
    ? (field as keyof CouponFormValues)
    : undefined;
}

/**
 * The form as the contract's create body; an edit sends the same with its version. Every message
 * lands on the field that shows it.
 */
export const couponBody = {
  schema: createCouponBodySchema,
  toBody: toCouponBody,
  fields: couponFieldOf,
} satisfies BodyMapping<CouponFormValues, typeof createCouponBodySchema>;
