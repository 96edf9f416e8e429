import {
  LANGUAGES,
  WEIGHT_UNITS,
  type Currency,
  type Language,
  type WeightList,
  type WeightUnit,
} from '@shop/admin-api';
import { memoByLanguage } from './memo';

/*
 * Time zones, currencies and weight units from the runtime's Intl (its ICU and CLDR data, which
 * Node updates with each release), so nothing here is a hand-typed list.
 */

/**
 * The IANA time zones. Intl lists the zones of places and leaves out `UTC` itself, which a shop
 * that keeps its books in universal time needs.
 */
let zones: { list: string[]; set: Set<string> } | undefined;
function zoneList() {
  if (!zones) {
    const list = ['UTC', ...Intl.supportedValuesOf('timeZone')];
    zones = { list, set: new Set(list) };
  }
  return zones;
}

/** The time zones, `UTC` first, then by name. */
export function timezones(): string[] {
  return zoneList().list;
}

/** A time zone of the list. */
export function isTimezone(value: string): boolean {
  return zoneList().set.has(value);
}

/**
 * Codes ICU knows that no shop prices in: ISO 4217's units of account (the IMF's special drawing
 * right and the ALBA sucre). Withdrawn currencies are recognised by the period CLDR names them with
 * ("Sierra Leonean Leone (1964—2022)").
 */
const UNITS_OF_ACCOUNT = new Set(['XDR', 'XSU']);
const WITHDRAWN = /\(\d{4}\s*[–—-]\s*\d{4}\)/;

/** One currency as the contract gives it: the symbol a buyer sees, the fraction digits ISO sets. */
function currency(code: string, language: Language): Currency {
  const names = new Intl.DisplayNames([language], { type: 'currency' });
  const format = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
  });
  const symbol = format.formatToParts(0).find((part) => part.type === 'currency')?.value ?? code;
  return {
    id: code.toLowerCase(),
    code,
    symbol,
    name: names.of(code) ?? code,
    fraction_digits: format.resolvedOptions().maximumFractionDigits ?? 2,
  };
}

/** The ISO 4217 currencies in use, named and sorted in `language`. */
export const currencies = memoByLanguage((language: Language): Currency[] => {
  const english = new Intl.DisplayNames(['en'], { type: 'currency' });
  const collator = new Intl.Collator(language);
  return Intl.supportedValuesOf('currency')
    .filter((code) => !UNITS_OF_ACCOUNT.has(code) && !WITHDRAWN.test(english.of(code) ?? ''))
    .map((code) => currency(code, language))
    .sort((a, b) => collator.compare(a.name, b.name));
});

/** The currency of that ISO 4217 code (upper case), or null when it is not in the list. */
export function findCurrency(code: string, language: Language = 'en'): Currency | null {
  return currencies(language).find((c) => c.code === code) ?? null;
}

/** The Intl unit of each weight unit key. */
const INTL_UNITS: Record<WeightUnit, string> = {
  kg: 'kilogram',
  g: 'gram',
  lb: 'pound',
  oz: 'ounce',
};

/** Each weight unit with its name in `language` ("kilogram", "kiloqram"). */
export const weights = memoByLanguage((language: Language): WeightList['items'] =>
  WEIGHT_UNITS.map((key) => {
    const parts = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: INTL_UNITS[key],
      unitDisplay: 'long',
    }).formatToParts(1);
    const name = parts.find((part) => part.type === 'unit')?.value ?? INTL_UNITS[key];
    return { key, name };
  }),
);

/** The languages a shop may use: those the admin is translated into. */
export function languages(): Language[] {
  return [...LANGUAGES];
}
