import type { TFunction } from 'i18next';
import type { CredentialField, PaymentProviderId } from '@shop/admin-api';

/** A credential's label: by its key, the same words for every provider that has it. */
export const credentialLabel = (t: TFunction, key: string): string => t(`payments.fields.${key}`);

/**
 * What the field's description says, from the catalogue: what its values start with in each mode
 * (or always), the provider's own words on its format, and whether it may stay empty.
 */
export function credentialHint(
  t: TFunction,
  provider: PaymentProviderId,
  field: CredentialField,
): string {
  const parts: string[] = [];
  const prefixes = field.modePrefixes;
  if (prefixes) {
    const test = prefixes.test.join(' / ');
    parts.push(
      prefixes.live.length
        ? t('payments.hints.modePrefixes', { test, live: prefixes.live.join(' / ') })
        : t('payments.hints.testPrefix', { test }),
    );
  }
  if (field.prefixes)
    parts.push(t('payments.hints.prefixes', { prefixes: field.prefixes.join(' / ') }));
  const own = t(`payments.fieldHints.${provider}.${field.key}`, { defaultValue: '' });
  if (own) parts.push(own);
  if (!field.required) parts.push(t('payments.hints.optional'));
  return parts.join(' ');
}

/** How payments says a provider's connection (ConnectionBadges). */
export const providerConnectionWords = (t: TFunction) => ({
  notConnected: t('payments.status.notConnected'),
  modes: { test: t('payments.modes.testMode'), live: t('payments.modes.liveMode') },
});
