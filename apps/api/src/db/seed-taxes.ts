// The demo shops' tax rates: the real standard VAT rates of countries they keep stock in.
import { createHash } from 'node:crypto';
import type { TaxChargePolicy } from '@shop/admin-api';
import { insertRows } from './bulk';
import type { Db } from './db';

interface RateSeed {
  name: string;
  rate: number;
  countries: string[];
  charge_policy: TaxChargePolicy;
}

/** Netherlands 21 % (charged on shipping too, as Dutch VAT is), Azerbaijan 18 %. */
const DEMO_RATES: RateSeed[] = [
  { name: 'Netherlands VAT', rate: 21, countries: ['NL'], charge_policy: 'products_and_shipping' },
  { name: 'Azerbaijan VAT', rate: 18, countries: ['AZ'], charge_policy: 'products' },
];

/** A stable id in the seed's shape, from the shop and the rate's name. */
function rateId(shopId: string, name: string): string {
  return `tax_${createHash('sha256').update(`${shopId}/${name}`).digest('hex').slice(0, 14)}`;
}

export async function seedTaxRates(
  tx: Db,
  options: { shopId: string; now: number; rates?: number },
): Promise<void> {
  const rates = DEMO_RATES.slice(0, options.rates ?? DEMO_RATES.length);
  await insertRows(
    tx,
    'tax_rates',
    ['id', 'shop_id', 'name', 'rate', 'countries', 'charge_policy', 'created_at', 'updated_at'],
    rates.map((r) => [
      rateId(options.shopId, r.name),
      options.shopId,
      r.name,
      r.rate,
      r.countries,
      r.charge_policy,
      options.now,
      options.now,
    ]),
  );
}
