import { z } from 'zod';
import {
  idSchema,
  listResponseSchema,
  optionalQueryText,
  recordVersion,
  sortSchema,
  unixSeconds,
  type SortValue,
} from './common';
import { DEFAULT_PAGE_SIZE } from './values';
import { AMOUNT_TOO_PRECISE, DISCOUNT_MESSAGES } from './messages';
// The words of this part of the contract live in messages.ts, which builds no schema.
export { DISCOUNT_MESSAGES } from './messages';

/*
 * Discount codes (§2 Discounts, §3 Discount code, §7 discounts/coupons...). §3 names the fields the
 * list shows (id, name, code, type, value, active, validFrom, validTo): they keep the spec's names,
 * as the onboarding state does. What a merchant expects beyond them (a minimum purchase, usage
 * limits, what the code applies to and who may use it) follows the API's snake_case.
 */

/** What a code takes off: a percentage of the goods, a fixed amount, or the shipping. */
export const DISCOUNT_TYPES = ['percentage', 'fixed_amount', 'free_shipping'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/**
 * Where a code stands now, derived from `active` and its dates: switched off (`inactive`), not
 * started yet (`scheduled`), past its end (`expired`), or usable (`active`).
 */
export const DISCOUNT_STATUSES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

/** The goods a code takes its percentage or amount off: all of them, or chosen ones. */
export const DISCOUNT_APPLIES_TO = ['all', 'collections', 'products'] as const;
export type DiscountAppliesTo = (typeof DISCOUNT_APPLIES_TO)[number];

/** Who may use a code: anyone, or the members of one customer group. */
export const DISCOUNT_ELIGIBILITY = ['everyone', 'customer_group'] as const;
export type DiscountEligibility = (typeof DISCOUNT_ELIGIBILITY)[number];

/** What an order needs before the code applies: nothing, a subtotal, or a number of items. */
export const DISCOUNT_MINIMUMS = ['none', 'amount', 'quantity'] as const;
export type DiscountMinimum = (typeof DISCOUNT_MINIMUMS)[number];

export const COUPON_SORT_FIELDS = [
  'name',
  'code',
  'type',
  'value',
  'active',
  'validFrom',
  'validTo',
  'times_used',
  'created_at',
] as const;
export type CouponSortField = (typeof COUPON_SORT_FIELDS)[number];
export type CouponSort = SortValue<CouponSortField>;
/** §9: discount codes are listed by name, ascending. */
export const COUPON_DEFAULT_SORT: CouponSort = 'name:asc';
export const couponSortSchema = sortSchema(COUPON_SORT_FIELDS);

export const COUPON_NAME_MAX = 100;
/** A code: letters, digits, - and _, upper-cased, unique in the shop whatever its case. */
export const COUPON_CODE_MIN = 3;
export const COUPON_CODE_MAX = 32;
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]+$/;
/** A percentage is a whole number from 1 to 100 (§5: the % field takes whole numbers). */
export const COUPON_PERCENT_MIN = 1;
export const COUPON_PERCENT_MAX = 100;
/** The largest fixed amount or minimum subtotal, in minor units (10 million of the currency). */
export const COUPON_AMOUNT_MAX = 1_000_000_000;
/** The largest minimum quantity and usage limit. */
export const COUPON_COUNT_MAX = 1_000_000;
/** Products or collections one code may name. */
export const COUPON_TARGETS_MAX = 100;
/** Codes one bulk call may name (`pnpm bench discounts` deletes 5,000 in one call). */
export const COUPON_BULK_MAX = 5_000;
/**
 * The largest page of codes: the app pages by the list's sizes; an export pages through every code
 * in pages this large (a few calls for a shop of 20,000, not hundreds).
 */
export const COUPON_LIST_MAX = 1_000;
/** Codes one generate call may make. */
export const COUPON_GENERATE_MAX = 1_000;
/** The random part of a generated code: letters and digits that cannot be misread (no 0 O 1 I). */
export const COUPON_RANDOM_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const COUPON_RANDOM_LENGTH = 8;
export const COUPON_PREFIX_MAX = COUPON_CODE_MAX - COUPON_RANDOM_LENGTH;

const WHOLE_NUMBER = 'Enter a whole number';

/** A named thing a code points at, as its page shows it. */
const targetSchema = z.object({ id: idSchema, title: z.string() });

/** A code as the list shows it (POST discounts/coupons-list). */
export const couponSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  /** Percentage: 1–100. Fixed amount: minor units of the shop currency. Free shipping: 0. */
  value: z.number().int().nonnegative(),
  active: z.boolean(),
  validFrom: unixSeconds,
  /** Null: the code does not end. */
  validTo: unixSeconds.nullable(),
  status: z.enum(DISCOUNT_STATUSES),
  /** Orders placed with the code. */
  times_used: z.number().int().nonnegative(),
  /** Uses in total; null: no limit. */
  usage_limit: z.number().int().positive().nullable(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type CouponSummary = z.infer<typeof couponSummarySchema>;

/** GET discounts/coupons/{id}: the whole code. */
export const couponSchema = couponSummarySchema.extend({
  minimum_requirement: z.enum(DISCOUNT_MINIMUMS),
  /** Minor units for `amount`, items for `quantity`; null for `none`. */
  minimum_value: z.number().int().positive().nullable(),
  /** A customer may use the code on one order only. */
  once_per_customer: z.boolean(),
  applies_to: z.enum(DISCOUNT_APPLIES_TO),
  /** The chosen collections (`applies_to` collections), by title. */
  collections: z.array(targetSchema),
  /** The chosen products (`applies_to` products), by title. */
  products: z.array(targetSchema),
  customer_eligibility: z.enum(DISCOUNT_ELIGIBILITY),
  /**
   * The group whose members may use it (`customer_group`). Null there once the group is deleted:
   * the code then applies to nobody rather than to everyone.
   */
  customer_group: z.object({ id: idSchema, name: z.string() }).nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;

/**
 * POST discounts/coupons-list: one page of the shop's codes in the order asked (§2's call with its
 * sort), searched by name and code whatever the case (`q`), continued from a code of the last page
 * (`starting_after`, or `ending_before` backwards), as the other lists page.
 */
export const couponListBodySchema = z.object({
  sort: couponSortSchema.default(COUPON_DEFAULT_SORT),
  q: optionalQueryText,
  limit: z.number().int().min(1).max(COUPON_LIST_MAX).default(DEFAULT_PAGE_SIZE),
  starting_after: idSchema.optional(),
  ending_before: idSchema.optional(),
});
export type CouponListBody = z.input<typeof couponListBodySchema>;
/**
 * The page alone: the shop's count is a call of its own (GET discounts/coupons/count), asked for once
 * and not on each search (counting every code of the shop took a third of a search's call on 20,000
 * codes, `pnpm bench discounts`). The matches of a search are not counted either.
 */
export const couponListSchema = listResponseSchema(couponSummarySchema);
export type CouponList = z.infer<typeof couponListSchema>;

export const couponIdParam = z.object({ couponId: idSchema });

/** A code as typed: trimmed, upper-cased, then checked. */
export const couponCodeSchema = z
  .string('Required')
  .trim()
  .toUpperCase()
  .min(1, 'Required')
  .min(COUPON_CODE_MIN, `At least ${COUPON_CODE_MIN} characters`)
  .max(COUPON_CODE_MAX, `At most ${COUPON_CODE_MAX} characters`)
  .regex(COUPON_CODE_PATTERN, DISCOUNT_MESSAGES.codePattern);

/** Ids of products or collections: each once, at most COUPON_TARGETS_MAX. */
const targetIds = z
  .array(idSchema)
  .max(COUPON_TARGETS_MAX, `At most ${COUPON_TARGETS_MAX} values`)
  .superRefine((ids, ctx) => {
    const seen = new Set<string>();
    ids.forEach((id, i) => {
      if (seen.has(id))
        ctx.addIssue({ code: 'custom', path: [i], message: DISCOUNT_MESSAGES.repeated });
      seen.add(id);
    });
  })
  .default([]);

/** Everything a code is but its code: shared by one code and a batch of generated ones. */
const couponRuleShape = {
  name: z
    .string('Required')
    .trim()
    .min(1, 'Required')
    .max(COUPON_NAME_MAX, `At most ${COUPON_NAME_MAX} characters`),
  type: z.enum(DISCOUNT_TYPES),
  /** Checked against the type (see checkRules); free shipping takes none. */
  value: z.number(DISCOUNT_MESSAGES.valueRequired).nullable().optional(),
  active: z.boolean().default(true),
  validFrom: unixSeconds,
  validTo: unixSeconds.nullable().default(null),
  minimum_requirement: z.enum(DISCOUNT_MINIMUMS).default('none'),
  minimum_value: z.number(DISCOUNT_MESSAGES.minimumRequired).nullable().optional(),
  usage_limit: z
    .number()
    .int(WHOLE_NUMBER)
    .min(1, 'At least 1')
    .max(COUPON_COUNT_MAX, `At most ${COUPON_COUNT_MAX}`)
    .nullable()
    .default(null),
  once_per_customer: z.boolean().default(false),
  applies_to: z.enum(DISCOUNT_APPLIES_TO).default('all'),
  collection_ids: targetIds,
  product_ids: targetIds,
  customer_eligibility: z.enum(DISCOUNT_ELIGIBILITY).default('everyone'),
  customer_group_id: idSchema.nullable().default(null),
};

type RuleInput = {
  type: DiscountType;
  value?: number | null | undefined;
  validFrom: number;
  validTo: number | null;
  minimum_requirement: DiscountMinimum;
  minimum_value?: number | null | undefined;
  applies_to: DiscountAppliesTo;
  collection_ids: string[];
  product_ids: string[];
  customer_eligibility: DiscountEligibility;
  customer_group_id: string | null;
};

/** The message about an amount in minor units (a fixed amount, a minimum subtotal), if any. */
function amountProblem(value: number): string | undefined {
  if (!Number.isInteger(value)) return AMOUNT_TOO_PRECISE;
  if (value < 0) return DISCOUNT_MESSAGES.amountNegative;
  if (value === 0) return DISCOUNT_MESSAGES.amountZero;
  if (value > COUPON_AMOUNT_MAX) return `At most ${COUPON_AMOUNT_MAX}`;
  return undefined;
}

/** The message about a whole number within [min, max], if any. */
function countProblem(value: number, min: number, max: number): string | undefined {
  if (!Number.isInteger(value)) return WHOLE_NUMBER;
  if (value < min) return `At least ${min}`;
  if (value > max) return `At most ${max}`;
  return undefined;
}

/** The value's message for its type: the percentage of §5 (whole, 1–100) or a positive amount. */
function valueProblem(type: DiscountType, value: number | null | undefined): string | undefined {
  if (type === 'free_shipping') return undefined;
  if (value === null || value === undefined) return DISCOUNT_MESSAGES.valueRequired;
  return type === 'percentage'
    ? countProblem(value, COUPON_PERCENT_MIN, COUPON_PERCENT_MAX)
    : amountProblem(value);
}

function minimumProblem(
  kind: DiscountMinimum,
  value: number | null | undefined,
): string | undefined {
  if (kind === 'none') return undefined;
  if (value === null || value === undefined) return DISCOUNT_MESSAGES.minimumRequired;
  return kind === 'amount' ? amountProblem(value) : countProblem(value, 1, COUPON_COUNT_MAX);
}

/** The rules across fields, each message on the field it is about. */
function checkRules(rules: RuleInput, ctx: z.RefinementCtx): void {
  const problem = (path: string, message: string | undefined) => {
    if (message) ctx.addIssue({ code: 'custom', path: [path], message });
  };
  problem('value', valueProblem(rules.type, rules.value));
  if (rules.validTo !== null && rules.validTo <= rules.validFrom)
    problem('validTo', DISCOUNT_MESSAGES.validToBeforeFrom);
  problem('minimum_value', minimumProblem(rules.minimum_requirement, rules.minimum_value));
  if (rules.applies_to === 'collections' && rules.collection_ids.length === 0)
    problem('collection_ids', DISCOUNT_MESSAGES.chooseCollections);
  if (rules.applies_to === 'products' && rules.product_ids.length === 0)
    problem('product_ids', DISCOUNT_MESSAGES.chooseProducts);
  if (rules.customer_eligibility === 'customer_group' && rules.customer_group_id === null)
    problem('customer_group_id', DISCOUNT_MESSAGES.chooseGroup);
}

/**
 * What is kept of a checked body: a free shipping code has no value (0), no minimum leaves no
 * minimum value, and only the targets of the chosen scope and the group of a group code stay.
 */
function normalise<T extends RuleInput>(rules: T) {
  return {
    ...rules,
    value: rules.type === 'free_shipping' ? 0 : (rules.value ?? 0),
    minimum_value: rules.minimum_requirement === 'none' ? null : (rules.minimum_value ?? null),
    collection_ids: rules.applies_to === 'collections' ? rules.collection_ids : [],
    product_ids: rules.applies_to === 'products' ? rules.product_ids : [],
    customer_group_id:
      rules.customer_eligibility === 'customer_group' ? rules.customer_group_id : null,
  };
}

const couponShape = { ...couponRuleShape, code: couponCodeSchema };

/** POST discounts/coupons: a new code. */
export const createCouponBodySchema = z
  .object(couponShape)
  .superRefine(checkRules)
  .transform(normalise);
export type CreateCouponBody = z.input<typeof createCouponBodySchema>;
export type CouponFields = z.output<typeof createCouponBodySchema>;

/** PUT discounts/coupons/{id}: the whole code again, with the version it was edited from. */
export const updateCouponBodySchema = z
  .object({ ...couponShape, updated_at: recordVersion })
  .superRefine(checkRules)
  .transform(normalise);
export type UpdateCouponBody = z.input<typeof updateCouponBodySchema>;

/** POST discounts/coupons/bulk: an action on many codes at once (delete is the one there is). */
export const COUPON_BULK_ACTIONS = ['delete'] as const;
export const couponBulkBodySchema = z.object({
  action: z.enum(COUPON_BULK_ACTIONS),
  ids: z
    .array(idSchema, DISCOUNT_MESSAGES.chooseCodes)
    .min(1, DISCOUNT_MESSAGES.chooseCodes)
    .max(COUPON_BULK_MAX, `At most ${COUPON_BULK_MAX} values`),
});
export type CouponBulkBody = z.input<typeof couponBulkBodySchema>;

/**
 * Why an id of a bulk call was left alone: `not_found` when the shop has no such code (another
 * shop's codes are not told apart from missing ones).
 */
export const COUPON_SKIP_REASONS = ['not_found'] as const;
export const couponBulkResultSchema = z.object({
  action: z.enum(COUPON_BULK_ACTIONS),
  /** The ids deleted, in the order asked. */
  deleted: z.array(idSchema),
  skipped: z.array(z.object({ id: z.string(), reason: z.enum(COUPON_SKIP_REASONS) })),
});
export type CouponBulkResult = z.infer<typeof couponBulkResultSchema>;

/**
 * POST discounts/coupons/generate: `count` new codes with the same rules, each `prefix` and a
 * random part (COUPON_RANDOM_LENGTH characters of COUPON_RANDOM_ALPHABET), unique in the shop.
 */
export const generateCouponsBodySchema = z
  .object({
    ...couponRuleShape,
    prefix: z
      .string()
      .trim()
      .toUpperCase()
      .max(COUPON_PREFIX_MAX, `At most ${COUPON_PREFIX_MAX} characters`)
      .regex(/^[A-Z0-9_-]*$/, DISCOUNT_MESSAGES.codePattern)
      .default(''),
    count: z
      .number(DISCOUNT_MESSAGES.valueRequired)
      .int(WHOLE_NUMBER)
      .min(1, 'At least 1')
      .max(COUPON_GENERATE_MAX, `At most ${COUPON_GENERATE_MAX}`),
  })
  .superRefine(checkRules)
  .transform(normalise);
export type GenerateCouponsBody = z.input<typeof generateCouponsBodySchema>;

/** The generated codes, by code. */
export const generatedCouponsSchema = z.object({ items: z.array(couponSummarySchema) });
export type GeneratedCoupons = z.infer<typeof generatedCouponsSchema>;

/** Where a code stands at `now` (unix seconds): see DISCOUNT_STATUSES. */
export function couponStatus(
  coupon: Pick<CouponSummary, 'active' | 'validFrom' | 'validTo'>,
  now: number,
): DiscountStatus {
  if (!coupon.active) return 'inactive';
  if (coupon.validFrom > now) return 'scheduled';
  if (coupon.validTo !== null && coupon.validTo <= now) return 'expired';
  return 'active';
}

/**
 * A code of `prefix` and COUPON_RANDOM_LENGTH characters of COUPON_RANDOM_ALPHABET, each drawn by
 * `randomIndex(size)` (an integer in [0, size)): the server draws with node:crypto, the app's
 * Generate button with the browser's crypto.
 */
export function randomCouponCode(prefix: string, randomIndex: (size: number) => number): string {
  let code = prefix.trim().toUpperCase();
  for (let i = 0; i < COUPON_RANDOM_LENGTH; i++)
    code += COUPON_RANDOM_ALPHABET[randomIndex(COUPON_RANDOM_ALPHABET.length)];
  return code;
}
