import type { Db } from './db';

/** What the demo shops' general settings hold: real places, real formats. */
const GENERAL = {
  shop_demo: {
    phone: '+31 10 414 2200',
    industry: 'apparel_accessories',
    // The head office is at the main warehouse (seed-catalog.ts).
    address: {
      line: '12 Harbour Road',
      line2: '',
      city: 'Rotterdam',
      zip: '3011 AA',
      state: 'NL-ZH',
      country: 'NL',
    },
    home_title: 'Demo Shop: shoes, bags and clothes for every day',
    home_meta_description:
      'Everyday shoes, bags and clothes, shipped from Rotterdam and Leipzig, with a store in Baku.',
    social_profiles: {
      instagram: 'https://www.instagram.com/demoshop',
      facebook: 'https://www.facebook.com/demoshop',
    },
    timezone: 'Europe/Amsterdam',
  },
  shop_outlet: {
    phone: null,
    industry: 'apparel_accessories',
    address: {
      line: '1 Damrak',
      line2: '',
      city: 'Amsterdam',
      zip: '1012 JS',
      state: 'NL-NH',
      country: 'NL',
    },
    home_title: 'Demo Outlet',
    home_meta_description: 'Last season’s shoes and clothes at outlet prices.',
    social_profiles: {},
    timezone: 'Europe/Amsterdam',
  },
} as const;

/** Fills in the general settings of the demo shops (migration 012) after they are inserted. */
export async function seedShopGeneral(tx: Db): Promise<void> {
  for (const [shopId, general] of Object.entries(GENERAL)) {
    await tx.query(
      `UPDATE shops SET phone = $2, industry = $3, address = $4, home_title = $5,
         home_meta_description = $6, social_profiles = $7, timezone = $8,
         unit_system = 'metric', weight_unit = 'kg'
       WHERE id = $1`,
      [
        shopId,
        general.phone,
        general.industry,
        JSON.stringify(general.address),
        general.home_title,
        general.home_meta_description,
        JSON.stringify(general.social_profiles),
        general.timezone,
      ],
    );
  }
}
