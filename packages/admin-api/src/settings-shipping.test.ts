import { describe, expect, it } from 'vitest';
import {
  gramsToWeight,
  SHIPPING_MESSAGES,
  shippingRateBodySchema,
  updateShippingBodySchema,
  weightToGrams,
  type ShippingZoneBody,
} from './settings-shipping';
import { SHIPPING_CARRIERS } from './shipping-carriers';
import { shippingCredentialIssues } from './settings-shipping-carriers';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  (result.error?.issues ?? []).map((issue) => ({
    field: issue.path.join('.'),
    title: issue.message,
  }));

const flat = { name: 'Standard', type: 'flat', price: 599 } as const;
const zone = (name: string, countries: ShippingZoneBody['countries']): ShippingZoneBody => ({
  name,
  countries,
  rates: [flat],
});

describe('a shipping rate', () => {
  it('refuses a weight minimum not below the maximum with §5’s words, on the maximum', () => {
    const result = shippingRateBodySchema.safeParse({
      name: 'Heavy',
      type: 'weight',
      price: 1500,
      min_weight: 5,
      max_weight: 2,
    });
    expect(issuesOf(result)).toEqual([
      { field: 'max_weight', title: 'min must be less than max weight' },
    ]);
    const equal = shippingRateBodySchema.safeParse({
      name: 'Heavy',
      type: 'weight',
      price: 1500,
      min_weight: 2,
      max_weight: 2,
    });
    expect(issuesOf(equal)).toEqual([
      { field: 'max_weight', title: SHIPPING_MESSAGES.minBelowMaxWeight },
    ]);
  });

  it('keeps the bounds of its type only; a range without a minimum starts at 0', () => {
    expect(
      shippingRateBodySchema.parse({
        name: ' Light ',
        type: 'weight',
        price: 0,
        max_weight: 2.5,
        min_order_value: 100,
        free_above: null,
      }),
    ).toEqual({
      name: 'Light',
      type: 'weight',
      price: 0,
      min_order_value: null,
      max_order_value: null,
      min_weight: 0,
      max_weight: 2.5,
      free_above: null,
    });
    expect(
      shippingRateBodySchema.parse({ ...flat, min_weight: 5, max_weight: 1, max_order_value: 3 }),
    ).toMatchObject({ min_weight: null, max_weight: null, max_order_value: null });
  });

  it('refuses a missing or negative price, a free threshold of 0, weights past 3 decimals', () => {
    const result = shippingRateBodySchema.safeParse({
      name: '',
      type: 'order_value',
      price: null,
      min_order_value: -1,
      max_order_value: 5000,
      free_above: 0,
    });
    expect(issuesOf(result)).toEqual([
      { field: 'name', title: 'Required' },
      { field: 'price', title: SHIPPING_MESSAGES.price },
      { field: 'min_order_value', title: SHIPPING_MESSAGES.amount },
      { field: 'free_above', title: SHIPPING_MESSAGES.freeAbove },
    ]);
    const decimals = shippingRateBodySchema.safeParse({
      ...flat,
      type: 'weight',
      min_weight: 0.0001,
    });
    expect(issuesOf(decimals)).toEqual([
      { field: 'min_weight', title: 'Use at most 3 decimal places' },
    ]);
  });
});

describe('PUT shipping', () => {
  const body = (zones: ShippingZoneBody[]) => ({ weight_unit: 'kg', zones, updated_at: 1 });

  it('takes zones of whole countries and of some states', () => {
    const parsed = updateShippingBodySchema.parse(
      body([
        zone('Benelux', [{ country: { alpha2: 'nl' } }, { country: { alpha2: 'BE' } }]),
        zone('Baku', [{ country: { alpha2: 'AZ' }, states: ['az-ba'] }]),
        zone('Rest of Azerbaijan', [{ country: { alpha2: 'AZ' }, states: ['AZ-GA'] }]),
      ]),
    );
    expect(parsed.zones[0]!.countries).toEqual([
      { country: { alpha2: 'NL' }, states: [] },
      { country: { alpha2: 'BE' }, states: [] },
    ]);
    expect(parsed.zones[1]!.countries).toEqual([{ country: { alpha2: 'AZ' }, states: ['AZ-BA'] }]);
  });

  it('refuses a zone without countries or rates, a country twice, a state of another country', () => {
    const result = updateShippingBodySchema.safeParse(
      body([
        { name: 'Empty', countries: [], rates: [] },
        zone('Twice', [
          { country: { alpha2: 'DE' } },
          { country: { alpha2: 'AZ' }, states: ['DE-BE', 'AZ-BA', 'AZ-BA'] },
          { country: { alpha2: 'DE' } },
        ]),
      ]),
    );
    expect(issuesOf(result)).toEqual([
      { field: 'zones.0.countries', title: SHIPPING_MESSAGES.countriesRequired },
      { field: 'zones.0.rates', title: SHIPPING_MESSAGES.ratesRequired },
      { field: 'zones.1.countries.1.states.0', title: 'Choose a state of the chosen country' },
      { field: 'zones.1.countries.1.states.2', title: SHIPPING_MESSAGES.stateRepeated },
      { field: 'zones.1.countries.2.country.alpha2', title: SHIPPING_MESSAGES.countryRepeated },
    ]);
  });

  it('refuses a name twice and a country or state in two zones, on the later zone', () => {
    const result = updateShippingBodySchema.safeParse(
      body([
        zone('Europe', [
          { country: { alpha2: 'DE' } },
          { country: { alpha2: 'AZ' }, states: ['AZ-BA'] },
        ]),
        zone('europe', [{ country: { alpha2: 'FR' } }]),
        zone('Germany', [{ country: { alpha2: 'DE' }, states: ['DE-BE'] }]),
        zone('Baku', [{ country: { alpha2: 'AZ' }, states: ['AZ-GA', 'AZ-BA'] }]),
        zone('Azerbaijan', [{ country: { alpha2: 'AZ' } }]),
      ]),
    );
    expect(issuesOf(result)).toEqual([
      { field: 'zones.1.name', title: SHIPPING_MESSAGES.zoneNameTaken },
      { field: 'zones.2.countries.0.country.alpha2', title: SHIPPING_MESSAGES.countryInOtherZone },
      { field: 'zones.3.countries.0.states.1', title: SHIPPING_MESSAGES.stateInOtherZone },
      { field: 'zones.4.countries.0.country.alpha2', title: SHIPPING_MESSAGES.countryInOtherZone },
    ]);
  });
});

describe('weights', () => {
  it('convert to grams and back to what a field shows', () => {
    expect(weightToGrams(2.5, 'kg')).toBe(2500);
    expect(gramsToWeight(weightToGrams(2.5, 'lb'), 'lb')).toBe(2.5);
    expect(gramsToWeight(weightToGrams(12.125, 'oz'), 'oz')).toBe(12.125);
    expect(gramsToWeight(1000, 'lb')).toBe(2.205);
  });
});

describe('the carrier catalogue', () => {
  it('gives each carrier a secret, and checks account numbers’ formats', () => {
    for (const carrier of SHIPPING_CARRIERS) {
      expect(
        carrier.fields.some((f) => f.secret && f.required),
        carrier.id,
      ).toBe(true);
    }
    const issues = shippingCredentialIssues(
      'fedex',
      { mode: 'live', credentials: { api_key: 'l7xx1234', account_number: '12345', other: 'x' } },
      { mode: null, storedSecrets: new Set() },
    );
    expect(issues).toEqual([
      { field: 'credentials.other', title: 'This service has no such field' },
      { field: 'credentials.secret_key', title: 'Required' },
      { field: 'credentials.account_number', title: 'This does not have the format of this key' },
    ]);
  });
});
