// The demo shops' payment settings: cash on delivery set up (and off, until the merchant turns it
// on) and the platform's own provider taking cards under the shop's name. No provider is connected:
// their keys are the merchant's own, and a seed has none to give.
import { insertRows } from './bulk';
import type { Db } from './db';

export async function seedPayments(
  tx: Db,
  options: { demoShopId: string; outletShopId: string; now: number },
): Promise<void> {
  const { demoShopId, outletShopId, now } = options;
  await insertRows(
    tx,
    'cash_on_delivery',
    [
      'shop_id',
      'display_name',
      'instructions',
      'fee',
      'min_order',
      'max_order',
      'status',
      'updated_at',
    ],
    [
      // The demo shop sells in US dollars: a $3.00 fee, for orders up to $500.00.
      [
        demoShopId,
        'Cash on delivery',
        'Pay the courier in cash when your order arrives. Please have the exact amount ready.',
        300,
        null,
        50_000,
        'inactive',
        now,
      ],
    ],
  );
  await insertRows(
    tx,
    'platform_payments',
    ['shop_id', 'statement_descriptor', 'status', 'updated_at'],
    [
      [demoShopId, 'DEMO SHOP', 'active', now],
      [outletShopId, 'DEMO OUTLET', 'inactive', now],
    ],
  );
}
