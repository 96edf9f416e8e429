// The demo shop's shipping: zones around its three locations (Rotterdam, Baku, Leipzig) with the kinds
// of rate a merchant sets up (flat, by order value, by weight, free above an amount), and pickup at
// its main warehouse. The shop sells in US dollars (minor units: cents) and weighs in kilograms.
// The Netherlands' standard rate and free threshold are the ones its seeded orders were charged.
// No carrier is connected: their keys are the merchant's own, and a seed has none to give.
import type { Db } from './db';
import { saveShipping, type StoredRate, type StoredZone } from '../repos/shipping';

const EU_WITHOUT_NL = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV',
  'LT', 'LU', 'MT', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const; // prettier-ignore

const KG = 1000;

const rate = (id: string, name: string, price: number, more: Partial<StoredRate> = {}) =>
  ({
    id,
    name,
    type: 'flat',
    price,
    min_order_value: null,
    max_order_value: null,
    min_weight_grams: null,
    max_weight_grams: null,
    free_above: null,
    ...more,
  }) satisfies StoredRate;

const byWeight = (id: string, name: string, price: number, min: number, max: number | null) =>
  rate(id, name, price, {
    type: 'weight',
    min_weight_grams: min * KG,
    max_weight_grams: max === null ? null : max * KG,
  });

const byOrderValue = (id: string, name: string, price: number, min: number, max: number | null) =>
  rate(id, name, price, { type: 'order_value', min_order_value: min, max_order_value: max });

const whole = (alpha2: string) => ({ alpha2, states: [] as string[] });

export const DEMO_SHIPPING_ZONES: StoredZone[] = [
  {
    id: 'shz_netherlands',
    name: 'Netherlands',
    countries: [whole('NL')],
    rates: [
      rate('shr_nl_standard', 'Standard', 599, { free_above: 10_000 }),
      rate('shr_nl_express', 'Express (next day)', 1299),
    ],
  },
  {
    id: 'shz_european_union',
    name: 'European Union',
    countries: EU_WITHOUT_NL.map(whole),
    rates: [
      byWeight('shr_eu_small', 'Standard', 1199, 0, 2),
      byWeight('shr_eu_medium', 'Standard', 1999, 2, 10),
      byWeight('shr_eu_heavy', 'Heavy parcel', 3499, 10, 30),
    ],
  },
  {
    id: 'shz_baku',
    name: 'Baku',
    countries: [{ alpha2: 'AZ', states: ['AZ-BA'] }],
    rates: [rate('shr_baku_courier', 'Same-day courier', 500, { free_above: 5_000 })],
  },
  {
    id: 'shz_north_america',
    name: 'United States and Canada',
    countries: [whole('US'), whole('CA')],
    rates: [
      byOrderValue('shr_na_economy', 'International economy', 2499, 0, 20_000),
      byOrderValue('shr_na_economy_large', 'International economy', 1499, 20_000, null),
      rate('shr_na_express', 'International express', 5999),
    ],
  },
];

export async function seedShipping(
  tx: Db,
  options: { shopId: string; now: number },
): Promise<void> {
  const { shopId, now } = options;
  // The zones go in as a save would put them (a first save: the version row is new).
  await saveShipping(tx, shopId, now, DEMO_SHIPPING_ZONES, false);
  // Pickup at the main warehouse's goods desk; the shop counter in Baku sells in person only, so
  // it offers none until it fulfils online orders.
  await tx.query(
    `INSERT INTO local_pickup (shop_id, location_id, enabled, instructions, ready_time, updated_at)
     SELECT shop_id, id, true, $2, '24h', $3 FROM locations
     WHERE shop_id = $1 AND name = 'Main Warehouse'`,
    [
      shopId,
      'Collect at the goods desk, entrance B, weekdays 9:00–17:00. Bring your order number and an ID.',
      now,
    ],
  );
}
