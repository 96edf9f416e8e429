import { z } from 'zod';
import { minorUnits, recordVersion, unixSeconds } from './common';
import {
  CREDENTIAL_MODES,
  credentialIssues,
  credentialsInputSchema,
  savedCredentialsSchema,
  UNKNOWN_CREDENTIAL,
  unknownCredentialKeys,
  type CredentialMode,
} from './credentials';
import { AMOUNT_TOO_PRECISE } from './messages';
import { PAYMENT_PROVIDER_IDS, paymentProvider, type PaymentProviderId } from './payment-providers';

/**
 * Settings › payments (policy `payment`, §2, §7): the 17 providers of the catalogue
 * (payment-providers.ts) with their credentials, cash on delivery, and the platform's own
 * provider. A provider is connected once its credentials are saved; its status (§4: active or
 * inactive, set by a switch and saved with the form) says whether checkout offers it.
 */

/** §7: the paths of the two that are not in the catalogue (PUT only; the list shows them). */
export const CASH_ON_DELIVERY = 'cash-on-delivery';
export const PLATFORM_PAYMENTS = 'shop-payments';

/** §3 enumerations: active or inactive (§4: set by a switch, saved with the form). */
export const PAYMENT_STATUSES = ['active', 'inactive'] as const;
const activeStatusSchema = z.enum(PAYMENT_STATUSES);

export const paymentProviderIdSchema = z.enum(PAYMENT_PROVIDER_IDS);
/** GET, PUT and DELETE (§7's `{id}`: a shop has one connection per provider) of one provider. */
export const paymentProviderParam = z.object({ provider: paymentProviderIdSchema });

const coverageSchema = {
  countries: z.union([z.literal('worldwide'), z.array(z.string())]),
  currencies: z.union([z.literal('many'), z.array(z.string())]),
};

/** A provider in GET settings/payments: the catalogue's facts and the shop's connection. */
export const paymentProviderSummarySchema = z.object({
  id: paymentProviderIdSchema,
  name: z.string(),
  mark: z.object({ monogram: z.string(), color: z.string() }),
  ...coverageSchema,
  /** Credentials are saved. */
  connected: z.boolean(),
  status: activeStatusSchema,
  /** The mode its credentials were saved for; null while not connected. */
  mode: z.enum(CREDENTIAL_MODES).nullable(),
  /** 0 while not connected. */
  updated_at: unixSeconds,
});
export type PaymentProviderSummary = z.infer<typeof paymentProviderSummarySchema>;

/** GET and PUT settings/payments/{provider}: the connection, secrets masked (see credentials.ts). */
export const paymentProviderSettingsSchema = savedCredentialsSchema.extend({
  provider: paymentProviderIdSchema,
  connected: z.boolean(),
  status: activeStatusSchema,
  /** What the credentials are for; `test` while not connected. */
  mode: z.enum(CREDENTIAL_MODES),
  /** The version a save edits: 0 while not connected. */
  updated_at: unixSeconds,
});
export type PaymentProviderSettings = z.infer<typeof paymentProviderSettingsSchema>;

/** §4: cash on delivery, the shop's manual method (no credentials). Money in minor units. */
export const cashOnDeliverySchema = z.object({
  display_name: z.string(),
  instructions: z.string(),
  /** Added to an order paid this way; null for none. */
  fee: minorUnits.nullable(),
  /** Offered for orders of at least / at most this total; null for no bound. */
  min_order: minorUnits.nullable(),
  max_order: minorUnits.nullable(),
  status: activeStatusSchema,
  updated_at: unixSeconds,
});
export type CashOnDelivery = z.infer<typeof cashOnDeliverySchema>;

/** The platform's own provider: nothing to connect; how charges read on a buyer's statement. */
export const platformPaymentsSchema = z.object({
  statement_descriptor: z.string(),
  status: activeStatusSchema,
  updated_at: unixSeconds,
});
export type PlatformPayments = z.infer<typeof platformPaymentsSchema>;

/** GET settings/payments: every provider in the catalogue's order, then the shop's own two. */
export const paymentSettingsSchema = z.object({
  providers: z.array(paymentProviderSummarySchema),
  cash_on_delivery: cashOnDeliverySchema,
  platform: platformPaymentsSchema,
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const COD_DISPLAY_NAME_MAX = 60;
export const COD_INSTRUCTIONS_MAX = 1000;
/** A fee or bound above this (ten million in major units of a two-digit currency) is a typo. */
export const COD_AMOUNT_MAX = 1_000_000_000;
export const STATEMENT_DESCRIPTOR_MIN = 5;
export const STATEMENT_DESCRIPTOR_MAX = 22;

export const PAYMENT_MESSAGES = {
  minBelowMax: 'The minimum must be less than the maximum',
  amount: 'Enter an amount of 0 or more',
  amountTooHigh: 'The amount is too high',
  /** Card networks' rule: Latin letters, digits, spaces and a few marks; not only digits. */
  descriptor: 'Use Latin letters, digits, spaces and . , - only, with at least one letter',
} as const;

const amountSchema = z
  .number(PAYMENT_MESSAGES.amount)
  .int(AMOUNT_TOO_PRECISE)
  .min(0, PAYMENT_MESSAGES.amount)
  .max(COD_AMOUNT_MAX, PAYMENT_MESSAGES.amountTooHigh)
  .nullable();

const cashOnDeliveryFields = z.object({
  display_name: z
    .string('Required')
    .trim()
    .min(1, 'Required')
    .max(COD_DISPLAY_NAME_MAX, `At most ${COD_DISPLAY_NAME_MAX} characters`),
  instructions: z
    .string()
    .trim()
    .max(COD_INSTRUCTIONS_MAX, `At most ${COD_INSTRUCTIONS_MAX} characters`)
    .default(''),
  fee: amountSchema.default(null),
  min_order: amountSchema.default(null),
  max_order: amountSchema.default(null),
  status: activeStatusSchema,
});

/** §5: a minimum must be less than the maximum; the message sits on the maximum. */
function minBelowMax(
  body: { min_order: number | null; max_order: number | null },
  ctx: z.RefinementCtx,
): void {
  if (body.min_order !== null && body.max_order !== null && body.min_order >= body.max_order) {
    ctx.addIssue({ code: 'custom', path: ['max_order'], message: PAYMENT_MESSAGES.minBelowMax });
  }
}

/** Cash on delivery's fields without the version: what its form checks. */
export const cashOnDeliveryChangesSchema = cashOnDeliveryFields.superRefine(minBelowMax);

/** PUT settings/payments/cash-on-delivery: the whole method, minimum below maximum (§5 words). */
export const cashOnDeliveryBodySchema = cashOnDeliveryFields
  .extend({ updated_at: recordVersion })
  .superRefine(minBelowMax);
export type CashOnDeliveryBody = z.input<typeof cashOnDeliveryBodySchema>;

/** PUT settings/payments/shop-payments. */
export const platformPaymentsBodySchema = z.object({
  statement_descriptor: z
    .string('Required')
    .trim()
    .min(STATEMENT_DESCRIPTOR_MIN, `At least ${STATEMENT_DESCRIPTOR_MIN} characters`)
    .max(STATEMENT_DESCRIPTOR_MAX, `At most ${STATEMENT_DESCRIPTOR_MAX} characters`)
    .regex(/^(?=.*[A-Za-z])[A-Za-z0-9 .,-]+$/, PAYMENT_MESSAGES.descriptor),
  status: activeStatusSchema,
  updated_at: recordVersion,
});
export type PlatformPaymentsBody = z.input<typeof platformPaymentsBodySchema>;

/**
 * PUT settings/payments/{provider}: the mode, the status and the credentials as typed (an empty
 * secret keeps the saved one). The registry's shape; what each provider takes is checked by
 * `paymentCredentialIssues` (the server after reading what is saved, the admin's form before).
 */
export const paymentProviderBodySchema = z.object({
  mode: z.enum(CREDENTIAL_MODES),
  status: activeStatusSchema,
  credentials: credentialsInputSchema,
  updated_at: recordVersion,
});
export type PaymentProviderBody = z.input<typeof paymentProviderBodySchema>;

/** What is saved of a provider's connection, as a save is checked against it. */
export interface SavedPaymentConnection {
  mode: CredentialMode | null;
  storedSecrets: ReadonlySet<string>;
}

/**
 * Every refusal of a provider's credentials (field `credentials.<key>`): a field it does not have,
 * and what credentialIssues refuses (required, the mode's prefixes, the format, a kept secret of
 * the other mode).
 */
export function paymentCredentialIssues(
  provider: PaymentProviderId,
  body: { mode: CredentialMode; credentials: Readonly<Record<string, string | undefined>> },
  saved: SavedPaymentConnection,
) {
  const { fields } = paymentProvider(provider);
  return [
    ...unknownCredentialKeys(fields, body.credentials).map((key) => ({
      field: `credentials.${key}`,
      title: UNKNOWN_CREDENTIAL,
    })),
    ...credentialIssues(fields, body.credentials, body.mode, {
      storedSecrets: saved.storedSecrets,
      savedMode: saved.mode,
    }),
  ];
}
