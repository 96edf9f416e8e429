import type { TFunction } from 'i18next';
import type { Currency, ShippingRate, ShippingZone, WeightUnit } from '@shop/admin-api';
import { formatMoney, numberFormat } from '@shop/ui';

/** Intl's names of the shop's weight units ("2.5 kg", "12 oz"), in the admin's language. */
const INTL_UNIT: Record<WeightUnit, string> = {
  kg: 'kilogram',
  g: 'gram',
  lb: 'pound',
  oz: 'ounce',
};

export function formatWeight(value: number, unit: WeightUnit, locale: string): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: INTL_UNIT[unit],
    maximumFractionDigits: 3,
  }).format(value);
}

export interface RateTextContext {
  t: TFunction;
  currency: Currency;
  weightUnit: WeightUnit;
  locale: string;
}

/**
 * What a rate costs and when it applies, in a line: "$11.99 · 0–2 kg", "$5.99 · free from
 * $100.00", "$14.99 · orders from $200.00", "Free".
 */
export function rateSummary(
  rate: ShippingRate,
  { t, currency, weightUnit, locale }: RateTextContext,
) {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const weight = (value: number) => formatWeight(value, weightUnit, locale);
  const parts = [rate.price === 0 ? t('shipping.rates.free') : money(rate.price)];
  if (rate.type === 'weight' && rate.min_weight !== null) {
    parts.push(
      rate.max_weight === null
        ? t('shipping.rates.fromWeight', { min: weight(rate.min_weight) })
        : t('shipping.rates.weightRange', {
            min: weight(rate.min_weight),
            max: weight(rate.max_weight),
          }),
    );
  }
  if (rate.type === 'order_value' && rate.min_order_value !== null) {
    parts.push(
      rate.max_order_value === null
        ? t('shipping.rates.fromOrderValue', { min: money(rate.min_order_value) })
        : t('shipping.rates.orderValueRange', {
            min: money(rate.min_order_value),
            max: money(rate.max_order_value),
          }),
    );
  }
  if (rate.free_above !== null) {
    parts.push(t('shipping.rates.freeFrom', { amount: money(rate.free_above) }));
  }
  return parts.join(' · ');
}

/** How many of a zone's countries a row names before "and N more". */
const COUNTRIES_NAMED = 3;

/**
 * Where a zone ships, in a line: "Netherlands", "Azerbaijan (1 state)", "Austria, Belgium, Bulgaria
 * and 23 more".
 */
export function zoneCountriesText(
  zone: ShippingZone,
  t: TFunction,
  locale: string,
  countryName: (alpha2: string) => string | undefined,
): string {
  const named = zone.countries.slice(0, COUNTRIES_NAMED).map(({ country, states }) => {
    const name = countryName(country.alpha2) ?? country.alpha2;
    return states.length
      ? t('shipping.zones.countryWithStates', { country: name, count: states.length })
      : name;
  });
  const more = zone.countries.length - named.length;
  return more > 0
    ? t('shipping.zones.countriesAndMore', { countries: named.join(', '), count: more })
    : new Intl.ListFormat(locale, { type: 'conjunction' }).format(named);
}
