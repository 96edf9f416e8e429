import { z } from 'zod';
import { addressFormat } from './address-format';

/** An ISO 3166-1 alpha-2 code: two capital letters. */
export const ALPHA2_PATTERN = /^[A-Z]{2}$/;

/** An ISO 3166-1 alpha-2 code; the server also checks that it names a country of the list. */
export const COUNTRY_MESSAGE = 'Choose a country from the list';
/** An ISO 3166-2 code of the address's country; checked by the server against that country. */
export const STATE_MESSAGE = 'Choose a state of the chosen country';

export const ADDRESS_LINE_MAX = 200;
export const ADDRESS_CITY_MAX = 100;
export const ADDRESS_ZIP_MAX = 20;

/** `{ alpha2 }`, the shape §3 gives an address's, a location's and a tax rate's country. */
export const countryRefSchema = z.object(
  {
    alpha2: z.string(COUNTRY_MESSAGE).trim().toUpperCase().regex(ALPHA2_PATTERN, COUNTRY_MESSAGE),
  },
  COUNTRY_MESSAGE,
);
export type CountryRef = z.infer<typeof countryRefSchema>;

const atMost = (max: number) => `At most ${max} characters`;
const requiredText = (max: number) =>
  z.string('Required').trim().min(1, 'Required').max(max, atMost(max));
const optionalText = (max: number) => z.string().trim().max(max, atMost(max)).default('');

/** A postal address's fields as a body sends them; `postalAddressSchema` adds its country's rules. */
export const postalAddressFields = z.object(
  {
    line: requiredText(ADDRESS_LINE_MAX),
    line2: optionalText(ADDRESS_LINE_MAX),
    city: optionalText(ADDRESS_CITY_MAX),
    zip: optionalText(ADDRESS_ZIP_MAX),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .max(10, STATE_MESSAGE)
      .nullable()
      .default(null)
      .transform((v) => (v ? v : null)),
    country: countryRefSchema,
  },
  'Required',
);

/**
 * The rules that follow the country (address-format.ts): the city and the postal code where its
 * addresses need them, and the state where `needsState` says so; a field its addresses do not have
 * is dropped. Every refused field at once. `schema` is `postalAddressFields` or an extension of it.
 */
export function withCountryRules<S extends z.ZodType<z.output<typeof postalAddressFields>>>(
  schema: S,
  needsState: (alpha2: string) => boolean = () => false,
) {
  return schema
    .superRefine((body, ctx) => {
      const format = addressFormat(body.country.alpha2);
      if (format.city === 'required' && !body.city) {
        ctx.addIssue({ code: 'custom', path: ['city'], message: 'Required' });
      }
      if (format.postalCode === 'required' && !body.zip) {
        ctx.addIssue({ code: 'custom', path: ['zip'], message: 'Required' });
      }
      if (!body.state && needsState(body.country.alpha2)) {
        ctx.addIssue({ code: 'custom', path: ['state'], message: 'Required' });
      }
    })
    .transform((body) => {
      const format = addressFormat(body.country.alpha2);
      return {
        ...body,
        city: format.city === 'none' ? '' : body.city,
        zip: format.postalCode === 'none' ? '' : body.zip,
      };
    });
}

/**
 * A postal address (the shop's, a location's) by its country's rules. Whether the country needs a
 * state depends on its subdivisions, which the form knows from the reference data (`needsState`);
 * the server checks that the country and state exist, and the state where needed.
 */
export function postalAddressSchema(needsState?: (alpha2: string) => boolean) {
  return withCountryRules(postalAddressFields, needsState);
}
