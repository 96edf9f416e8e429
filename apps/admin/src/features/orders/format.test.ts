import { describe, expect, it } from 'vitest';
import type { Address } from '@shop/admin-api';
import { addressLines, countryName, sameAddress } from './format';

const address: Address = {
  first_name: 'Ann',
  last_name: 'Lee',
  company: null,
  address1: '12 Rose Street',
  address2: 'Flat 3',
  city: 'Springfield',
  province: 'Oregon',
  zip: '97477',
  country_code: 'US',
  phone: null,
};

describe('addresses', () => {
  it('reads as the lines of a label, leaving out what is empty', () => {
    expect(addressLines(address, 'en')).toEqual([
      'Ann Lee',
      '12 Rose Street',
      'Flat 3',
      'Springfield, Oregon, 97477',
      'United States',
    ]);
  });

  it('names the country in the language, or keeps a code it does not know', () => {
    expect(countryName('AZ', 'en')).toBe('Azerbaijan');
    expect(countryName('AZ', 'az')).toBe('Azərbaycan');
    expect(countryName('XQ', 'en')).toBe('XQ');
  });

  it('tells a repeated address from another one', () => {
    expect(sameAddress(address, { ...address })).toBe(true);
    expect(sameAddress(address, { ...address, address1: '1 Oak Road' })).toBe(false);
    expect(sameAddress(address, null)).toBe(false);
  });
});
