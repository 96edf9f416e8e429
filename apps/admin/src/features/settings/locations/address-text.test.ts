import { describe, expect, it } from 'vitest';
import type { LocationAddress } from '@shop/admin-api';
import { addressText } from './address-text';

const address: LocationAddress = {
  line: '12 Harbour Road',
  line2: '',
  city: 'Rotterdam',
  zip: '3011 AA',
  state: 'NL-ZH',
  country: { alpha2: 'NL' },
};
const names: Record<string, string> = { NL: 'Netherlands' };

describe('addressText', () => {
  it('names the street, the postal code and city, and the country', () => {
    expect(addressText(address, (code) => names[code])).toBe(
      '12 Harbour Road, 3011 AA Rotterdam, Netherlands',
    );
  });

  it('leaves out empty parts and shows the code until the country names arrive', () => {
    expect(addressText({ ...address, line2: 'Floor 2', zip: '' }, () => undefined)).toBe(
      '12 Harbour Road, Floor 2, Rotterdam, NL',
    );
  });
});
