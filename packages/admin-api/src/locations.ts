import { z } from 'zod';
import { idSchema, recordVersion, unixSeconds } from './common';
import { postalAddressSchema } from './postal-address';

export const LOCATION_NAME_MAX = 100;

/** Where a location is. `state` is an ISO 3166-2 code (e.g. `NL-ZH`), null when none is chosen. */
export const locationAddressSchema = z.object({
  line: z.string(),
  line2: z.string(),
  city: z.string(),
  zip: z.string(),
  state: z.string().nullable(),
  country: z.object({ alpha2: z.string().length(2) }),
});
export type LocationAddress = z.infer<typeof locationAddressSchema>;

/** §3 Location: where stock is kept. `address.country.alpha2` is what the spec shows. */
export const locationSchema = z.object({
  id: idSchema,
  name: z.string(),
  address: locationAddressSchema,
  /** Whether orders placed online may be fulfilled from here (a shop counter may not). */
  fulfills_online_orders: z.boolean(),
  /** One location per shop is the default: listed first, preselected by the inventory screen. */
  is_default: z.boolean(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type Location = z.infer<typeof locationSchema>;

/** GET locations: every location of the shop, the default first. */
export const locationListSchema = z.object({ items: z.array(locationSchema) });
export type LocationList = z.infer<typeof locationListSchema>;

/** GET/PUT locations/{locationId}, and GET inventory/levels/{locationId}. */
export const locationIdParam = z.object({ locationId: idSchema });

const requiredText = (max: number) =>
  z.string('Required').trim().min(1, 'Required').max(max, `At most ${max} characters`);

/**
 * A location as its form edits it: name, address (by its country's rules; `needsState` as in
 * postalAddressSchema) and online fulfilment. An empty state means none.
 */
export function locationBodySchema(needsState?: (alpha2: string) => boolean) {
  return z.object({
    name: requiredText(LOCATION_NAME_MAX),
    address: postalAddressSchema(needsState),
    fulfills_online_orders: z.boolean(),
  });
}

/** PUT locations/{locationId}: the whole editable location and the version it was edited from. */
export const updateLocationBodySchema = locationBodySchema().extend({ updated_at: recordVersion });
export type UpdateLocationBody = z.input<typeof updateLocationBodySchema>;
