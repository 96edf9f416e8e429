import type { Country, Language, State } from '@shop/admin-api';
import { iso31661, iso31662 } from 'iso-3166';
import { memoByLanguage } from './memo';

/*
 * Countries and their subdivisions from the maintained ISO 3166 package. A country's name is the
 * runtime's (CLDR) name in the asked language ("United Kingdom", "Birləşmiş Krallıq"), which reads
 * better in a picker than ISO's formal one ("United Kingdom of Great Britain and Northern Ireland");
 * ISO's stands in where the runtime has none. Subdivision names are ISO's, in the country's own
 * spelling, which is how addresses are written there.
 */

const ALPHA2 = new Set(iso31661.map((c) => c.alpha2));

/** Every subdivision by country (all levels), and every subdivision code. */
const SUBDIVISIONS = new Map<string, State[]>();
const SUBDIVISION_CODES = new Set<string>();
for (const entry of iso31662) {
  const country = entry.code.slice(0, 2);
  const list = SUBDIVISIONS.get(country) ?? [];
  list.push({
    code: entry.code,
    name: entry.name,
    // A top-level subdivision's parent is the country itself.
    parent: entry.parent === country ? null : entry.parent,
  });
  SUBDIVISIONS.set(country, list);
  SUBDIVISION_CODES.add(entry.code);
}
for (const list of SUBDIVISIONS.values()) list.sort((a, b) => a.name.localeCompare(b.name));

/** An assigned ISO 3166-1 alpha-2 code (upper case). */
export function isCountry(alpha2: string): boolean {
  return ALPHA2.has(alpha2);
}

/** An ISO 3166-2 code of a subdivision, at any level, of that country: `AZ-BA` of `AZ`. */
export function isSubdivisionOf(code: string, alpha2: string): boolean {
  return code.startsWith(`${alpha2}-`) && SUBDIVISION_CODES.has(code);
}

/** The country's subdivisions by name; empty for a country without any (Aruba, Monaco...). */
export function subdivisionsOf(alpha2: string): State[] {
  return SUBDIVISIONS.get(alpha2) ?? [];
}

/** Whether the country has subdivisions to choose from. */
export function hasSubdivisions(alpha2: string): boolean {
  return SUBDIVISIONS.has(alpha2);
}

/** A subdivision's name, or null for an unknown code. */
export function subdivisionName(code: string): string | null {
  return subdivisionsOf(code.slice(0, 2)).find((s) => s.code === code)?.name ?? null;
}

/** Every assigned country, named and sorted in `language`. */
export const countries = memoByLanguage((language: Language): Country[] => {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(language);
  return iso31661
    .map((c) => ({ alpha2: c.alpha2, name: names.of(c.alpha2) ?? c.name }))
    .sort((a, b) => collator.compare(a.name, b.name));
});

/** A country's name in `language`, or null for an unknown code. */
export function countryName(alpha2: string, language: Language = 'en'): string | null {
  return countries(language).find((c) => c.alpha2 === alpha2)?.name ?? null;
}
