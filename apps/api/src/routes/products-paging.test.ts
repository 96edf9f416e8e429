// Keyset paging through the seeded products, for every sort field in both directions: over the hidden
// products (a filtered list of a few hundred, so each sort is walked forward and back quickly), and
// over all of them for the default sort.
import {
  PRODUCT_SORT_FIELDS,
  type ProductList,
  type ProductListQuery,
  type ProductSort,
} from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID, SEED_PRODUCTS } from '../db/seed';
import { demoShop } from '../test/demo-shop';
import { idsOf, walkBack, walkForward } from '../test/paging';
import { callJson } from '../test/session';

const { ctx, owner } = demoShop();
async function page(query: ProductListQuery): Promise<ProductList> {
  const res = await callJson<ProductList>(ctx, 'GET', 'products', {
    session: owner,
    query: query as Record<string, string | number>,
  });
  expect(res.status).toBe(200);
  return res.body;
}

/** An odd page size, so page edges fall inside runs of equal values (the id tiebreak matters). */
const LIMIT = 37;

const sorts = PRODUCT_SORT_FIELDS.flatMap((field) =>
  (['asc', 'desc'] as const).map((dir) => [field, dir, `${field}:${dir}` as ProductSort] as const),
);

describe.each(sorts)('hidden products, sort %s %s', (field, dir, sort) => {
  it('pages forward over every product exactly once, in order, and back again', async () => {
    const expected = (
      await ctx.db.query<{ id: string }>(
        `SELECT id FROM products WHERE shop_id = $1 AND status = 'hidden'
         ORDER BY ${field} ${dir}, id ${dir}`,
        [DEMO_SHOP_ID],
      )
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(LIMIT * 2);

    const fetch = (cursor: object) => page({ sort, status: 'hidden', limit: LIMIT, ...cursor });
    const forward = await walkForward(fetch);
    expect(idsOf(forward)).toEqual(expected);
    expect(forward.every((p) => p.items.every((c) => c.status === 'hidden'))).toBe(true);

    const back = await walkBack(fetch, forward.at(-1)!);
    expect(idsOf(back)).toEqual(expected);
    expect(back.slice(1, -1).every((p) => p.items.length === LIMIT)).toBe(true);
  });
});

describe('the whole catalog', () => {
  it('pages over every product by title, descending by default', async () => {
    const expected = (
      await ctx.db.query<{ id: string }>(
        'SELECT id FROM products WHERE shop_id = $1 ORDER BY title DESC, id DESC',
        [DEMO_SHOP_ID],
      )
    ).map((r) => r.id);
    expect(expected).toHaveLength(SEED_PRODUCTS);
    const pages = await walkForward((cursor) => page({ limit: 100, ...cursor }));
    expect(idsOf(pages)).toEqual(expected);
  });

  it('ending_before a page-start gives exactly the page before it', async () => {
    const first = await page({ limit: 20 });
    const second = await page({ limit: 20, starting_after: first.items.at(-1)!.id });
    const again = await page({ limit: 20, ending_before: second.items[0]!.id });
    expect(again.items).toEqual(first.items);
    expect(again.has_more).toBe(false);
  });

  it('answers 422 when both cursors are given', async () => {
    const first = await page({ limit: 2 });
    const res = await callJson(ctx, 'GET', 'products', {
      session: owner,
      query: { starting_after: first.items[0]!.id, ending_before: first.items[1]!.id },
    });
    expect(res.status).toBe(422);
  });
});
