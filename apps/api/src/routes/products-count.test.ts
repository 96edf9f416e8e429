// GET products/count: exact from the per-shop counter (product_counts, kept by triggers, migration 003)
// without a search, capped at SEARCH_COUNT_CAP with one. The counter must agree with the products table
// after every kind of write, committed or rolled back.
import { SEARCH_COUNT_CAP, type CountResponse, type Product } from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID, OUTLET_SHOP_ID } from '../db/seed';
import { demoShop } from '../test/demo-shop';
import { callJson } from '../test/session';
import { productEditBody } from '../test/product-body';

const { ctx, owner } = demoShop();

const count = async (query: Record<string, string> = {}) => {
  const res = await callJson<CountResponse>(ctx, 'GET', 'products/count', {
    session: owner,
    query,
  });
  expect(res.status).toBe(200);
  return res.body;
};
const send = <T>(method: string, path: string, body?: unknown) =>
  callJson<T>(ctx, method, path, { session: owner, body });

interface Counts {
  all: number;
  active: number;
  hidden: number;
}

/** The demo shop's counts as the API answers them. */
async function apiCounts(): Promise<Counts> {
  const [all, active, hidden] = await Promise.all([
    count(),
    count({ status: 'active' }),
    count({ status: 'hidden' }),
  ]);
  for (const c of [all, active, hidden]) expect(c.capped).toBeUndefined();
  return { all: all.count, active: active.count, hidden: hidden.count };
}

/** The counts of the products table itself, per shop, next to the counter rows. */
async function expectCounterMatchesTable() {
  const rows = await ctx.db.query<{ shop_id: string; counted: string; kept: string }>(
    `SELECT s.id AS shop_id,
            (SELECT count(*) FILTER (WHERE status = 'active') || '/' ||
                    count(*) FILTER (WHERE status = 'hidden') FROM products p WHERE p.shop_id = s.id)
              AS counted,
            COALESCE((SELECT c.active || '/' || c.hidden FROM product_counts c WHERE c.shop_id = s.id),
                     '0/0') AS kept
     FROM shops s ORDER BY s.id`,
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.kept, row.shop_id).toBe(row.counted);
}

let titles = 0;
async function create(status: 'active' | 'hidden'): Promise<Product> {
  titles += 1;
  const res = await send<Product>('POST', 'products', {
    title: `Counted Tea Towel ${titles}`,
    price: 900,
    status,
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** A product row written straight to the table, for writes the API does not make. */
const productRow = (id: string, shopId: string, status: string) =>
  ctx.db.query(
    `INSERT INTO products (id, shop_id, title, status, created_at, updated_at)
     VALUES ($1, $2, $1, $3, 0, 0)`,
    [id, shopId, status],
  );

describe('the product counter', () => {
  it('starts out equal to the products of every shop', async () => {
    await expectCounterMatchesTable();
    const counts = await apiCounts();
    expect(counts.all).toBeGreaterThan(1000);
    expect(counts.hidden).toBeGreaterThan(0);
    expect(counts.active + counts.hidden).toBe(counts.all);
  });

  it('follows creating, hiding, showing and deleting products through the API', async () => {
    const before = await apiCounts();
    const shown = await create('active');
    const hiddenOne = await create('hidden');
    expect(await apiCounts()).toEqual({
      all: before.all + 2,
      active: before.active + 1,
      hidden: before.hidden + 1,
    });

    const hidden = await send<Product>(
      'PUT',
      `products/${shown.id}`,
      productEditBody(shown, { status: 'hidden' }),
    );
    expect(hidden.status).toBe(200);
    expect(await apiCounts()).toEqual({
      all: before.all + 2,
      active: before.active,
      hidden: before.hidden + 2,
    });
    const reshown = await send<Product>(
      'PUT',
      `products/${hiddenOne.id}`,
      productEditBody(hiddenOne, { status: 'active' }),
    );
    expect(reshown.status).toBe(200);
    await expectCounterMatchesTable();

    for (const id of [shown.id, hiddenOne.id]) {
      expect((await send('DELETE', `products/${id}`)).status).toBe(204);
    }
    expect(await apiCounts()).toEqual(before);
    await expectCounterMatchesTable();
  });

  it('is not written by a save that keeps the status (saves do not queue on it)', async () => {
    const p = await create('active');
    const version = async () =>
      (
        await ctx.db.query<{ xmin: string }>(
          'SELECT xmin::text AS xmin FROM product_counts WHERE shop_id = $1',
          [DEMO_SHOP_ID],
        )
      )[0]!.xmin;
    const before = await version();
    const saved = await send(
      'PUT',
      `products/${p.id}`,
      productEditBody(p, { status: 'active', title: 'Renamed Towel' }),
    );
    expect(saved.status).toBe(200);
    expect(await version()).toBe(before);
  });

  it('is left as it was by a rolled-back transaction', async () => {
    const before = await apiCounts();
    const [victim] = await ctx.db.query<{ id: string }>(
      `SELECT id FROM products WHERE shop_id = $1 AND status = 'active' ORDER BY id LIMIT 1`,
      [DEMO_SHOP_ID],
    );
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO products (id, shop_id, title, status, created_at, updated_at)
           VALUES ('prd_rollback_1', $1, 'Gone', 'hidden', 0, 0)`,
          [DEMO_SHOP_ID],
        );
        await tx.query(`UPDATE products SET status = 'hidden' WHERE id = $1`, [victim!.id]);
        await tx.query('DELETE FROM products WHERE id = $1', [victim!.id]);
        // The same id again: the statement fails and the transaction rolls back.
        await tx.query(
          `INSERT INTO products (id, shop_id, title, status, created_at, updated_at)
           VALUES ('prd_rollback_1', $1, 'Twice', 'active', 0, 0)`,
          [DEMO_SHOP_ID],
        );
      }),
    ).rejects.toThrow();
    expect(await apiCounts()).toEqual(before);
    await expectCounterMatchesTable();
  });

  it('counts statements that write many rows at once, in any shop', async () => {
    const before = await apiCounts();
    await ctx.db.query(
      `INSERT INTO products (id, shop_id, title, status, created_at, updated_at)
       SELECT 'prd_many_' || n, CASE WHEN n % 2 = 0 THEN $1 ELSE $2 END, 'Many ' || n,
              CASE WHEN n % 3 = 0 THEN 'hidden' ELSE 'active' END, 0, 0
       FROM generate_series(1, 12) n`,
      [DEMO_SHOP_ID, OUTLET_SHOP_ID],
    );
    // Demo shop: n = 2, 4, 8, 10 active; 6, 12 hidden.
    expect(await apiCounts()).toEqual({
      all: before.all + 6,
      active: before.active + 4,
      hidden: before.hidden + 2,
    });
    await ctx.db.query(`UPDATE products SET status = 'hidden' WHERE id LIKE 'prd_many_%'`);
    expect(await apiCounts()).toEqual({
      all: before.all + 6,
      active: before.active,
      hidden: before.hidden + 6,
    });
    await expectCounterMatchesTable();
    await ctx.db.query(`DELETE FROM products WHERE id LIKE 'prd_many_%'`);
    expect(await apiCounts()).toEqual(before);
    await expectCounterMatchesTable();
  });

  it('goes with its shop when the shop is deleted', async () => {
    await ctx.db.query(
      `INSERT INTO shops (id, name, email, host, storefront_url, created_at, updated_at)
       VALUES ('shop_closing', 'Closing', 'c@example.com', 'closing.test', 'https://closing.test', 0, 0)`,
    );
    await productRow('prd_closing_1', 'shop_closing', 'active');
    await productRow('prd_closing_2', 'shop_closing', 'hidden');
    await expectCounterMatchesTable();
    await ctx.db.query(`DELETE FROM shops WHERE id = 'shop_closing'`);
    expect(
      await ctx.db.query(`SELECT 1 FROM product_counts WHERE shop_id = 'shop_closing'`),
    ).toEqual([]);
    await expectCounterMatchesTable();
  });

  it('is rebuilt from the table by recount_products()', async () => {
    const before = await apiCounts();
    await ctx.db.query('UPDATE product_counts SET active = 0, hidden = 99 WHERE shop_id = $1', [
      DEMO_SHOP_ID,
    ]);
    await ctx.db.query('SELECT recount_products()');
    expect(await apiCounts()).toEqual(before);
  });
});

describe('a search count', () => {
  it(`is exact up to ${SEARCH_COUNT_CAP} matches, then capped`, async () => {
    const insert = (from: number, to: number) =>
      ctx.db.query(
        `INSERT INTO products (id, shop_id, title, status, created_at, updated_at)
         SELECT 'prd_cap_' || n, $1, 'Capstone Coaster ' || n, 'active', 0, 0
         FROM generate_series($2::int, $3::int) n`,
        [DEMO_SHOP_ID, from, to],
      );
    const before = await apiCounts();
    await insert(1, SEARCH_COUNT_CAP);
    expect(await count({ q: 'capstone' })).toEqual({ count: SEARCH_COUNT_CAP });
    await insert(SEARCH_COUNT_CAP + 1, SEARCH_COUNT_CAP + 1);
    expect(await count({ q: 'CAPSTONE' })).toEqual({ count: SEARCH_COUNT_CAP, capped: true });
    expect(await count({ q: 'capstone', status: 'active' })).toEqual({
      count: SEARCH_COUNT_CAP,
      capped: true,
    });
    expect(await count({ q: 'capstone', status: 'hidden' })).toEqual({ count: 0 });
    expect(await count({ q: `coaster ${SEARCH_COUNT_CAP + 1}` })).toEqual({ count: 1 });
    // Without a search the count stays exact, however many.
    expect((await apiCounts()).all).toBe(before.all + SEARCH_COUNT_CAP + 1);
  });
});

// Last: it empties the table for the rest of this file.
describe('TRUNCATE products', () => {
  it('empties the counter too', async () => {
    await ctx.db.exec('TRUNCATE products CASCADE');
    expect(await apiCounts()).toEqual({ all: 0, active: 0, hidden: 0 });
    await expectCounterMatchesTable();
  });
});
