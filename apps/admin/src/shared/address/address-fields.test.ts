import { describe, expect, it } from 'vitest';
import { addressLayout } from './address-fields';

describe('addressLayout', () => {
  it('follows the country: what it names its state and postal code, what it needs', () => {
    expect(addressLayout('US', 57)).toMatchObject({
      showState: true,
      state: 'required',
      stateName: 'state',
      postalCode: 'required',
      postalCodeName: 'zip',
    });
    expect(addressLayout('IN', 36)).toMatchObject({ stateName: 'state', postalCodeName: 'pin' });
    expect(addressLayout('AE', 7)).toMatchObject({ city: 'none', stateName: 'emirate' });
    // Azerbaijan has rayons and an optional postal code; Aruba neither.
    expect(addressLayout('AZ', 78)).toMatchObject({
      showState: true,
      state: 'optional',
      postalCode: 'optional',
    });
    expect(addressLayout('AW', 0)).toMatchObject({ showState: false, postalCode: 'none' });
    expect(addressLayout(null, 0).showState).toBe(false);
  });
});
