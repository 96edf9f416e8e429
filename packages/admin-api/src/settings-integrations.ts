import { z } from 'zod';
import { recordVersion, unixSeconds } from './common';
import { INTEGRATION_VALUE_MIN_MESSAGE } from './messages';
// The words of this part of the contract live in messages.ts, which builds no schema.
export { INTEGRATION_VALUE_MIN_MESSAGE } from './messages';

/**
 * Settings › integrations (§2, §3, §5): the analytics and advertising tags the storefront loads for
 * the shop. Each has one value (its id with the service) and a status (§4: active or inactive, set by
 * a switch and saved with the form). Every shop has all four, empty and inactive until set.
 */

/** The integrations by the name their page and their call have (§7: settings/integrations/{name}). */
export const INTEGRATION_NAMES = [
  'google-analytics',
  'google-tag-manager',
  'meta-pixel',
  'tiktok-pixel',
] as const;
export type IntegrationName = (typeof INTEGRATION_NAMES)[number];
export const integrationNameSchema = z.enum(INTEGRATION_NAMES);

export function isIntegrationName(value: string): value is IntegrationName {
  return (INTEGRATION_NAMES as readonly string[]).includes(value);
}

/**
 * The key of each integration in GET settings/integrations (§3: the meta pixel is keyed
 * `facebook-pixel` in the setting list and `meta-pixel` in the call path).
 */
export const INTEGRATION_LIST_KEYS = {
  'google-analytics': 'google-analytics',
  'google-tag-manager': 'google-tag-manager',
  'meta-pixel': 'facebook-pixel',
  'tiktok-pixel': 'tiktok-pixel',
} as const satisfies Record<IntegrationName, string>;
export type IntegrationListKey = (typeof INTEGRATION_LIST_KEYS)[IntegrationName];

export const INTEGRATION_STATUSES = ['active', 'inactive'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];
export const integrationStatusSchema = z.enum(INTEGRATION_STATUSES);

/** §5 and §9: analytics, tag manager and TikTok ids have at least 3 characters; the meta pixel none. */
export const INTEGRATION_VALUE_MIN: Record<IntegrationName, number> = {
  'google-analytics': 3,
  'google-tag-manager': 3,
  'meta-pixel': 0,
  'tiktok-pixel': 3,
};
/** Far above any id of the four services (the longest, TikTok's, is 20 characters). */
export const INTEGRATION_VALUE_MAX = 64;

/**
 * The id formats the services issue (research/anchors.md §3.3), checked on the trimmed value in
 * upper case. Only a hint: the services have changed their formats before, so a value that does
 * not match is still saved.
 */
export const INTEGRATION_ID_FORMATS: Record<IntegrationName, RegExp> = {
  /** A GA4 measurement id, e.g. G-QT1QG8RWBC. */
  'google-analytics': /^G-[A-Z0-9]{6,12}$/,
  /** A container id, e.g. GTM-5KJ8R2P. */
  'google-tag-manager': /^GTM-[A-Z0-9]{6,8}$/,
  /** A dataset (pixel) id: 15 or 16 digits. */
  'meta-pixel': /^\d{15,16}$/,
  /** A pixel code: 20 letters and digits. */
  'tiktok-pixel': /^[A-Z0-9]{20}$/,
};

/** Whether a value looks like the service's id; an empty value is "not set", not a mismatch. */
export function matchesIntegrationIdFormat(name: IntegrationName, value: string): boolean {
  const id = value.trim().toUpperCase();
  return id === '' || INTEGRATION_ID_FORMATS[name].test(id);
}

export const integrationSchema = z.object({
  name: integrationNameSchema,
  /** The id with the service; '' until set. */
  value: z.string(),
  status: integrationStatusSchema,
  updated_at: unixSeconds,
});
export type Integration = z.infer<typeof integrationSchema>;

/** GET settings/integrations: every integration, by its list key (INTEGRATION_LIST_KEYS). */
export const integrationListSchema = z.object({
  'google-analytics': integrationSchema,
  'google-tag-manager': integrationSchema,
  'facebook-pixel': integrationSchema,
  'tiktok-pixel': integrationSchema,
});
export type IntegrationList = z.infer<typeof integrationListSchema>;

export const integrationParam = z.object({ name: integrationNameSchema });

const valueText = z.string().trim().max(INTEGRATION_VALUE_MAX);

/** PUT settings/integrations/{name}: the value (trimmed, §5's minimum for that name) and status. */
export function updateIntegrationBodySchema(name: IntegrationName) {
  const min = INTEGRATION_VALUE_MIN[name];
  return z.object({
    value: min > 0 ? valueText.min(min, INTEGRATION_VALUE_MIN_MESSAGE) : valueText,
    status: integrationStatusSchema,
    updated_at: recordVersion,
  });
}
export type UpdateIntegrationBody = z.input<ReturnType<typeof updateIntegrationBodySchema>>;

/** The body as the API documents it for every name (the meta pixel's: no minimum). */
export const anyIntegrationBodySchema = updateIntegrationBodySchema('meta-pixel');
