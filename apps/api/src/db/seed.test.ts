// Migrations and the seed on an empty database (global-setup.ts does the same once per run; here the
// steps are checked one by one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/db';
import type { Db } from './db';
import { migrate } from './migrate';
import { scaleArg, seedEmpty } from './reset';
import { DEMO_SHOP_ID, isEmpty, SEED_CUSTOMERS, SEED_ORDERS, SEED_PRODUCTS } from './seed';

let test: TestDb;
let db: Db;
beforeAll(async () => {
  test = await createTestDb(false);
  db = test.db;
});
afterAll(() => test.cleanup());

describe('migrate', () => {
  it('applies every migration once and records it', async () => {
    const all = [
      '001_initial',
      '002_catalog',
      '003_catalog_speed',
      '004_orders_and_groups',
      '005_onboarding',
      '006_stock_stats',
      '007_sign_in_throttle',
      '008_product_titles',
      '009_sign_in_limits',
      '010_uploads',
      '011_product_meta_fields',
      '012_shop_general',
      '013_account_security',
      '014_staff',
      '015_taxes_locations',
      '016_domains_brand_policies',
      '017_payments',
      '018_shipping',
      '019_integrations',
      '020_billing',
      '021_discounts',
      '022_online_store_content',
      '023_themes',
      '024_discount_thresholds',
      '025_discount_usage',
      '026_discount_list',
      '027_discount_list_valid_to',
      '028_idempotency_keys',
      '029_order_pickup_location',
      '030_session_notify',
      '031_product_list_image',
      '032_product_title_folded',
    ];
    expect(await migrate(db)).toEqual(all);
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
    expect(rows.map((r) => r.version)).toEqual(all);
  });
});

describe('seed', () => {
  // Seeding the whole demo shop takes seconds, more on a busy machine and with every feature added:
  // this checks what it writes, not how fast (its time is printed for whoever watches it).
  it('fills an empty database consistently', { timeout: 180_000 }, async () => {
    expect(await isEmpty(db)).toBe(true);
    const started = performance.now();
    const summary = await seedEmpty(db, {});
    const ms = performance.now() - started;
    console.log(`seed: ${Math.round(ms)} ms`);
    expect(summary).toEqual({
      shops: 2,
      customers: SEED_CUSTOMERS + 30,
      orders: SEED_ORDERS + 60,
      products: SEED_PRODUCTS + 40,
    });
    expect(await isEmpty(db)).toBe(false);

    const [demo] = await db.query<{ customers: number; orders: number; emails: number }>(
      `SELECT (SELECT count(*)::int FROM customers WHERE shop_id = $1) AS customers,
              (SELECT count(*)::int FROM orders WHERE shop_id = $1) AS orders,
              (SELECT count(DISTINCT email)::int FROM customers WHERE shop_id = $1) AS emails`,
      [DEMO_SHOP_ID],
    );
    expect(demo).toEqual({
      customers: SEED_CUSTOMERS,
      orders: SEED_ORDERS,
      emails: SEED_CUSTOMERS,
    });

    // The stored totals are exactly what the orders add up to, for every customer.
    const mismatches = await db.query(
      `SELECT c.id FROM customers c
       LEFT JOIN (SELECT customer_id, count(*) AS n,
                         COALESCE(sum(total) FILTER (WHERE financial_status NOT IN ('voided', 'refunded')), 0) AS spent
                  FROM orders GROUP BY customer_id) o ON o.customer_id = c.id
       WHERE c.orders_count <> COALESCE(o.n, 0) OR c.total_spent <> COALESCE(o.spent, 0)`,
    );
    expect(mismatches).toEqual([]);
  });

  it('refuses to seed a database that holds data', async () => {
    await expect(seedEmpty(db, {})).rejects.toThrow(/reset-data/);
  });
});

describe('the seeded catalog', () => {
  it('has the demo products, each with a variant, and SKUs unique in each shop', async () => {
    const [demo] = await db.query<{
      products: number;
      without_variant: number;
      hidden: number;
      with_options: number;
      without_image: number;
      variants: number;
    }>(
      `SELECT count(*)::int AS products,
              count(*) FILTER (WHERE NOT EXISTS
                (SELECT 1 FROM product_variants v WHERE v.product_id = p.id))::int AS without_variant,
              count(*) FILTER (WHERE status = 'hidden')::int AS hidden,
              count(*) FILTER (WHERE EXISTS
                (SELECT 1 FROM product_options o WHERE o.product_id = p.id))::int AS with_options,
              count(*) FILTER (WHERE NOT EXISTS
                (SELECT 1 FROM product_images i WHERE i.product_id = p.id))::int AS without_image,
              (SELECT count(*)::int FROM product_variants WHERE shop_id = $1) AS variants
       FROM products p WHERE shop_id = $1`,
      [DEMO_SHOP_ID],
    );
    expect(demo!.products).toBe(SEED_PRODUCTS);
    expect(demo!.without_variant).toBe(0);
    // Mostly active with some hidden; most products come in options, so more variants than products.
    expect(demo!.hidden).toBeGreaterThan(SEED_PRODUCTS * 0.03);
    expect(demo!.hidden).toBeLessThan(SEED_PRODUCTS * 0.2);
    expect(demo!.with_options).toBeGreaterThan(SEED_PRODUCTS * 0.7);
    expect(demo!.variants).toBeGreaterThan(SEED_PRODUCTS * 2);
    // Every product has a gallery once the shop has images.
    const [images] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM uploads WHERE shop_id = $1',
      [DEMO_SHOP_ID],
    );
    if (images!.n > 0) expect(demo!.without_image).toBe(0);
    // Every image's bytes are in the upload store, as an upload's would be.
    const [bytes] = await db.query<{ without: number }>(
      `SELECT count(*)::int AS without FROM uploads u
       WHERE NOT EXISTS (SELECT 1 FROM upload_blobs b
                         WHERE b.storage_key = u.storage_key AND b.size_bytes = u.size_bytes)`,
    );
    expect(bytes!.without).toBe(0);

    const duplicateSkus = await db.query(
      `SELECT shop_id, sku FROM product_variants WHERE sku <> ''
       GROUP BY shop_id, sku HAVING count(*) > 1`,
    );
    expect(duplicateSkus).toEqual([]);
    // Each variant has one value per option of its product.
    const mismatched = await db.query(
      `SELECT v.id FROM product_variants v
       WHERE cardinality(v.option_values) <>
             (SELECT count(*) FROM product_options o WHERE o.product_id = v.product_id)`,
    );
    expect(mismatched).toEqual([]);
    // Titles are shop words, not lorem ipsum.
    const [lorem] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE title ~* '\\m(lorem|ipsum|dolor)\\M'`,
    );
    expect(lorem!.n).toBe(0);
    // Each product row carries its gallery's summary (migrations/031), as the triggers keep it.
    const stale = await db.query(
      `SELECT p.id FROM products p
       LEFT JOIN product_images i ON i.product_id = p.id AND i.position = 0
       LEFT JOIN uploads u ON u.id = i.upload_id
       WHERE p.images_count <> (SELECT count(*) FROM product_images x WHERE x.product_id = p.id)
          OR p.cover_upload_id IS DISTINCT FROM i.upload_id
          OR p.cover_storage_key IS DISTINCT FROM u.storage_key`,
    );
    expect(stale).toEqual([]);
  });
});

describe('--scale', () => {
  it('takes a number of products up to a million', () => {
    expect(scaleArg([])).toBeUndefined();
    expect(scaleArg(['--scale', '1000000'])).toBe(1_000_000);
    expect(() => scaleArg(['--scale', '1000001'])).toThrow(/1000000/);
    expect(() => scaleArg(['--scale', 'lots'])).toThrow(/whole number/);
  });

  it('seeds that many products in the demo shop, with the demo customers and orders', async () => {
    const scaled = await createTestDb(false);
    try {
      await migrate(scaled.db);
      const summary = await seedEmpty(scaled.db, { products: 300 });
      expect(summary).toEqual({
        shops: 2,
        customers: SEED_CUSTOMERS + 30,
        orders: SEED_ORDERS + 60,
        products: 300 + 40,
      });
      const [row] = await scaled.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM products WHERE shop_id = $1',
        [DEMO_SHOP_ID],
      );
      expect(row!.n).toBe(300);
    } finally {
      await scaled.cleanup();
    }
  });
});
