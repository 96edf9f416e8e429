import { describe, expect, it } from 'vitest';
import { NEW_SHOP_GENERAL_SETTINGS, type Shop } from '@shop/admin-api';
import type { AddressValues } from '../../../../shared/address/address-fields';
import { addressBody, addressToForm } from './address-form';

const values = (overrides: Partial<AddressValues>): AddressValues => ({
  country: 'US',
  line: '1 Congress Ave',
  line2: '',
  city: 'Austin',
  zip: '78701',
  state: 'US-TX',
  ...overrides,
});

const check = (body: ReturnType<typeof addressBody>, form: AddressValues) =>
  body.schema.safeParse(body.toBody(form));
const fieldsOf = (result: ReturnType<typeof check>) =>
  result.error?.issues.map((issue) => issue.path.join('.')).sort() ?? [];

describe('the address form', () => {
  it('asks for a state where the country needs one, and for its postal code', () => {
    const body = addressBody((country) => country === 'US');
    expect(check(body, values({})).success).toBe(true);
    expect(fieldsOf(check(body, values({ state: null, zip: '' })))).toEqual(['state', 'zip']);
    expect(fieldsOf(check(body, values({ country: null })))).toEqual(['country']);
    // The body names the country `country.alpha2`; the form shows it on its country field.
    expect(body.fields as (field: string) => string | undefined).toBeTypeOf('function');
    const fieldOf = body.fields as (field: string, form: AddressValues) => string | undefined;
    expect(fieldOf('country.alpha2', values({}))).toBe('country');
    expect(fieldOf('zip', values({}))).toBe('zip');
  });

  it("drops the fields the country's addresses do not have", () => {
    const body = addressBody(() => false);
    const parsed = check(body, values({ country: 'AW', zip: '123', state: null }));
    expect(parsed.data).toMatchObject({ zip: '', country: { alpha2: 'AW' } });
  });

  it('starts from the saved address, or an empty one', () => {
    const shop = { ...NEW_SHOP_GENERAL_SETTINGS } as unknown as Shop;
    expect(addressToForm(shop)).toEqual({
      country: null,
      line: '',
      line2: '',
      city: '',
      zip: '',
      state: null,
    });
  });
});
