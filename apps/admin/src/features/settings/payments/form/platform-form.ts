import type { z } from 'zod';
import { platformPaymentsBodySchema, type PlatformPayments } from '@shop/admin-api';
import type { BodyDraft, BodyMapping } from '../../../../lib/forms/body-resolver';

/** The platform's provider as its form edits it: the statement descriptor and the status switch. */
export interface PlatformValues {
  statement_descriptor: string;
  active: boolean;
}

const schema = platformPaymentsBodySchema.omit({ updated_at: true });

export const platformToForm = (platform: PlatformPayments): PlatformValues => ({
  statement_descriptor: platform.statement_descriptor,
  active: platform.status === 'active',
});

function formToBody(values: PlatformValues): BodyDraft<z.input<typeof schema>> {
  return {
    // Card statements print capitals: what is typed is sent as they will show it.
    statement_descriptor: values.statement_descriptor.toUpperCase(),
    status: values.active ? 'active' : 'inactive',
  };
}

export const platformBody = {
  schema,
  toBody: formToBody,
  fields: (bodyField: string) =>
    bodyField === 'status'
      ? 'active'
      : bodyField === 'statement_descriptor'
        ? 'statement_descriptor'
        : undefined,
} satisfies BodyMapping<PlatformValues, typeof schema>;
