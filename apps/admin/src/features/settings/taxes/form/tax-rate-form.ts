import type { z } from 'zod';
import {
  createTaxRateBodySchema,
  type Location,
  type TaxChargePolicy,
  type TaxRate,
} from '@shop/admin-api';
import type { BodyDraft, BodyMapping } from '../../../../lib/forms/body-resolver';

/**
 * What the tax rate form edits (§5 Tax rate form). The rate is the text typed ("7.5", "7,5",
 * "20 %"), read as a number when the form is checked; the countries are alpha-2 codes in the
 * order they were chosen.
 */
export interface TaxRateValues {
  name: string;
  rate: string;
  countries: string[];
  charge_policy: TaxChargePolicy;
}

/** The body the form sends once the contract has checked it (POST taxes; PUT adds the version). */
export type TaxRateOutput = z.output<typeof createTaxRateBodySchema>;

/**
 * The typed rate as a number: a comma or a point before the decimals, an optional % sign and
 * spaces around. Empty is no rate (undefined, "Enter a rate"); anything else unreadable is NaN,
 * which the contract refuses the same way.
 */
export function parseRateInput(text: string): number | undefined {
  const cleaned = text.replace(/%/g, '').trim().replace(',', '.');
  if (cleaned === '') return undefined;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** A saved rate as the form shows it: the rate with a point, as the contract sends it. */
export function taxRateToForm(rate: TaxRate): TaxRateValues {
  return {
    name: rate.name,
    rate: String(rate.rate),
    countries: rate.countries.map((c) => c.country.alpha2),
    charge_policy: rate.charge_policy,
  };
}

/**
 * A new rate (§5 defaults): charged on products, in the country of the shop's first location (none
 * when the shop has no location yet, so the merchant picks one).
 */
export function newTaxRateValues(locations: readonly Location[]): TaxRateValues {
  const first = locations[0]?.address.country.alpha2;
  return { name: '', rate: '', countries: first ? [first] : [], charge_policy: 'products' };
}

export function taxRateToBody(
  values: TaxRateValues,
): BodyDraft<z.input<typeof createTaxRateBodySchema>> {
  return {
    name: values.name,
    rate: parseRateInput(values.rate),
    amount_type: 'percentage',
    countries: values.countries.map((alpha2) => ({ country: { alpha2 } })),
    charge_policy: values.charge_policy,
  };
}

/** Which field shows a body field's message: a country's (repeated, unknown) is the countries'. */
export function taxRateFieldOf(bodyField: string): keyof TaxRateValues | undefined {
  if (bodyField === 'name' || bodyField === 'rate' || bodyField === 'charge_policy')
    return bodyField;
  if (bodyField === 'countries' || bodyField.startsWith('countries.')) return 'countries';
  return undefined;
}

/** The form as the contract's create body (the update body is the same plus its version). */
export const taxRateBody = {
  schema: createTaxRateBodySchema,
  toBody: taxRateToBody,
  fields: taxRateFieldOf,
} satisfies BodyMapping<TaxRateValues, typeof createTaxRateBodySchema>;
