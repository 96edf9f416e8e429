import type { z } from 'zod';
import { updateLocationBodySchema, type Location } from '@shop/admin-api';
import type { BodyDraft, BodyMapping } from '../../../../lib/forms/body-resolver';

/** The update body without its version, which the edit form adds. */
const locationBodySchema = updateLocationBodySchema.omit({ updated_at: true });

/** What the location form edits: the address's parts as flat fields, the codes as picked. */
export interface LocationValues {
  name: string;
  line: string;
  line2: string;
  city: string;
  zip: string;
  /** An ISO 3166-2 code of the country's subdivisions; null for none. */
  state: string | null;
  /** An ISO 3166-1 alpha-2 code; null until one is picked. */
  country: string | null;
  fulfills_online_orders: boolean;
}

export type LocationOutput = z.output<typeof locationBodySchema>;

export function locationToForm(location: Location): LocationValues {
  const { address } = location;
  return {
    name: location.name,
    line: address.line,
    line2: address.line2,
    city: address.city,
    zip: address.zip,
    state: address.state,
    country: address.country.alpha2,
    fulfills_online_orders: location.fulfills_online_orders,
  };
}

export function locationToBody(
  values: LocationValues,
): BodyDraft<z.input<typeof locationBodySchema>> {
  return {
    name: values.name,
    address: {
      line: values.line,
      line2: values.line2,
      city: values.city,
      zip: values.zip,
      state: values.state || null,
      // No country yet: the contract names the field ("Choose a country from the list").
      country: { alpha2: values.country ?? undefined } as { alpha2: string },
    },
    fulfills_online_orders: values.fulfills_online_orders,
  };
}

const ADDRESS_FIELDS: Record<string, keyof LocationValues> = {
  'address.line': 'line',
  'address.line2': 'line2',
  'address.city': 'city',
  'address.zip': 'zip',
  'address.state': 'state',
  'address.country': 'country',
  'address.country.alpha2': 'country',
};

/** Which field shows a body field's message (the contract's or the server's). */
export function locationFieldOf(bodyField: string): keyof LocationValues | undefined {
  if (bodyField === 'name' || bodyField === 'fulfills_online_orders') return bodyField;
  return ADDRESS_FIELDS[bodyField];
}

export const locationBody = {
  schema: locationBodySchema,
  toBody: locationToBody,
  fields: locationFieldOf,
} satisfies BodyMapping<LocationValues, typeof locationBodySchema>;
