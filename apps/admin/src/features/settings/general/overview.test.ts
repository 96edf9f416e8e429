import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY, NEW_SHOP_GENERAL_SETTINGS, type Shop } from '@shop/admin-api';
import { addressLine, overviewEntries } from './overview';

const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key}${JSON.stringify(options)}` : key) as unknown as TFunction;

const shop = {
  ...NEW_SHOP_GENERAL_SETTINGS,
  name: 'Demo Shop',
  email: 'hello@demo-shop.test',
  currency: DEFAULT_CURRENCY,
  language: 'az',
  address: {
    line: '12 Harbour Road',
    line2: '',
    city: 'Rotterdam',
    zip: '3011 AA',
    state: { code: 'NL-ZH', name: 'Zuid-Holland' },
    country: { alpha2: 'NL', name: 'Netherlands' },
  },
  social_profiles: { ...NEW_SHOP_GENERAL_SETTINGS.social_profiles, instagram: 'https://x.y/z' },
} as unknown as Shop;

describe('the general overview', () => {
  it('writes the address on one line, the country in the admin language when known', () => {
    expect(addressLine(shop, undefined)).toBe(
      '12 Harbour Road, Rotterdam, Zuid-Holland, 3011 AA, Netherlands',
    );
    expect(addressLine(shop, [{ alpha2: 'NL', name: 'Niderland' }])).toMatch(/Niderland$/);
    expect(addressLine({ ...shop, address: null }, undefined)).toBeNull();
  });

  it('shows what each page holds now', () => {
    const entries = Object.fromEntries(
      overviewEntries(shop, t, undefined).map((entry) => [entry.route, entry.value]),
    );
    expect(entries).toMatchObject({
      details: 'Demo Shop · hello@demo-shop.test',
      language: 'Azərbaycanca',
      homepageDisplay: 'settings:general.overview.notSet',
      maintenance: 'settings:general.overview.maintenanceOff',
    });
    expect(entries.socialProfiles).toContain('settings:general.social.networks.instagram');
    expect(entries.standardsFormats).toContain('"currency":"USD"');
    expect(Object.keys(entries)).toEqual([
      'details',
      'address',
      'language',
      'homepageDisplay',
      'maintenance',
      'socialProfiles',
      'standardsFormats',
      'policies',
    ]);
  });
});
