// product_titles (migration 008): the distinct titles a title-sorted search sorts instead of the
// matching products (db/keyset.ts). It must agree with the products table after every kind of write,
// or a searched page would miss products; and the search it serves must list what a plain sorted
// query lists.
import type { Product, ProductList } from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../db/seed';
import { demoShop } from '../test/demo-shop';
import { callJson } from '../test/session';
import { productEditBody } from '../test/product-body';

const { ctx, owner } = demoShop();

const send = <T>(method: string, path: string, body?: unknown, query?: Record<string, string>) =>
  callJson<T>(ctx, method, path, { session: owner, body, ...(query ? { query } : {}) });

/** The table's rows next to the titles counted from products, for every shop. */
async function expectTitlesMatchProducts() {
  const [diff] = await ctx.db.query<{ missing: string[] | null; extra: string[] | null }>(
    `WITH counted AS (
       SELECT shop_id, title, count(*) FILTER (WHERE status = 'active') AS active,
              count(*) FILTER (WHERE status = 'hidden') AS hidden
       FROM products GROUP BY shop_id, title),
     kept AS (SELECT shop_id, title, active, hidden FROM product_titles)
     SELECT (SELECT array_agg(shop_id || ':' || title || ':' || active || '/' || hidden)
             FROM (SELECT * FROM counted EXCEPT SELECT * FROM kept) m) AS missing,
            (SELECT array_agg(shop_id || ':' || title || ':' || active || '/' || hidden)
             FROM (SELECT * FROM kept EXCEPT SELECT * FROM counted) e) AS extra`,
  );
  expect(diff).toEqual({ missing: null, extra: null });
}

describe('the product titles', () => {
  it('start out as the titles of every shop', async () => {
    await expectTitlesMatchProducts();
    const [row] = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM product_titles WHERE shop_id = $1',
      [DEMO_SHOP_ID],
    );
    expect(row!.n).toBeGreaterThan(100);
  });

  it('follow creating, renaming, hiding and deleting products', async () => {
    const create = async (title: string, status: 'active' | 'hidden') => {
      const res = await send<Product>('POST', 'products', { title, price: 500, status });
      expect(res.status).toBe(201);
      return res.body;
    };
    const a = await create('Titled Tin Whistle', 'active');
    const b = await create('Titled Tin Whistle', 'hidden');
    await expectTitlesMatchProducts();

    const renamed = await send<Product>(
      'PUT',
      `products/${a.id}`,
      productEditBody(a, { title: 'Titled Oboe' }),
    );
    expect(renamed.status).toBe(200);
    const shown = await send<Product>(
      'PUT',
      `products/${b.id}`,
      productEditBody(b, { status: 'active' }),
    );
    expect(shown.status).toBe(200);
    await expectTitlesMatchProducts();

    // Many rows in one statement, both ways, and a rolled-back write.
    await ctx.db.query(`UPDATE products SET status = 'hidden' WHERE title LIKE 'Titled %'`);
    await ctx.db.query(`UPDATE products SET title = 'Titled Harp' WHERE title LIKE 'Titled %'`);
    await expectTitlesMatchProducts();
    await ctx.db
      .transaction(async (tx) => {
        await tx.query(`UPDATE products SET title = 'Titled Lute' WHERE title = 'Titled Harp'`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await expectTitlesMatchProducts();

    expect((await send('DELETE', `products/${a.id}`)).status).toBe(204);
    await ctx.db.query(`DELETE FROM products WHERE title = 'Titled Harp'`);
    await expectTitlesMatchProducts();
    expect(await ctx.db.query(`SELECT 1 FROM product_titles WHERE title LIKE 'Titled %'`)).toEqual(
      [],
    );
  });

  it('go with their shop when the shop is deleted', async () => {
    await ctx.db.query(
      `INSERT INTO shops (id, name, email, host, storefront_url, created_at, updated_at)
       VALUES ('shop_titles', 'Titles', 't@example.com', 'titles.test', 'https://titles.test', 0, 0)`,
    );
    await ctx.db.query(
      `INSERT INTO products (id, shop_id, title, status, created_at, updated_at)
       VALUES ('prd_titles_1', 'shop_titles', 'Gone Soon', 'active', 0, 0),
              ('prd_titles_2', 'shop_titles', 'Gone Soon', 'hidden', 0, 0)`,
    );
    await expectTitlesMatchProducts();
    await ctx.db.query(`DELETE FROM shops WHERE id = 'shop_titles'`);
    await expectTitlesMatchProducts();
  });

  it('are rebuilt from the products by recount_product_titles()', async () => {
    await ctx.db.query(`UPDATE product_titles SET active = 99 WHERE shop_id = $1`, [DEMO_SHOP_ID]);
    await ctx.db.query(`DELETE FROM product_titles WHERE title < 'M'`);
    await ctx.db.query('SELECT recount_product_titles()');
    await expectTitlesMatchProducts();
  });

  it('serve a searched page of products sharing titles, in title order, page after page', async () => {
    // 30 products under 3 titles. Through the API the demo catalog is small enough for the walk to
    // find them; search-paging.test.ts shrinks the walk so that the titles find every page.
    for (let i = 0; i < 30; i++) {
      const res = await send<Product>('POST', 'products', {
        title: `Aardvark Quartet ${['Alto', 'Bass', 'Cello'][i % 3]}`,
        price: 100,
        status: i % 4 === 0 ? 'hidden' : 'active',
      });
      expect(res.status).toBe(201);
    }
    const queries: { q: string; status?: string }[] = [
      { q: 'aardvark quartet' },
      { q: 'QUARTET', status: 'hidden' },
    ];
    for (const query of queries) {
      const expected = (
        await ctx.db.query<{ id: string }>(
          `SELECT id FROM products WHERE shop_id = $1 AND lower(title) LIKE $2
             AND ($3::text IS NULL OR status = $3)
           ORDER BY title DESC, id DESC`,
          [DEMO_SHOP_ID, `%${query.q.toLowerCase()}%`, query.status ?? null],
        )
      ).map((r) => r.id);
      expect(expected.length).toBeGreaterThan(5);
      const seen: string[] = [];
      let after: string | undefined;
      for (;;) {
        const page = await send<ProductList>('GET', 'products', undefined, {
          ...query,
          limit: '4',
          ...(after ? { starting_after: after } : {}),
        });
        expect(page.status).toBe(200);
        seen.push(...page.body.items.map((p) => p.id));
        if (!page.body.has_more) break;
        after = page.body.items.at(-1)!.id;
      }
      expect(seen).toEqual(expected);
    }
  });
});
