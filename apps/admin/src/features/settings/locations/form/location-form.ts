import type { z } from 'zod';
import { locationBodySchema as contractSchema, type Location } from '@shop/admin-api';
import type { BodyDraft, BodyMapping } from '../../../../lib/forms/body-resolver';
import { needsState, type AddressValues } from '../../../../shared/address/address-fields';

/** The update body without its version (which the edit form adds), a state asked for where needed. */
const locationBodySchema = contractSchema(needsState);

/** What the location form edits: the address's parts as flat fields, the codes as picked. */
export interface LocationValues extends AddressValues {
  name: string;
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

/** Which field shows a body field's message (the contract's or the server's). */
export function locationFieldOf(bodyField: string): keyof LocationValues | undefined {
  if (bodyField === 'name' || bodyField === 'fulfills_online_orders') return bodyField;
  // The address's parts are flat in the form: the body's `address.city` shows on city, its
  // country's code on country.
  const [group, part] = bodyField.split('.');
  if (group !== 'address' || !part) return undefined;
  const field = part as keyof AddressValues;
  return ['line', 'line2', 'city', 'zip', 'state', 'country'].includes(field) ? field : undefined;
}

export const locationBody = {
  schema: locationBodySchema,
  toBody: locationToBody,
  fields: locationFieldOf,
} satisfies BodyMapping<LocationValues, typeof locationBodySchema>;
