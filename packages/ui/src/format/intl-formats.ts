/*
 * Where the kit gets its Intl formats. The runtime's own by default; an app whose language the
 * runtime's ICU data may lack (Chrome's has no Azerbaijani: `new Intl.DateTimeFormat('az')` claims
 * support and writes the root locale's "2026 M11 24" and "1,500") installs supplemented ones
 * (`withLocaleSupplements`, locale-supplements.ts) before it formats anything. This module stays
 * tiny: it is on every app's first load, the supplements are not.
 */

/** Something that formats a date, as `Intl.DateTimeFormat` does. */
export interface DateFormat {
  format(date: Date | number): string;
}

export interface IntlFormats {
  number(locale: string | undefined, options?: Intl.NumberFormatOptions): Intl.NumberFormat;
  date(locale: string | undefined, options: Intl.DateTimeFormatOptions): DateFormat;
}

export const nativeIntlFormats: IntlFormats = {
  number: (locale, options) => new Intl.NumberFormat(locale, options),
  date: (locale, options) => new Intl.DateTimeFormat(locale, options),
};

let formats = nativeIntlFormats;

/**
 * One format per kind, locale and options: building an Intl format costs far more than formatting
 * with it, and a list page formats a number, an amount and a date in every row on each render (a
 * search typed into a list spent much of its render building them under 4x CPU throttling, issue
 * 25). The options are the code's own, a bounded set.
 */
const built = new Map<string, Intl.NumberFormat | DateFormat>();

const once = <T extends Intl.NumberFormat | DateFormat>(key: string, build: () => T): T =>
  (built.get(key) ?? built.set(key, build()).get(key)) as T;

/** Installs the formats the kit (and the app, through these functions) writes with. */
export function setIntlFormats(next: IntlFormats): void {
  formats = next;
  built.clear();
}

/** A number format for `locale` (numbers, amounts, percentages, units). */
export function numberFormat(
  locale: string | undefined,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return once('n' + locale + JSON.stringify(options), () => formats.number(locale, options));
}

/** A date format for `locale`. */
export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): DateFormat {
  return once('d' + locale + JSON.stringify(options), () => formats.date(locale, options));
}

/** A number as `locale` writes it: "1,500" in English, "1.500" in Azerbaijani. */
export function formatNumber(
  value: number,
  locale?: string,
  options?: Intl.NumberFormatOptions,
): string {
  return numberFormat(locale, options).format(value);
}
