import { z } from 'zod';
import { currencySchema } from './common';
import { languageSchema } from './shop';
import { ALPHA2_PATTERN } from './postal-address';
import { weightUnitSchema } from './shop-general';

/*
 * §7 "Account and reference data": the lists the settings' pickers offer (countries, a country's
 * states, time zones, currencies, languages, weight units). The server builds them from maintained
 * data (the ISO 3166 package and the runtime's Intl), never from hand-typed lists. They are the same
 * for every user and change only with a deploy. §3 names what each list's pickers show: a country's
 * alpha2 is its id and its name the label, a state's code and name, a time zone's or a language's
 * string both, a currency's code, a weight unit's key and name.
 */

/**
 * `?lang=` names countries, currencies and weight units in that language of the admin (default
 * en). States keep their ISO names, which are written the way the country writes them.
 */
export const referenceQuerySchema = z.object({ lang: languageSchema.optional() });
export type ReferenceQuery = z.input<typeof referenceQuerySchema>;

/** An assigned ISO 3166-1 country. */
export const countrySchema = z.object({
  alpha2: z.string().regex(ALPHA2_PATTERN),
  name: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
/** GET data/countries: every assigned country, by name. */
export const countryListSchema = z.object({ items: z.array(countrySchema) });
export type CountryList = z.infer<typeof countryListSchema>;

/**
 * An ISO 3166-2 subdivision of a country (a state, province, county, emirate...). `parent` is the
 * code of the subdivision it lies in when the country has two levels (Spain's provinces lie in its
 * autonomous communities), null at the top level.
 */
export const stateSchema = z.object({
  code: z.string(),
  name: z.string(),
  parent: z.string().nullable(),
});
export type State = z.infer<typeof stateSchema>;
/** GET data/countries/states/{countryAlpha2}: the country's subdivisions, by name; none for some. */
export const stateListSchema = z.object({ items: z.array(stateSchema) });
export type StateList = z.infer<typeof stateListSchema>;
/** The country of a states list: an alpha-2 code, any case. */
export const countryAlpha2Param = z.object({
  countryAlpha2: z.string().trim().toUpperCase().regex(ALPHA2_PATTERN, 'Not a country code'),
});

/** GET data/timezones: the IANA time zones, by name (e.g. `Asia/Baku`, `UTC`). */
export const timezoneListSchema = z.object({ items: z.array(z.string()) });
export type TimezoneList = z.infer<typeof timezoneListSchema>;

/** GET data/currencies: the ISO 4217 currencies, by name; `id` is the code in lower case. */
export const currencyListSchema = z.object({ items: z.array(currencySchema) });
export type CurrencyList = z.infer<typeof currencyListSchema>;

/** GET data/languages: the languages a shop may use (the admin's languages). */
export const languageListSchema = z.object({ items: z.array(languageSchema) });
export type LanguageList = z.infer<typeof languageListSchema>;

/** GET data/weights: each weight unit's key and name. */
export const weightListSchema = z.object({
  items: z.array(z.object({ key: weightUnitSchema, name: z.string() })),
});
export type WeightList = z.infer<typeof weightListSchema>;

/** How long a client may keep a reference list without asking again (§9: stale after 2 minutes). */
export const REFERENCE_STALE_MS = 2 * 60_000;
