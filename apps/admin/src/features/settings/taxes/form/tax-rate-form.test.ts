import { describe, expect, it } from 'vitest';
import type { Location, TaxRate } from '@shop/admin-api';
import { bodyResolver } from '../../../../lib/forms/body-resolver';
import {
  newTaxRateValues,
  parseRateInput,
  taxRateBody,
  taxRateFieldOf,
  taxRateToForm,
  type TaxRateValues,
} from './tax-rate-form';

const resolver = bodyResolver(taxRateBody);
const check = (values: TaxRateValues) =>
  resolver(values, undefined, {
    fields: {},
    names: ['name', 'rate', 'countries', 'charge_policy'],
    shouldUseNativeValidation: false,
  });
const valid: TaxRateValues = {
  name: 'Netherlands VAT',
  rate: '21',
  countries: ['NL'],
  charge_policy: 'products',
};

function location(alpha2: string): Location {
  return {
    id: `loc_${alpha2}`,
    name: alpha2,
    address: { line: '1 Road', line2: '', city: 'City', zip: '', state: null, country: { alpha2 } },
    fulfills_online_orders: true,
    is_default: false,
    created_at: 0,
    updated_at: 0,
  };
}

describe('parseRateInput', () => {
  it('reads whole and decimal percents, with a point or a comma, a % sign and spaces', () => {
    expect(parseRateInput('21')).toBe(21);
    expect(parseRateInput('7.5')).toBe(7.5);
    expect(parseRateInput(' 7,375 % ')).toBe(7.375);
    expect(parseRateInput('.5')).toBe(0.5);
    expect(parseRateInput('0')).toBe(0);
    expect(parseRateInput('-3')).toBe(-3);
  });

  it('reads an empty field as no rate and anything else as unreadable', () => {
    expect(parseRateInput('')).toBeUndefined();
    expect(parseRateInput(' % ')).toBeUndefined();
    expect(parseRateInput('abc')).toBeNaN();
    expect(parseRateInput('1.2.3')).toBeNaN();
    expect(parseRateInput('7,5,1')).toBeNaN();
  });
});

describe('a new rate', () => {
  it("starts charged on products, in the first location's country", () => {
    expect(newTaxRateValues([location('NL'), location('AZ')])).toEqual({
      name: '',
      rate: '',
      countries: ['NL'],
      charge_policy: 'products',
    });
  });

  it('starts with no country when the shop has no location', () => {
    expect(newTaxRateValues([]).countries).toEqual([]);
  });
});

describe('the tax rate form', () => {
  it('sends a percentage body: trimmed name, the rate as a number, the countries as §3 has them', async () => {
    const result = await check({
      ...valid,
      name: ' Reduced ',
      rate: '7,5',
      countries: ['DE', 'AT'],
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: 'Reduced',
      rate: 7.5,
      amount_type: 'percentage',
      countries: [{ country: { alpha2: 'DE' } }, { country: { alpha2: 'AT' } }],
      charge_policy: 'products',
    });
  });

  it('requires a name, a rate and a country, each on its field', async () => {
    const result = await check({ ...valid, name: '  ', rate: '', countries: [] });
    expect(result.errors.name?.message).toBe('Required');
    expect(result.errors.rate?.message).toBe('Enter a rate');
    expect(result.errors.countries?.message).toBe('Choose at least one country');
  });

  it('refuses a zero, negative, unreadable, too large or too precise rate', async () => {
    const messages = async (rate: string) => (await check({ ...valid, rate })).errors.rate?.message;
    expect(await messages('0')).toBe('The rate cannot be zero');
    expect(await messages('0,000')).toBe('The rate cannot be zero');
    expect(await messages('-5')).toBe('The rate cannot be negative');
    expect(await messages('abc')).toBe('Enter a rate');
    expect(await messages('100.5')).toBe('At most 100');
    expect(await messages('7.3755')).toBe('Use at most 3 decimal places');
    expect(await messages('100')).toBeUndefined();
    expect(await messages('0.001')).toBeUndefined();
  });

  it("shows a repeated or unknown country's message on the countries field", async () => {
    const result = await check({ ...valid, countries: ['NL', 'NL'] });
    expect(result.errors.countries?.message).toBe('This country is already listed');
    expect(taxRateFieldOf('countries.3.country.alpha2')).toBe('countries');
    expect(taxRateFieldOf('rate')).toBe('rate');
    expect(taxRateFieldOf('updated_at')).toBeUndefined();
  });

  it('starts a saved rate from what the server sent', () => {
    const rate: TaxRate = {
      id: 'tax_1',
      name: 'Reduced',
      rate: 7.375,
      amount_type: 'percentage',
      countries: [{ country: { alpha2: 'DE' } }],
      charge_policy: 'products_and_shipping',
      created_at: 1,
      updated_at: 2,
    };
    expect(taxRateToForm(rate)).toEqual({
      name: 'Reduced',
      rate: '7.375',
      countries: ['DE'],
      charge_policy: 'products_and_shipping',
    });
  });
});
