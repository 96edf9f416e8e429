import { z } from 'zod';
import { apiErrorSchema } from './errors';
import { currencySchema, idSchema, minorUnits, recordVersion, unixSeconds } from './common';

/*
 * Settings › plans and billing (policy `billing`): the platform's plans, the shop's subscription to
 * one of them, its invoices, and paying for a plan through the platform's Cashfree account.
 */

/** Plans are billed monthly. */
export const BILLING_INTERVALS = ['month'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/**
 * What a plan includes beyond its limits, each a part of this product (the admin names them in the
 * merchant's language): the online store, discount codes, a custom domain, customer groups, the AI
 * writing helpers, automation apps from the app store, and support that answers first.
 */
export const PLAN_FEATURES = [
  'online_store',
  'discount_codes',
  'custom_domain',
  'customer_groups',
  'ai_writing',
  'app_store',
  'priority_support',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** How many of each the plan allows; null: no limit. */
export const planLimitsSchema = z.object({
  /** Staff accounts besides the owner (members and pending invitations). */
  staff: z.number().int().nonnegative().nullable(),
  /** Stock locations. */
  locations: z.number().int().nonnegative().nullable(),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;
export type PlanLimit = keyof PlanLimits;
export const PLAN_LIMITS = ['staff', 'locations'] as const satisfies readonly PlanLimit[];

export const planSchema = z.object({
  id: idSchema,
  /** A product name ("Growth"), the same in every language. */
  name: z.string(),
  /** The price of one interval, in minor units of `currency`. */
  price: minorUnits,
  currency: currencySchema,
  interval: z.enum(BILLING_INTERVALS),
  limits: planLimitsSchema,
  /** Percent of each sale paid through another provider than the platform's: 2 is 2 %. */
  transaction_fee_percent: z.number().nonnegative(),
  features: z.array(z.enum(PLAN_FEATURES)),
});
export type Plan = z.infer<typeof planSchema>;

/** GET plans: every plan on offer, cheapest first. */
export const planListSchema = z.object({ items: z.array(planSchema) });
export type PlanList = z.infer<typeof planListSchema>;

export const INVOICE_STATUSES = ['paid', 'open', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const invoiceSchema = z.object({
  id: idSchema,
  /** The number printed on it, e.g. INV-1006. */
  number: z.string(),
  plan_id: idSchema,
  /** The plan's name when it was issued. */
  plan_name: z.string(),
  period_start: unixSeconds,
  period_end: unixSeconds,
  amount: minorUnits,
  currency: currencySchema,
  status: z.enum(INVOICE_STATUSES),
  issued_at: unixSeconds,
  paid_at: unixSeconds.nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** How the shop last paid: a card (network, last four digits, expiry) or a UPI id (masked). */
export const paymentMethodSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('card'),
    /** The card network as Cashfree names it: visa, mastercard, rupay, amex... */
    brand: z.string(),
    last4: z.string().regex(/^\d{4}$/),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int(),
  }),
  z.object({ kind: z.literal('upi'), vpa: z.string() }),
]);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const BILLING_STATUSES = ['active', 'past_due'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/** GET billing: the shop's subscription. */
export const billingSchema = z.object({
  plan_id: idSchema,
  status: z.enum(BILLING_STATUSES),
  current_period_start: unixSeconds,
  /** When the current period ends and the next one is charged. */
  current_period_end: unixSeconds,
  /** The next charge: the plan's price at the end of the period. */
  next_charge: z.object({ amount: minorUnits, currency: currencySchema, date: unixSeconds }),
  payment_method: paymentMethodSchema.nullable(),
  /** What the shop uses of what plans limit (see planLimitsSchema). */
  usage: z.object({
    staff: z.number().int().nonnegative(),
    locations: z.number().int().nonnegative(),
  }),
  /** Newest first, the last 24. */
  invoices: z.array(invoiceSchema),
  updated_at: unixSeconds,
});
export type Billing = z.infer<typeof billingSchema>;

export const planIdParam = z.object({ planId: idSchema });

/** PUT billing/plan/{planId}: the version of the billing record the choice was made on. */
export const changePlanBodySchema = z.object({ updated_at: recordVersion });
export type ChangePlanBody = z.input<typeof changePlanBodySchema>;

/** The refusals of a plan change (422), by field. */
export const PLAN_CHANGE_MESSAGES = {
  samePlan: 'The shop is on this plan already',
  overLimit: (limit: PlanLimit, used: number, allowed: number, plan: string) =>
    `The shop has ${used} ${limit === 'staff' ? 'staff accounts' : 'locations'}; ${plan} allows ${allowed}`,
} as const;

/** POST billing/create-cashfree-order-for-billing-plan: the plan to pay one interval of. */
export const createCashfreeOrderBodySchema = z.object({ plan_id: idSchema });
export type CreateCashfreeOrderBody = z.input<typeof createCashfreeOrderBodySchema>;

/**
 * Cashfree's browser SDK (v3), which opens Cashfree's hosted checkout for an order's session: the
 * admin loads it, and the admin's content security policy allows it where Cashfree is set up.
 */
export const CASHFREE_SDK_URL = 'https://sdk.cashfree.com/js/v3/cashfree.js';

export const CASHFREE_ENVIRONMENTS = ['sandbox', 'production'] as const;
export type CashfreeEnvironment = (typeof CASHFREE_ENVIRONMENTS)[number];

/**
 * A Cashfree order made for the plan: what the admin needs to open Cashfree's checkout
 * (`payment_session_id`, in `environment`). Nothing is paid until the merchant pays there.
 */
export const cashfreeOrderSchema = z.object({
  /** Ours, sent to Cashfree as its order_id. */
  order_id: z.string(),
  /** Cashfree's own id of the order. */
  cf_order_id: z.string(),
  payment_session_id: z.string(),
  environment: z.enum(CASHFREE_ENVIRONMENTS),
  plan_id: idSchema,
  amount: minorUnits,
  currency: currencySchema,
  /** When Cashfree lets the order expire unpaid. */
  expires_at: unixSeconds.nullable(),
});
export type CashfreeOrder = z.infer<typeof cashfreeOrderSchema>;

/**
 * Why no Cashfree order was made. `cashfree_not_configured` (503): the platform has no Cashfree
 * credentials. `cashfree_unavailable` (502): Cashfree could not be reached or failed.
 * `cashfree_refused` (502): Cashfree refused the order (the platform's credentials among reasons).
 * `shop_phone_missing` (422): Cashfree needs the shop's phone number.
 */
export const CASHFREE_ERROR_CODES = [
  'cashfree_not_configured',
  'cashfree_unavailable',
  'cashfree_refused',
  'shop_phone_missing',
] as const;
export type CashfreeErrorCode = (typeof CASHFREE_ERROR_CODES)[number];

/** `code` is absent on the 503 the server answers to any request when it is at capacity. */
export const cashfreeErrorSchema = apiErrorSchema.extend({
  code: z.enum(CASHFREE_ERROR_CODES).optional(),
});
export type CashfreeError = z.infer<typeof cashfreeErrorSchema>;
