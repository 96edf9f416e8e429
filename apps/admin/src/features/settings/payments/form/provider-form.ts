import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import {
  paymentCredentialIssues,
  paymentProvider,
  paymentProviderBodySchema,
  type CredentialMode,
  type PaymentProviderSettings,
} from '@shop/admin-api';
import type { BodyDraft, BodyMapping } from '../../../../lib/forms/body-resolver';

/**
 * A provider's credentials form, made from the catalogue (no page of its own per provider): one
 * field per credential, secrets empty (empty keeps the saved one), the mode and the status switch.
 */
export interface ProviderFormValues {
  mode: CredentialMode;
  /** §4: the status switch, saved with the form. */
  active: boolean;
  /** Every field of the provider by its key; a secret's is the NEW value, '' to keep the saved one. */
  credentials: Record<string, string>;
}

export function providerToForm(settings: PaymentProviderSettings): ProviderFormValues {
  const credentials: Record<string, string> = {};
  for (const field of paymentProvider(settings.provider).fields) {
    credentials[field.key] = field.secret ? '' : (settings.credentials[field.key] ?? '');
  }
  return { mode: settings.mode, active: settings.status === 'active', credentials };
}

/** The save's body without its version (which the edit form adds). */
const bodySchema = paymentProviderBodySchema.omit({ updated_at: true });

/**
 * The contract's body, checked as the server checks it: the catalogue's rules for each key in the
 * chosen mode, knowing which secrets are saved and for which mode (the record as loaded).
 */
export function providerBodySchema(settings: PaymentProviderSettings) {
  const saved = {
    mode: settings.connected ? settings.mode : null,
    storedSecrets: new Set(
      Object.entries(settings.secrets)
        .filter(([, mask]) => mask !== null)
        .map(([key]) => key),
    ),
  };
  return bodySchema.superRefine((body, ctx) => {
    for (const issue of paymentCredentialIssues(settings.provider, body, saved)) {
      ctx.addIssue({ code: 'custom', path: issue.field.split('.'), message: issue.title });
    }
  });
}

type ProviderBodySchema = ReturnType<typeof providerBodySchema>;

function formToBody(values: ProviderFormValues): BodyDraft<z.input<ProviderBodySchema>> {
  return {
    mode: values.mode,
    status: values.active ? 'active' : 'inactive',
    credentials: values.credentials,
  };
}

/** Which field shows a body field's message: a credential's own, the mode, the status switch. */
export function providerFieldOf(bodyField: string): FieldPath<ProviderFormValues> | undefined {
  if (bodyField === 'mode') return 'mode';
  if (bodyField === 'status') return 'active';
  if (bodyField.startsWith('credentials.')) return bodyField as `credentials.${string}`;
  return undefined;
}

export function providerBody(
  settings: PaymentProviderSettings,
): BodyMapping<ProviderFormValues, ProviderBodySchema> {
  return {
    schema: providerBodySchema(settings),
    toBody: formToBody,
    fields: providerFieldOf,
  };
}
