import { describe, expect, it } from 'vitest';
import type { Location } from '@shop/admin-api';
import { bodyResolver } from '../../../../lib/forms/body-resolver';
import {
  locationBody,
  locationFieldOf,
  locationToForm,
  type LocationValues,
} from './location-form';

const resolver = bodyResolver(locationBody);
const check = (values: LocationValues) =>
  resolver(values, undefined, {
    fields: {},
    names: ['name', 'line', 'line2', 'city', 'zip', 'state', 'country', 'fulfills_online_orders'],
    shouldUseNativeValidation: false,
  });

const warehouse: Location = {
  id: 'loc_1',
  name: 'Main Warehouse',
  address: {
    line: '12 Harbour Road',
    line2: '',
    city: 'Rotterdam',
    zip: '3011 AA',
    state: 'NL-ZH',
    country: { alpha2: 'NL' },
  },
  fulfills_online_orders: true,
  is_default: true,
  created_at: 1,
  updated_at: 2,
};

describe('the location form', () => {
  it('starts from the location and sends it back as the contract has it, trimmed', async () => {
    const values = locationToForm(warehouse);
    expect(values).toEqual({
      name: 'Main Warehouse',
      line: '12 Harbour Road',
      line2: '',
      city: 'Rotterdam',
      zip: '3011 AA',
      state: 'NL-ZH',
      country: 'NL',
      fulfills_online_orders: true,
    });
    const result = await check({
      ...values,
      name: ' Rotterdam Hub ',
      fulfills_online_orders: false,
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: 'Rotterdam Hub',
      address: warehouse.address,
      fulfills_online_orders: false,
    });
  });

  it('sends no state when none is picked', async () => {
    const result = await check({ ...locationToForm(warehouse), state: null, country: 'MC' });
    expect(result.values).toMatchObject({ address: { state: null, country: { alpha2: 'MC' } } });
  });

  it('requires a name, an address line and a country, each on its field', async () => {
    const result = await check({
      ...locationToForm(warehouse),
      name: ' ',
      line: '',
      state: null,
      country: null,
    });
    expect(result.errors.name?.message).toBe('Required');
    expect(result.errors.line?.message).toBe('Required');
    expect(result.errors.country?.message).toBe('Choose a country from the list');
  });

  it("asks for what the country's addresses need, as the shop's address does", async () => {
    const dutch = await check({ ...locationToForm(warehouse), city: '  ', zip: '' });
    expect(dutch.errors.city?.message).toBe('Required');
    expect(dutch.errors.zip?.message).toBe('Required');
    // Aruba's addresses have no postal code: none is asked for, and one typed is not sent.
    const aruba = await check({
      ...locationToForm(warehouse),
      country: 'AW',
      state: null,
      zip: '',
    });
    expect(aruba.errors).toEqual({});
  });

  it("places the server's address messages on the flat fields", () => {
    expect(locationFieldOf('address.country.alpha2')).toBe('country');
    expect(locationFieldOf('address.state')).toBe('state');
    expect(locationFieldOf('address.line')).toBe('line');
    expect(locationFieldOf('name')).toBe('name');
    expect(locationFieldOf('updated_at')).toBeUndefined();
  });
});
