import { nativeIntlFormats, type IntlFormats } from './intl-formats';

/**
 * Intl formats that write a language the way its readers expect even where the runtime's ICU data
 * leaves it out (Chrome's bundled ICU, and Debian's Chromium the e2e tests drive, have no
 * Azerbaijani). For such a language they borrow a locale with the same conventions (separators,
 * order of day, month and year) and put in CLDR's month names themselves.
 */

/** What CLDR says about a language that a runtime may lack, and the locales to borrow from. */
export interface LocaleSupplement {
  /** A locale that writes numbers and amounts the same way ("347.989,32 $"). */
  numbers: string;
  /** A locale with the same date order ("24 Nov 2026, 14:05"); its month names are replaced. */
  dates: string;
  /** CLDR's abbreviated month names ("format" context), January first. */
  monthsShort: readonly string[];
  /** CLDR's full month names, January first. */
  monthsLong: readonly string[];
}

/** Whether the runtime's ICU has a language's own data. */
export type HasLocaleData = (language: string, supplement: LocaleSupplement) => boolean;

const languageOf = (locale: string) => locale.toLowerCase().split(/[-_]/)[0] ?? '';

const runtimeSupport = new Map<string, boolean>();

/** This runtime has the language's data when it names November as CLDR does. */
export const runtimeHasData: HasLocaleData = (language, supplement) => {
  let known = runtimeSupport.get(language);
  if (known === undefined) {
    const month = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    known = month.format(Date.UTC(2026, 10, 15)).toLowerCase() === supplement.monthsLong[10];
    runtimeSupport.set(language, known);
  }
  return known;
};

/**
 * The runtime's formats, and for each language of `supplements` the runtime lacks, borrowed ones.
 * `hasData` is for tests, which check both sides on any runtime.
 */
export function withLocaleSupplements(
  supplements: Record<string, LocaleSupplement>,
  hasData: HasLocaleData = runtimeHasData,
): IntlFormats {
  const supplementFor = (locale: string | undefined) => {
    const language = locale ? languageOf(locale) : '';
    const supplement = supplements[language];
    return supplement && !hasData(language, supplement) ? supplement : undefined;
  };
  return {
    number: (locale, options) =>
      nativeIntlFormats.number(supplementFor(locale)?.numbers ?? locale, options),
    date: (locale, options) => {
      const supplement = supplementFor(locale);
      if (!supplement) return nativeIntlFormats.date(locale, options);
      const borrowed = new Intl.DateTimeFormat(supplement.dates, options);
      const names = options.month === 'long' ? supplement.monthsLong : supplement.monthsShort;
      const monthOf = new Intl.DateTimeFormat('en-US', {
        month: 'numeric',
        timeZone: options.timeZone,
      });
      return {
        // A numeric month ("11") is right as the borrowed locale writes it; a named one is replaced.
        format: (date) =>
          borrowed
            .formatToParts(date)
            .map((part) =>
              part.type === 'month' && !/\d/.test(part.value)
                ? (names[Number(monthOf.format(date)) - 1] ?? part.value)
                : part.value,
            )
            .join(''),
      };
    },
  };
}
