import type { TFunction } from 'i18next';
import type { PaymentProvider } from '@shop/admin-api';

/** A list in the language's own way ("A, B and C" / "A, B və C"). */
export function joinList(items: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}

/** Country names by code, sorted as the language sorts; a code without a name stays a code. */
export function countryNames(
  codes: readonly string[],
  nameOf: (alpha2: string) => string | undefined,
  language: string,
): string[] {
  const collator = new Intl.Collator(language);
  return codes.map((code) => nameOf(code) ?? code).sort(collator.compare);
}

/**
 * Where a provider works, short enough for a row of the list: one or two countries by name, more
 * by number; a few currencies by code, more by number.
 */
export function coverageSummary(
  provider: Pick<PaymentProvider, 'countries' | 'currencies'>,
  t: TFunction,
  nameOf: (alpha2: string) => string | undefined,
  language: string,
): string {
  const { countries, currencies } = provider;
  const where =
    countries === 'worldwide'
      ? t('payments.worldwide')
      : countries.length <= 2
        ? joinList(countryNames(countries, nameOf, language), language)
        : t('payments.countriesCount', { count: countries.length });
  const what =
    currencies === 'many'
      ? t('payments.manyCurrencies')
      : currencies.length <= 4
        ? currencies.join(', ')
        : t('payments.currenciesCount', { count: currencies.length });
  return t('payments.coverage', { where, what });
}
