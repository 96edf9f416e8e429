import { z } from 'zod';
import { unixSeconds, recordVersion } from './common';
import {
  CREDENTIAL_MODES,
  credentialIssues,
  credentialsInputSchema,
  savedCredentialsSchema,
  UNKNOWN_CREDENTIAL,
  unknownCredentialKeys,
  type CredentialIssue,
  type CredentialMode,
} from './credentials';
import { SHIPPING_CARRIER_IDS, shippingCarrier, type ShippingCarrierId } from './shipping-carriers';

/**
 * Settings › shipping › providers (policy `shipping`, §7 GET shipping/providers, GET/PUT/DELETE
 * shipping/providers/{name}): the carriers of the catalogue (shipping-carriers.ts) and the shop's
 * connection to each, with credentials kept as payments keep theirs (credentials.ts): secrets
 * write-only, answered only as their last characters. Its status (§4: active or inactive, a switch
 * saved with the form) says whether the shop ships with it.
 */

export const SHIPPING_CARRIER_STATUSES = ['active', 'inactive'] as const;
const statusSchema = z.enum(SHIPPING_CARRIER_STATUSES);

export const shippingCarrierIdSchema = z.enum(SHIPPING_CARRIER_IDS);
/** §7 names the path's parameter `name` (the admin's page: `shippingProviderName`). */
export const shippingCarrierParam = z.object({ name: shippingCarrierIdSchema });

/** A carrier in GET shipping/providers: the catalogue's facts and the shop's connection. */
export const shippingCarrierSummarySchema = z.object({
  id: shippingCarrierIdSchema,
  name: z.string(),
  mark: z.object({ monogram: z.string(), color: z.string() }),
  countries: z.union([z.literal('worldwide'), z.array(z.string())]),
  connected: z.boolean(),
  status: statusSchema,
  /** The mode its credentials were saved for; null while not connected. */
  mode: z.enum(CREDENTIAL_MODES).nullable(),
  /** 0 while not connected. */
  updated_at: unixSeconds,
});
export type ShippingCarrierSummary = z.infer<typeof shippingCarrierSummarySchema>;

export const shippingCarrierListSchema = z.object({ items: z.array(shippingCarrierSummarySchema) });
export type ShippingCarrierList = z.infer<typeof shippingCarrierListSchema>;

/** GET and PUT shipping/providers/{name}: the connection, secrets masked. */
export const shippingCarrierSettingsSchema = savedCredentialsSchema.extend({
  provider: shippingCarrierIdSchema,
  connected: z.boolean(),
  status: statusSchema,
  /** What the credentials are for; `test` while not connected. */
  mode: z.enum(CREDENTIAL_MODES),
  /** The version a save edits: 0 while not connected. */
  updated_at: unixSeconds,
});
export type ShippingCarrierSettings = z.infer<typeof shippingCarrierSettingsSchema>;

/**
 * PUT shipping/providers/{name}: the mode, the status and the credentials as typed (an empty secret
 * keeps the saved one); what each carrier takes is checked by `shippingCredentialIssues`.
 */
export const shippingCarrierBodySchema = z.object({
  mode: z.enum(CREDENTIAL_MODES),
  status: statusSchema,
  credentials: credentialsInputSchema,
  updated_at: recordVersion,
});
export type ShippingCarrierBody = z.input<typeof shippingCarrierBodySchema>;

/** What is saved of a carrier's connection, as a save is checked against it. */
export interface SavedCarrierConnection {
  mode: CredentialMode | null;
  storedSecrets: ReadonlySet<string>;
}

/**
 * Every refusal of a carrier's credentials (field `credentials.<key>`): a field it does not have,
 * a required one missing (a saved secret counts), a value not in its format.
 */
export function shippingCredentialIssues(
  carrier: ShippingCarrierId,
  body: { mode: CredentialMode; credentials: Readonly<Record<string, string | undefined>> },
  saved: SavedCarrierConnection,
): CredentialIssue[] {
  const { fields } = shippingCarrier(carrier);
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
