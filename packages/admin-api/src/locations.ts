import { z } from 'zod';
import { idSchema, recordVersion, unixSeconds } from './common';
import { ALPHA2_PATTERN } from './reference-data';

/** An ISO 3166-1 alpha-2 code; the server also checks that it names a country of the list. */
export const COUNTRY_MESSAGE = 'Choose a country from the list';
/** An ISO 3166-2 code of the address's country; checked by the server against that country. */
export const STATE_MESSAGE = 'Choose a state of the chosen country';

export const LOCATION_NAME_MAX = 100;
export const ADDRESS_LINE_MAX = 200;
export const ADDRESS_CITY_MAX = 100;
export const ADDRESS_ZIP_MAX = 20;

/** `{ alpha2 }`, the shape §3 gives a location's and a tax rate's country. */
export const countryRefSchema = z.object({
  alpha2: z.string(COUNTRY_MESSAGE).trim().toUpperCase().regex(ALPHA2_PATTERN, COUNTRY_MESSAGE),
});
export type CountryRef = z.infer<typeof countryRefSchema>;

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
const optionalText = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).default('');

/**
 * PUT locations/{locationId}: the whole editable location (name, address, online fulfilment) and the
 * version it was edited from. An empty state means none.
 */
export const updateLocationBodySchema = z.object({
  name: requiredText(LOCATION_NAME_MAX),
  address: z.object(
    {
      line: requiredText(ADDRESS_LINE_MAX),
      line2: optionalText(ADDRESS_LINE_MAX),
      city: requiredText(ADDRESS_CITY_MAX),
      zip: optionalText(ADDRESS_ZIP_MAX),
      state: z
        .string()
        .trim()
        .max(10, STATE_MESSAGE)
        .nullable()
        .default(null)
        .transform((v) => (v ? v.toUpperCase() : null)),
      country: countryRefSchema,
    },
    'Required',
  ),
  fulfills_online_orders: z.boolean(),
  updated_at: recordVersion,
});
export type UpdateLocationBody = z.input<typeof updateLocationBodySchema>;
