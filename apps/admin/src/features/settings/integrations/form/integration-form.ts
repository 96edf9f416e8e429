import {
  INTEGRATION_NAMES,
  updateIntegrationBodySchema,
  type Integration,
  type IntegrationName,
} from '@shop/admin-api';
import type { BodyMapping } from '../../../../lib/forms/body-resolver';

/** An integration as its form holds it: the value, and the status as the switch's on or off. */
export interface IntegrationValues {
  value: string;
  active: boolean;
}

export function integrationToForm(integration: Integration): IntegrationValues {
  return { value: integration.value, active: integration.status === 'active' };
}

/** The contract's body of that name without its version (which the save adds). */
const bodySchema = (name: IntegrationName) =>
  updateIntegrationBodySchema(name).omit({ updated_at: true });
type IntegrationBodySchema = ReturnType<typeof bodySchema>;

function mapping(name: IntegrationName): BodyMapping<IntegrationValues, IntegrationBodySchema> {
  return {
    // §5: at least 3 characters for analytics, tag manager and TikTok; none for the meta pixel.
    schema: bodySchema(name),
    toBody: (values) => ({ value: values.value, status: values.active ? 'active' : 'inactive' }),
    fields: (bodyField) =>
      bodyField === 'value' ? 'value' : bodyField === 'status' ? 'active' : undefined,
  };
}

/** Each integration's form body, made once. */
export const integrationBodies = Object.fromEntries(
  INTEGRATION_NAMES.map((name) => [name, mapping(name)]),
) as Record<IntegrationName, BodyMapping<IntegrationValues, IntegrationBodySchema>>;
