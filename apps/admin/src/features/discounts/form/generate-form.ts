import { generateCouponsBodySchema, type Coupon } from '@shop/admin-api';
import type { BodyDraft, BodyMapping } from '../../../lib/forms/body-resolver';
import type { GenerateCouponsBody } from '@shop/admin-api';
import { toCouponBody, toCouponValues } from './coupon-form';

/** A batch of codes like a saved one: its rules, a prefix and how many. */
export interface GenerateValues {
  prefix: string;
  count: string;
}

export const GENERATE_START: GenerateValues = { prefix: '', count: '10' };

/**
 * The generate body for `coupon`'s rules (its name, value, dates, limits, targets and group) with
 * the prefix and count typed. Its code is not part of it: each new code is the prefix and a random
 * part.
 */
export function generateBody(coupon: Coupon) {
  const { code: _code, ...rules } = toCouponBody(toCouponValues(coupon));
  const toBody = (values: GenerateValues): BodyDraft<GenerateCouponsBody> => {
    const count = values.count.trim();
    return { ...rules, prefix: values.prefix, count: count === '' ? null : Number(count) };
  };
  return {
    schema: generateCouponsBodySchema,
    toBody,
    // The rules are the saved code's: a message about one of them is shown above the fields.
    fields: ['prefix', 'count'],
  } satisfies BodyMapping<GenerateValues, typeof generateCouponsBodySchema>;
}
