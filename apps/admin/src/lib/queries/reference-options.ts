import type { Country, Currency, State, WeightList } from '@shop/admin-api';
import type { ReferenceOption } from '@shop/ui';

/*
 * The reference lists as the kit's ReferenceSelect takes them (§3: a country's alpha2 is its id
 * and its name the label, a state's code and name, a time zone's string both, a currency's code,
 * a weight unit's key and name).
 */

export function countryOptions(countries: readonly Country[]): ReferenceOption[] {
  return countries.map((country) => ({ id: country.alpha2, label: country.name }));
}

/** A state that lies in a larger one (a Spanish province) names it as its hint. */
export function stateOptions(states: readonly State[]): ReferenceOption[] {
  const names = new Map(states.map((state) => [state.code, state.name]));
  return states.map((state) => {
    const parent = state.parent ? names.get(state.parent) : undefined;
    return parent
      ? { id: state.code, label: state.name, hint: parent }
      : { id: state.code, label: state.name };
  });
}

/** "Euro (EUR €)"; the code alone where the symbol is the code. */
export function currencyLabel(currency: Pick<Currency, 'name' | 'code' | 'symbol'>): string {
  const sign = currency.symbol && currency.symbol !== currency.code ? ` ${currency.symbol}` : '';
  return `${currency.name} (${currency.code}${sign})`;
}

export function currencyOptions(currencies: readonly Currency[]): ReferenceOption[] {
  return currencies.map((currency) => ({ id: currency.code, label: currencyLabel(currency) }));
}

/** "UTC+04:00": the zone's offset now, as a hint beside its name. */
export function utcOffset(timeZone: string, at = new Date()): string {
  try {
    const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    return name ? name.replace('GMT', 'UTC') : '';
  } catch {
    // A zone the browser's data does not know yet: no hint.
    return '';
  }
}

export function timezoneOptions(zones: readonly string[]): ReferenceOption[] {
  const now = new Date();
  return zones.map((zone) => ({ id: zone, label: zone, hint: utcOffset(zone, now) }));
}

/** "kilogram (kg)". */
export function weightOptions(weights: WeightList['items']): ReferenceOption[] {
  return weights.map((weight) => ({ id: weight.key, label: `${weight.name} (${weight.key})` }));
}
