import { base, en, Faker } from '@faker-js/faker';
import type { FinancialStatus, FulfillmentStatus } from '@shop/admin-api';
import { hashPassword } from '../auth/passwords';
import { refreshCustomerTotals } from '../repos/customer-totals';
import { insertRows } from './bulk';
import { DEFAULT_PLATFORM, platformHost, type PlatformConfig } from '../domains/platform';
import type { Db } from './db';
import { seedBilling } from './seed-billing';
import { seedCollectionsAndInventory } from './seed-catalog';
import { seedDiscounts } from './seed-discounts';
import { seedDiscountThresholds } from './seed-discount-thresholds';
import { seedOnlineStoreContent } from './seed-online-store-content';
import { seedImages } from './seed-images';
import { seedIntegrations } from './seed-integrations';
import { seedCustomerGroups, seedOrderDetails } from './seed-orders';
import { seedPayments } from './seed-payments';
import { seedProducts } from './seed-products';
import { seedShipping } from './seed-shipping';
import { seedShopGeneral } from './seed-shop-general';
import { seedShopSettings } from './seed-shop-settings';
import { seedStaffInvitation } from './seed-staff';
import { seedTaxRates } from './seed-taxes';
import { seedThemes } from './seed-themes';

/**
 * The demo data: two stores, an owner and a staff member, customers and their orders. Deterministic
 * (fixed faker seed, fixed base date) so ids, names and timestamps are the same on every machine.
 */
/** A fixed "now" for tests, so their expectations never depend on the day they run. */
export const SEED_BASE_TIME = Date.UTC(2025, 5, 30, 12, 0, 0) / 1000; // 2025-06-30 12:00 UTC

/**
 * The demo shop's "now": noon UTC of the day it is seeded, so a fresh demo has orders from yesterday
 * and last week rather than from a fixed year. Names, ids and amounts stay the same every day.
 */
export function seedBaseTimeForToday(nowMs = Date.now()): number {
  const day = new Date(nowMs);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12, 0, 0) / 1000;
}
const DAY = 24 * 60 * 60;

export const DEMO_OWNER = { email: 'owner@example.com', password: 'owner-pass-123' } as const;
export const DEMO_STAFF = { email: 'staff@example.com', password: 'staff-pass-123' } as const;
export const DEMO_SHOP_ID = 'shop_demo';
export const OUTLET_SHOP_ID = 'shop_outlet';

export const SEED_CUSTOMERS = 600;
export const SEED_ORDERS = 1500;
export const SEED_PRODUCTS = 2000;
/** Distinct generated images the demo products share (a product shows one to four of them). */
const SEED_IMAGES = 40;
const OUTLET_PRODUCTS = 40;
const OUTLET_CUSTOMERS = 30;
const OUTLET_ORDERS = 60;

export interface SeedSummary {
  shops: number;
  customers: number;
  orders: number;
  products: number;
}

/** True when the database holds no shop yet (a fresh install). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM shops) AS any');
  return !row?.any;
}

/** Notes a merchant would actually write (faker's lorem would be Latin). */
const CUSTOMER_NOTES = [
  'Prefers to be contacted by email.',
  'VIP: offer early access to the seasonal sale.',
  'Asked for gift wrapping on every order.',
  'Business address: deliver on weekdays only.',
  'Wholesale enquiry, follow up after the next catalogue.',
  'Referred by a friend; send a thank-you coupon.',
  'Returned an item once because of sizing; suggest a size up.',
  'Wants paper invoices sent with the parcel.',
] as const;

interface CustomerSeed {
  id: string;
  created_at: number;
}

/** Fill an empty, migrated database in one transaction. `scale` multiplies customers and orders. */
export async function seed(
  db: Db,
  options: {
    scale?: number;
    baseTime?: number;
    /** Products of the demo shop (default SEED_PRODUCTS; `--scale N` asks for N for benchmarks). */
    products?: number;
    /** The platform the demo shops' own addresses are on (config.platform; default DEFAULT_PLATFORM). */
    platform?: PlatformConfig;
  },
): Promise<SeedSummary> {
  const scale = options.scale ?? 1;
  const platform = options.platform ?? DEFAULT_PLATFORM;
  const SEED_NOW = options.baseTime ?? seedBaseTimeForToday();
  const f = new Faker({ locale: [en, base] });
  f.seed(42);
  f.setDefaultRefDate(SEED_NOW * 1000);
  // Hash outside the transaction: two scrypt runs need no lock.
  const [ownerHash, staffHash] = await Promise.all([
    hashPassword(DEMO_OWNER.password),
    hashPassword(DEMO_STAFF.password),
  ]);
  const ids = uniqueIds(f);

  const summary = await db.transaction(async (tx) => {
    const t = SEED_NOW - 400 * DAY;
    await insertRows(
      tx,
      'shops',
      [
        'id',
        'name',
        'email',
        'host',
        'tax_inclusion_status',
        'tour_completed',
        'has_wallet_card',
        'wallet_available_amount',
        'website_selling_mode',
        'language',
        'storefront_url',
        'onboarding_editable',
        'onboarding_list',
        'created_at',
        'updated_at',
      ],
      // Onboarding (§3): the demo shop was created through the sign-up flow, so its onboarding is on,
      // and besides the store it made its wallet card (it has one); it sells through its online
      // store, not by link. The outlet, opened later as a second store, never landed on the welcome
      // page (onboarding off) and sells by link. With today's one-item checklist neither shows it.
      [
        [
          DEMO_SHOP_ID,
          'Demo Shop',
          'hello@demo-shop.test',
          platformHost(platform, 'demo-shop'),
          'inactive',
          false,
          true,
          1_254_950,
          'online_store',
          'en',
          'http://demo-shop.localhost',
          true,
          ['create_store', 'create_card'],
          t,
          t,
        ],
        [
          OUTLET_SHOP_ID,
          'Demo Outlet',
          'hello@demo-outlet.test',
          platformHost(platform, 'demo-outlet'),
          'active',
          false,
          false,
          null,
          'sell_by_link',
          'en',
          'http://demo-outlet.localhost',
          false,
          ['create_store', 'sell_via_link'],
          t,
          t,
        ],
      ],
    );
    await seedShopGeneral(tx);
    await insertRows(
      tx,
      'accounts',
      ['id', 'email', 'password_hash', 'first_name', 'last_name', 'created_at', 'updated_at'],
      [
        ['acct_owner', DEMO_OWNER.email, ownerHash, 'Alex', 'Morgan', t, t],
        ['acct_staff', DEMO_STAFF.email, staffHash, 'Sam', 'Rivera', t, t],
      ],
    );
    // The role and policies are per shop (a membership): the owner owns both stores, the staff
    // member works in the demo shop on products and orders only.
    await insertRows(
      tx,
      'account_shops',
      ['account_id', 'shop_id', 'position', 'role', 'permission', 'created_at', 'updated_at'],
      [
        ['acct_owner', DEMO_SHOP_ID, 0, 'OWNER', [], t, t],
        ['acct_owner', OUTLET_SHOP_ID, 1, 'OWNER', [], t, t],
        ['acct_staff', DEMO_SHOP_ID, 0, 'STAFF', ['product', 'order'], t, t],
      ],
    );
    await seedStaffInvitation(tx, DEMO_SHOP_ID, SEED_NOW);
    // Payments: cash on delivery and the platform's provider (no provider's keys to seed).
    await seedPayments(tx, {
      demoShopId: DEMO_SHOP_ID,
      outletShopId: OUTLET_SHOP_ID,
      now: SEED_NOW,
    });
    // Domains, brand and policies: every shop got its rows with it; the demo values go in here.
    await seedShopSettings(tx, {
      platform,
      demoShopId: DEMO_SHOP_ID,
      shopIds: [DEMO_SHOP_ID, OUTLET_SHOP_ID],
      now: SEED_NOW,
    });
    // Plans and billing: the plan each shop is on, how it pays, its invoices.
    await seedBilling(tx, { now: SEED_NOW });
    // Integrations: every shop got its four with it; the demo shop's tags go in here.
    await seedIntegrations(tx, { demoShopId: DEMO_SHOP_ID, now: SEED_NOW });

    const shops = [
      { id: DEMO_SHOP_ID, customers: SEED_CUSTOMERS * scale, orders: SEED_ORDERS * scale },
      { id: OUTLET_SHOP_ID, customers: OUTLET_CUSTOMERS, orders: OUTLET_ORDERS },
    ];
    const counts: SeedSummary = { shops: shops.length, customers: 0, orders: 0, products: 0 };
    for (const shop of shops) {
      const customers = await seedCustomers(tx, f, ids, shop.id, shop.customers);
      await seedOrders(tx, f, ids, shop.id, customers, shop.orders);
      counts.customers += shop.customers;
      counts.orders += shop.orders;
    }
    // The catalog: generated images (in the upload store), products with variants, then collections,
    // locations and stock levels that refer to them.
    const catalogs = [
      { id: DEMO_SHOP_ID, products: options.products ?? SEED_PRODUCTS, images: SEED_IMAGES },
      { id: OUTLET_SHOP_ID, products: OUTLET_PRODUCTS, images: 8 },
    ];
    for (const shop of catalogs) {
      const imageIds = await seedImages(tx, {
        shopId: shop.id,
        count: shop.images,
        baseTime: SEED_NOW,
      });
      const catalog = await seedProducts(tx, f, {
        shopId: shop.id,
        count: shop.products,
        imageIds,
      });
      await seedCollectionsAndInventory(tx, f, { shopId: shop.id, imageIds, ...catalog });
      counts.products += shop.products;
    }
    // Shipping: the demo shop's zones and rates, and pickup at a location (they exist by now).
    await seedShipping(tx, { shopId: DEMO_SHOP_ID, now: SEED_NOW });
    // The orders in full (lines name the products above), then the totals they add up to, then the
    // customer groups (one picks its members by total spent).
    for (const [i, shop] of shops.entries()) {
      await seedOrderDetails(tx, {
        shopId: shop.id,
        now: SEED_NOW,
        seed: 4242 + i,
        staff: { id: 'acct_owner', name: 'Alex Morgan' },
      });
      await refreshCustomerTotals(tx, shop.id);
      await seedCustomerGroups(tx, {
        shopId: shop.id,
        now: SEED_NOW,
        count: shop.id === DEMO_SHOP_ID ? undefined : 2,
      });
      // Discount codes (the VIP code names its group), then the orders placed with them: their
      // customers spent less.
      const discounted = await seedDiscounts(tx, {
        shopId: shop.id,
        now: SEED_NOW,
        outlet: shop.id !== DEMO_SHOP_ID,
      });
      await refreshCustomerTotals(tx, shop.id, discounted);
      // Threshold discounts, then the orders that met one (after the codes: a tier is measured on
      // what a code left).
      const thresholded = await seedDiscountThresholds(tx, {
        shopId: shop.id,
        now: SEED_NOW,
        outlet: shop.id !== DEMO_SHOP_ID,
      });
      await refreshCustomerTotals(tx, shop.id, thresholded);
      // The outlet sells in the Netherlands only: its one rate.
      await seedTaxRates(tx, {
        shopId: shop.id,
        now: SEED_NOW - 200 * DAY,
        rates: shop.id === DEMO_SHOP_ID ? undefined : 1,
      });
      // The online store's themes, pointed at the catalog above (seed-themes.ts).
      await seedThemes(tx, { shopId: shop.id, now: SEED_NOW });
      // The online store's pages and menus (they link to the catalog above).
      await seedOnlineStoreContent(tx, { shopId: shop.id, now: SEED_NOW });
    }
    return counts;
  });
  // The totals update rewrote every customer row: reclaim the dead rows and give the planner
  // statistics, or its first plans on the fresh data are guesses (VACUUM cannot run in a transaction).
  await db.exec(
    'VACUUM ANALYZE customers, orders, order_lines, order_events, products, product_variants, collections, inventory_levels',
  );
  return summary;
}

/** The seed's "now", carried by faker's reference date so helpers need no extra argument. */
function seedNow(f: Faker): number {
  return Math.floor(f.defaultRefDate().getTime() / 1000);
}

function uniqueIds(f: Faker): (prefix: string) => string {
  const seen = new Set<string>();
  return (prefix) => {
    for (;;) {
      const id = `${prefix}_${f.string.alphanumeric({ length: 14, casing: 'lower' })}`;
      if (!seen.has(id)) {
        seen.add(id);
        return id;
      }
    }
  };
}

async function seedCustomers(
  tx: Db,
  f: Faker,
  newId: (prefix: string) => string,
  shopId: string,
  count: number,
): Promise<CustomerSeed[]> {
  const SEED_NOW = seedNow(f);
  const emails = new Set<string>();
  const rows: unknown[][] = [];
  const customers: CustomerSeed[] = [];
  for (let i = 0; i < count; i++) {
    const firstName = f.person.firstName();
    const lastName = f.person.lastName();
    // example.com/.net/.org only: demo data never names a real mailbox.
    let email = f.internet.exampleEmail({ firstName, lastName }).toLowerCase();
    for (let n = 2; emails.has(email); n++) email = email.replace(/(\d*)@/, `${n}@`);
    emails.add(email);
    const createdAt = SEED_NOW - f.number.int({ min: DAY, max: 730 * DAY });
    const updatedAt = createdAt + f.number.int({ min: 0, max: SEED_NOW - createdAt });
    const id = newId('cus');
    rows.push([
      id,
      shopId,
      firstName,
      lastName,
      email,
      f.datatype.boolean(0.7) ? f.phone.number({ style: 'international' }) : null,
      f.datatype.boolean(0.15) ? f.helpers.arrayElement(CUSTOMER_NOTES) : '',
      createdAt,
      updatedAt,
    ]);
    customers.push({ id, created_at: createdAt });
  }
  await insertRows(
    tx,
    'customers',
    [
      'id',
      'shop_id',
      'first_name',
      'last_name',
      'email',
      'phone',
      'note',
      'created_at',
      'updated_at',
    ],
    rows,
  );
  return customers;
}

const FINANCIAL_WEIGHTS: { weight: number; value: FinancialStatus }[] = [
  { weight: 72, value: 'paid' },
  { weight: 6, value: 'pending' },
  { weight: 5, value: 'authorized' },
  { weight: 3, value: 'partially_paid' },
  { weight: 4, value: 'partially_refunded' },
  { weight: 6, value: 'refunded' },
  { weight: 4, value: 'voided' },
];

/** Plausible fulfilment: recent paid orders are often still open, old ones are shipped. */
function fulfillment(f: Faker, financial: FinancialStatus, ageDays: number): FulfillmentStatus {
  const pick = (fulfilled: number, partial: number, unfulfilled: number) =>
    f.helpers.weightedArrayElement<FulfillmentStatus>(
      [
        { weight: fulfilled, value: 'fulfilled' as const },
        { weight: partial, value: 'partially_fulfilled' as const },
        { weight: unfulfilled, value: 'unfulfilled' as const },
      ].filter((w) => w.weight > 0), // faker refuses zero weights
    );
  switch (financial) {
    case 'voided':
      return 'unfulfilled';
    case 'refunded':
      return pick(1, 0, 1);
    case 'pending':
    case 'authorized':
      return pick(0, 1, 9);
    default:
      return ageDays < 7 ? pick(25, 15, 60) : pick(94, 2, 4);
  }
}

async function seedOrders(
  tx: Db,
  f: Faker,
  newId: (prefix: string) => string,
  shopId: string,
  customers: CustomerSeed[],
  count: number,
): Promise<void> {
  const SEED_NOW = seedNow(f);
  // A quarter of the customers never ordered; among the rest a few order much more than others.
  const buyers = customers.slice(0, Math.ceil(customers.length * 0.75));
  const orders = Array.from({ length: count }, () => {
    const guest = f.datatype.boolean(0.03);
    const buyer = guest ? null : buyers[Math.floor(buyers.length * f.number.float() ** 1.6)]!;
    const from = buyer?.created_at ?? SEED_NOW - 730 * DAY;
    const createdAt = f.number.int({ min: from, max: SEED_NOW - 60 });
    const itemsCount = f.number.int({ min: 1, max: 6 });
    let total = 0;
    for (let i = 0; i < itemsCount; i++) total += f.number.int({ min: 500, max: 25_000 });
    const financial = f.helpers.weightedArrayElement(FINANCIAL_WEIGHTS);
    return {
      id: newId('ord'),
      customerId: buyer?.id ?? null,
      financial,
      fulfillment: fulfillment(f, financial, (SEED_NOW - createdAt) / DAY),
      total,
      itemsCount,
      createdAt,
      updatedAt:
        createdAt + f.number.int({ min: 0, max: Math.min(SEED_NOW - createdAt, 30 * DAY) }),
    };
  });
  // Order numbers follow the order of creation, as a shop would have handed them out.
  orders.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  await insertRows(
    tx,
    'orders',
    [
      'id',
      'shop_id',
      'order_number',
      'customer_id',
      'financial_status',
      'fulfillment_status',
      'total',
      'items_count',
      'created_at',
      'updated_at',
    ],
    orders.map((o, i) => [
      o.id,
      shopId,
      1001 + i,
      o.customerId,
      o.financial,
      o.fulfillment,
      o.total,
      o.itemsCount,
      o.createdAt,
      o.updatedAt,
    ]),
  );
}
