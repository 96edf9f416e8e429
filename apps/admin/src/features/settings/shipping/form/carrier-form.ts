import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import {
  shippingCarrier,
  shippingCarrierBodySchema,
  shippingCredentialIssues,
  type CredentialMode,
  type ShippingCarrierSettings,
} from '@shop/admin-api';
import type { BodyDraft, BodyMapping } from '../../../../lib/forms/body-resolver';

/**
 * A carrier's credentials form, made from the catalogue: one field per credential (a secret's
 * value is the NEW secret, '' keeps the saved one), the mode and the status switch.
 */
export interface CarrierFormValues {
  mode: CredentialMode;
  /** §4: the status switch, saved with the form. */
  active: boolean;
  credentials: Record<string, string>;
}

export function carrierToForm(settings: ShippingCarrierSettings): CarrierFormValues {
  const credentials: Record<string, string> = {};
  for (const field of shippingCarrier(settings.provider).fields) {
    credentials[field.key] = field.secret ? '' : (settings.credentials[field.key] ?? '');
  }
  return { mode: settings.mode, active: settings.status === 'active', credentials };
}

const bodySchema = shippingCarrierBodySchema.omit({ updated_at: true });

/** The body, checked as the server checks it, knowing which secrets are saved (as loaded). */
export function carrierBodySchema(settings: ShippingCarrierSettings) {
  const saved = {
    mode: settings.connected ? settings.mode : null,
    storedSecrets: new Set(
      Object.entries(settings.secrets)
        .filter(([, mask]) => mask !== null)
        .map(([key]) => key),
    ),
  };
  return bodySchema.superRefine((body, ctx) => {
    for (const issue of shippingCredentialIssues(settings.provider, body, saved)) {
      ctx.addIssue({ code: 'custom', path: issue.field.split('.'), message: issue.title });
    }
  });
}

type CarrierBodySchema = ReturnType<typeof carrierBodySchema>;

function formToBody(values: CarrierFormValues): BodyDraft<z.input<CarrierBodySchema>> {
  return {
    mode: values.mode,
    status: values.active ? 'active' : 'inactive',
    credentials: values.credentials,
  };
}

/** Which field shows a body field's message: a credential's own, the mode, the status switch. */
export function carrierFieldOf(bodyField: string): FieldPath<CarrierFormValues> | undefined {
  if (bodyField === 'mode') return 'mode';
  if (bodyField === 'status') return 'active';
  if (bodyField.startsWith('credentials.')) return bodyField as `credentials.${string}`;
  return undefined;
}

export function carrierBody(
  settings: ShippingCarrierSettings,
): BodyMapping<CarrierFormValues, CarrierBodySchema> {
  return { schema: carrierBodySchema(settings), toBody: formToBody, fields: carrierFieldOf };
}
