// GET inventory/stats: read from the counters the triggers of migration 006 keep (stock_stats per
// location and per shop, variant_stock per variant). The counters must agree with the figures counted
// from inventory_levels itself after every kind of write, committed or rolled back.
import { LOW_STOCK_THRESHOLD, type InventoryStats, type Product } from '@shop/admin-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID, OUTLET_SHOP_ID } from '../db/seed';
import { demoShop } from '../test/demo-shop';
import { callJson } from '../test/session';

const { ctx, owner } = demoShop();
let locationIds: string[];

beforeAll(async () => {
  locationIds = (
    await ctx.db.query<{ id: string }>('SELECT id FROM locations WHERE shop_id = $1 ORDER BY id', [
      DEMO_SHOP_ID,
    ])
  ).map((r) => r.id);
});

type Figures = Omit<InventoryStats, 'location_id' | 'low_stock_threshold'>;

async function apiStats(locationId?: string): Promise<Figures> {
  const res = await callJson<InventoryStats>(ctx, 'GET', 'inventory/stats', {
    session: owner,
    query: locationId ? { location_id: locationId } : {},
  });
  expect(res.status).toBe(200);
  const { location_id, low_stock_threshold, ...figures } = res.body;
  expect(location_id).toBe(locationId ?? null);
  expect(low_stock_threshold).toBe(LOW_STOCK_THRESHOLD);
  return figures;
}

/** The figures counted from the levels themselves, as the contract defines them. */
async function counted(shopId: string, locationId?: string): Promise<Figures> {
  const [row] = await ctx.db.query<Figures>(
    `SELECT COALESCE(sum(units), 0)::bigint AS total_units,
            count(*)::int AS variants_tracked,
            count(*) FILTER (WHERE available <= 0)::int AS out_of_stock,
            count(*) FILTER (WHERE available BETWEEN 1 AND $3)::int AS low_stock
     FROM (SELECT variant_id, sum(available) AS available, sum(GREATEST(available, 0)) AS units
           FROM inventory_levels WHERE shop_id = $1 AND ($2::text IS NULL OR location_id = $2)
           GROUP BY variant_id) per_variant`,
    [shopId, locationId ?? null, LOW_STOCK_THRESHOLD],
  );
  return row!;
}

/** The kept counters of every shop and location equal the counted figures. */
async function expectCountersMatchLevels() {
  const scopes = await ctx.db.query<{ shop_id: string; location_id: string }>(
    `SELECT id AS shop_id, '' AS location_id FROM shops
     UNION ALL SELECT shop_id, id FROM locations ORDER BY 1, 2`,
  );
  for (const { shop_id, location_id } of scopes) {
    const [kept] = await ctx.db.query<Figures>(
      `SELECT total_units, variants_tracked::int, out_of_stock::int, low_stock::int
       FROM stock_stats WHERE shop_id = $1 AND location_id = $2`,
      [shop_id, location_id],
    );
    const expected = await counted(shop_id, location_id || undefined);
    const none = { total_units: 0, variants_tracked: 0, out_of_stock: 0, low_stock: 0 };
    expect(kept ?? none, `${shop_id}/${location_id}`).toEqual(expected);
  }
  const [stray] = await ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM variant_stock WHERE levels = 0',
  );
  expect(stray!.n).toBe(0);
}

const send = <T>(method: string, path: string, body?: unknown) =>
  callJson<T>(ctx, method, path, { session: owner, body });

async function createProduct(title: string): Promise<Product> {
  const res = await send<Product>('POST', 'products', {
    title,
    price: 500,
    options: [{ name: 'Size', values: ['S', 'M'] }],
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** Set a variant's quantity at a location straight in the table. */
const setLevel = (variantId: string, locationId: string, available: number) =>
  ctx.db.query(
    'UPDATE inventory_levels SET available = $3 WHERE variant_id = $1 AND location_id = $2',
    [variantId, locationId, available],
  );

describe('the stock counters', () => {
  it('start out equal to the levels, and the contract threshold is the one the database uses', async () => {
    const [row] = await ctx.db.query<{ t: number }>('SELECT low_stock_threshold() AS t');
    expect(row!.t).toBe(LOW_STOCK_THRESHOLD);
    await expectCountersMatchLevels();
    const all = await apiStats();
    expect(all.variants_tracked).toBeGreaterThan(0);
    expect(all.out_of_stock + all.low_stock).toBeGreaterThan(0);
    expect(await apiStats(locationIds[0])).toEqual(await counted(DEMO_SHOP_ID, locationIds[0]));
  });

  it('classify a variant by its total over every location, and by its level at one', async () => {
    const [a] = locationIds;
    const b = locationIds[1]!;
    const p = await createProduct('Stocked Tote');
    const variant = p.variants[0]!.id;
    const beforeAll = await apiStats();
    const beforeA = await apiStats(a);
    // New variants are tracked everywhere, out of stock (0).
    expect(beforeAll.out_of_stock).toBe((await counted(DEMO_SHOP_ID)).out_of_stock);

    // 0 at A and 8 at B: out of stock at A, in stock for the shop.
    await setLevel(variant, b, 8);
    await setLevel(variant, a!, 0);
    expect((await apiStats()).out_of_stock).toBe(beforeAll.out_of_stock - 1);
    expect((await apiStats()).total_units).toBe(beforeAll.total_units + 8);
    expect(await apiStats(a)).toEqual(beforeA);

    // Oversold at A (-3): no units there, and the shop's total for the variant is 5 (low).
    await setLevel(variant, a!, -3);
    expect((await apiStats()).low_stock).toBe(beforeAll.low_stock + 1);
    expect((await apiStats()).total_units).toBe(beforeAll.total_units + 8);
    expect((await apiStats(a)).total_units).toBe(beforeA.total_units);
    await expectCountersMatchLevels();

    expect((await send('DELETE', `products/${p.id}`)).status).toBe(204);
    await expectCountersMatchLevels();
  });

  it('follow the stock editor of the API', async () => {
    const [level] = await ctx.db.query<{ id: string; location_id: string; updated_at: number }>(
      `SELECT id, location_id, updated_at FROM inventory_levels
       WHERE shop_id = $1 AND available > $2 ORDER BY id LIMIT 1`,
      [DEMO_SHOP_ID, LOW_STOCK_THRESHOLD],
    );
    const before = await apiStats(level!.location_id);
    const res = await send('PUT', `inventory/levels/${level!.id}`, {
      available: 2,
      updated_at: level!.updated_at,
    });
    expect(res.status).toBe(200);
    expect((await apiStats(level!.location_id)).low_stock).toBe(before.low_stock + 1);
    await expectCountersMatchLevels();
  });

  it('are not written by a save of the same quantity', async () => {
    const [level] = await ctx.db.query<{ variant_id: string; location_id: string }>(
      'SELECT variant_id, location_id FROM inventory_levels WHERE shop_id = $1 ORDER BY id LIMIT 1',
      [DEMO_SHOP_ID],
    );
    const version = async () =>
      (
        await ctx.db.query<{ xmin: string }>(
          `SELECT string_agg(xmin::text, ',' ORDER BY location_id) AS xmin FROM stock_stats
           WHERE shop_id = $1`,
          [DEMO_SHOP_ID],
        )
      )[0]!.xmin;
    const before = await version();
    await ctx.db.query(
      'UPDATE inventory_levels SET updated_at = updated_at + 1 WHERE variant_id = $1 AND location_id = $2',
      [level!.variant_id, level!.location_id],
    );
    expect(await version()).toBe(before);
  });

  it('are left as they were by a rolled-back transaction', async () => {
    const before = await apiStats();
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.query('UPDATE inventory_levels SET available = available + 7 WHERE shop_id = $1', [
          DEMO_SHOP_ID,
        ]);
        await tx.query('SELECT 1 / 0');
      }),
    ).rejects.toThrow();
    expect(await apiStats()).toEqual(before);
    await expectCountersMatchLevels();
  });

  it('count statements that write many levels at once, in any shop', async () => {
    await ctx.db.query(
      `UPDATE inventory_levels SET available = CASE WHEN available % 3 = 0 THEN -1 ELSE available + 2 END
       WHERE shop_id IN ($1, $2) AND id IN (SELECT id FROM inventory_levels ORDER BY id DESC LIMIT 500)`,
      [DEMO_SHOP_ID, OUTLET_SHOP_ID],
    );
    await expectCountersMatchLevels();
  });

  it('go with a deleted location, and with a deleted shop', async () => {
    await ctx.db.query(
      `INSERT INTO shops (id, name, email, host, storefront_url, created_at, updated_at)
       VALUES ('shop_closing', 'Closing', 'c@example.com', 'closing.test', 'https://closing.test', 0, 0)`,
    );
    await ctx.db.query(
      `INSERT INTO locations (id, shop_id, name, country_alpha2, created_at, updated_at)
       VALUES ('loc_closing_1', 'shop_closing', 'One', 'US', 0, 0),
              ('loc_closing_2', 'shop_closing', 'Two', 'US', 0, 0)`,
    );
    await ctx.db.query(
      `INSERT INTO products (id, shop_id, title, status, created_at, updated_at)
       VALUES ('prd_closing', 'shop_closing', 'Closing', 'active', 0, 0)`,
    );
    await ctx.db.query(
      `INSERT INTO product_variants (id, shop_id, product_id, position, option_values, sku,
                                     created_at, updated_at)
       VALUES ('var_closing', 'shop_closing', 'prd_closing', 0, '{}', '', 0, 0)`,
    );
    await ctx.db.query(
      `INSERT INTO inventory_levels (id, shop_id, location_id, variant_id, available, updated_at)
       VALUES ('inv_closing_1', 'shop_closing', 'loc_closing_1', 'var_closing', 4, 0),
              ('inv_closing_2', 'shop_closing', 'loc_closing_2', 'var_closing', 9, 0)`,
    );
    await expectCountersMatchLevels();
    await ctx.db.query(`DELETE FROM locations WHERE id = 'loc_closing_2'`);
    await expectCountersMatchLevels();
    await ctx.db.query(`DELETE FROM shops WHERE id = 'shop_closing'`);
    expect(await ctx.db.query(`SELECT 1 FROM stock_stats WHERE shop_id = 'shop_closing'`)).toEqual(
      [],
    );
    expect(
      await ctx.db.query(`SELECT 1 FROM variant_stock WHERE shop_id = 'shop_closing'`),
    ).toEqual([]);
    await expectCountersMatchLevels();
  });

  it('are rebuilt from the levels by recount_stock()', async () => {
    const before = await apiStats();
    await ctx.db.query(`UPDATE stock_stats SET low_stock = 99 WHERE shop_id = $1`, [DEMO_SHOP_ID]);
    await ctx.db.query('DELETE FROM variant_stock WHERE shop_id = $1', [DEMO_SHOP_ID]);
    await ctx.db.query('SELECT recount_stock()');
    expect(await apiStats()).toEqual(before);
    await expectCountersMatchLevels();
  });
});
