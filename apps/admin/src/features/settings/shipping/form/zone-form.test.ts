import { describe, expect, it } from 'vitest';
import type { ShippingSettings } from '@shop/admin-api';
import {
  documentWith,
  newRateValues,
  parseWeightInput,
  placeOf,
  zoneBody,
  zoneToBody,
  zoneToForm,
  type ZoneValues,
} from './zone-form';

const doc: ShippingSettings = {
  weight_unit: 'kg',
  updated_at: 100,
  zones: [
    {
      id: 'shz_nl',
      name: 'Netherlands',
      countries: [{ country: { alpha2: 'NL' }, states: [] }],
      rates: [
        {
          id: 'shr_nl',
          name: 'Standard',
          type: 'flat',
          price: 599,
          min_order_value: null,
          max_order_value: null,
          min_weight: null,
          max_weight: null,
          free_above: 10_000,
        },
      ],
    },
    {
      id: 'shz_baku',
      name: 'Baku',
      countries: [{ country: { alpha2: 'AZ' }, states: ['AZ-BA'] }],
      rates: [
        {
          id: 'shr_baku',
          name: 'Courier',
          type: 'weight',
          price: 500,
          min_order_value: null,
          max_order_value: null,
          min_weight: 0,
          max_weight: 2.5,
          free_above: null,
        },
      ],
    },
  ],
};

const zone = (values: Partial<ZoneValues>): ZoneValues => ({
  name: 'Germany',
  countries: ['DE'],
  states: {},
  rates: [{ ...newRateValues(), name: 'Parcel', price: 1200 }],
  ...values,
});

/** What the zone form's resolver says: each refused body field and its message. */
function refusals(values: ZoneValues, others = doc.zones) {
  const result = zoneBody(others, () => 0).schema.safeParse(zoneToBody(values));
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the zone form', () => {
  it('shows a saved zone and sends it back as it was', () => {
    const values = zoneToForm(doc.zones[1]!);
    expect(values).toEqual({
      name: 'Baku',
      countries: ['AZ'],
      states: { AZ: ['AZ-BA'] },
      rates: [
        {
          rate_id: 'shr_baku',
          name: 'Courier',
          type: 'weight',
          price: 500,
          min_order_value: null,
          max_order_value: null,
          min_weight: '0',
          max_weight: '2.5',
          free_above: null,
        },
      ],
    });
    expect(zoneBody([], () => 0).schema.parse(zoneToBody(values))).toEqual({
      name: 'Baku',
      countries: [{ country: { alpha2: 'AZ' }, states: ['AZ-BA'] }],
      rates: [
        {
          id: 'shr_baku',
          name: 'Courier',
          type: 'weight',
          price: 500,
          min_order_value: null,
          max_order_value: null,
          min_weight: 0,
          max_weight: 2.5,
          free_above: null,
        },
      ],
    });
  });

  it('reads weights with a comma or a point; unreadable text is refused', () => {
    expect(parseWeightInput(' 2,5 ')).toBe(2.5);
    expect(parseWeightInput('')).toBeNull();
    expect(parseWeightInput('two')).toBeNaN();
    const rate = { ...newRateValues(), name: 'Heavy', price: 900, type: 'weight' as const };
    expect(refusals(zone({ rates: [{ ...rate, min_weight: 'two' }] }))).toEqual([
      ['rates.0.min_weight', 'Enter a weight of 0 or more'],
    ]);
  });

  it('refuses a weight minimum above the maximum with §5’s words on the maximum', () => {
    const rate = { ...newRateValues(), name: 'Heavy', price: 900, type: 'weight' as const };
    expect(refusals(zone({ rates: [{ ...rate, min_weight: '30', max_weight: '5' }] }))).toEqual([
      ['rates.0.max_weight', 'min must be less than max weight'],
    ]);
  });

  it('checks only the bounds of the rate’s type (the others are hidden)', () => {
    const flat = {
      ...newRateValues(),
      name: 'Flat',
      price: 900,
      min_weight: 'x',
      max_order_value: -4,
    };
    expect(refusals(zone({ rates: [flat] }))).toEqual([]);
  });

  it('refuses a name or a country another zone has, on its own field', () => {
    expect(refusals(zone({ name: 'netherlands', countries: ['NL', 'DE'] }))).toEqual([
      ['name', 'Another zone has this name'],
      ['countries.0.country.alpha2', 'This country is already in another zone'],
    ]);
    // Azerbaijan's other states are free; Baku is not.
    expect(refusals(zone({ countries: ['AZ'], states: { AZ: ['AZ-GA', 'AZ-BA'] } }))).toEqual([
      ['countries.0.states.1', 'This state is already in another zone'],
    ]);
    // Its own saved place is not a clash.
    expect(refusals(zoneToForm(doc.zones[1]!), [doc.zones[0]!])).toEqual([]);
  });

  it('puts each message on its field: a state on its country’s states, the server’s by the zone’s place', () => {
    const values = zone({ countries: ['DE', 'AZ'], states: { AZ: ['AZ-BA'] } });
    const { fields } = zoneBody(doc.zones, () => 1);
    const fieldOf = fields as (field: string, values: ZoneValues) => string | undefined;
    expect(fieldOf('countries.1.states.0', values)).toBe('states.AZ');
    expect(fieldOf('countries.0.country.alpha2', values)).toBe('countries');
    expect(fieldOf('rates.0.max_weight', values)).toBe('rates.0.max_weight');
    expect(fieldOf('zones.1.rates.0.price', values)).toBe('rates.0.price');
    expect(fieldOf('zones.1.name', values)).toBe('name');
    // Another zone's message, a rate's id, the rates as a whole: above the fields.
    expect(fieldOf('zones.0.name', values)).toBeUndefined();
    expect(fieldOf('rates.0.id', values)).toBeUndefined();
    expect(fieldOf('rates', values)).toBeUndefined();
  });

  it('sends the whole document: the zone in its place, or a new one at the end', () => {
    const changed = zoneBody([], () => 0).schema.parse(
      zoneToBody({ ...zoneToForm(doc.zones[0]!), name: 'Holland' }),
    );
    expect(placeOf(doc, 'shz_nl')).toBe(0);
    expect(documentWith(doc, changed, 'shz_nl').map((z) => [z.id, z.name])).toEqual([
      ['shz_nl', 'Holland'],
      ['shz_baku', 'Baku'],
    ]);
    const added = zoneBody([], () => 0).schema.parse(zoneToBody(zone({})));
    expect(placeOf(doc, null)).toBe(2);
    expect(documentWith(doc, added, null).map((z) => [z.id, z.name])).toEqual([
      ['shz_nl', 'Netherlands'],
      ['shz_baku', 'Baku'],
      [undefined, 'Germany'],
    ]);
  });
});
