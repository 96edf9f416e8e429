// A searched list is found in one of two ways (db/keyset.ts searchPage, repos/inventory.ts): a walk
// over the first rows in sort order, or every match found and sorted. The demo catalog is small enough
// for the walk to find almost everything, so these tests shrink the walk until every page takes the
// second way, and check that both ways give the same pages as a plain sorted query, forward and back.
import { inventoryLevelsQuerySchema, productListQuerySchema } from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsPattern } from '../db/sql';
import { DEMO_SHOP_ID } from '../db/seed';
import { createTestDb, type TestDb } from '../test/db';
import { idsOf, walkBack, walkForward, type Page } from '../test/paging';
import { listInventoryLevels } from './inventory';
import { listProducts } from './products';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb(true);
});
afterAll(() => t.cleanup());

/** The walk's size: none finds a full page (1 row), a few do, the default finds most. */
const PROBES = [1, 40, undefined];

/** Every page forward, then every page back from the last: both must list `expected`. */
async function expectPages<T extends { id: string }>(
  fetch: (cursor: { starting_after?: string; ending_before?: string }) => Promise<Page<T>>,
  expected: string[],
) {
  const pages = await walkForward(fetch);
  expect(idsOf(pages)).toEqual(expected);
  if (expected.length) expect(idsOf(await walkBack(fetch, pages.at(-1)!))).toEqual(expected);
}

describe('a searched product list', () => {
  const cases = [
    { q: 'linen' },
    { q: 'Sneakers', sort: 'price:asc' },
    { q: 'harbor', status: 'active', sort: 'created_at:desc' },
    { q: 'o', status: 'hidden' },
    { q: 'no such product' },
  ];
  for (const query of cases) {
    it(`pages ${JSON.stringify(query)} the same whichever way it is found`, async () => {
      const parsed = productListQuerySchema.parse({ ...query, limit: 9 });
      const [field, direction] = parsed.sort.split(':') as [string, 'asc' | 'desc'];
      const dir = direction.toUpperCase();
      const expected = (
        await t.db.query<{ id: string }>(
          `SELECT id FROM products
           WHERE shop_id = $1 AND lower(title) LIKE lower($2) AND ($3::text IS NULL OR status = $3)
           ORDER BY ${field} ${dir}, id ${dir}`,
          [DEMO_SHOP_ID, containsPattern(query.q), parsed.status ?? null],
        )
      ).map((r) => r.id);
      if (query.q !== 'no such product') expect(expected.length).toBeGreaterThan(9);
      for (const probe of PROBES) {
        await expectPages(
          (cursor) =>
            listProducts(
              t.db,
              DEMO_SHOP_ID,
              productListQuerySchema.parse({ ...query, limit: 9, ...cursor }),
              probe,
            ),
          expected,
        );
      }
    });
  }
});

describe("a searched location's stock levels", () => {
  it('pages a title or SKU fragment the same whichever way it is found', async () => {
    const [location] = await t.db.query<{ id: string }>(
      'SELECT id FROM locations WHERE shop_id = $1 AND is_default',
      [DEMO_SHOP_ID],
    );
    const [sku] = await t.db.query<{ sku: string }>(
      `SELECT sku FROM product_variants WHERE shop_id = $1 AND sku <> '' ORDER BY id LIMIT 1`,
      [DEMO_SHOP_ID],
    );
    const number = sku!.sku.split('-')[1]!;
    // A title word, a SKU's department and number (a few products), nothing. Then what the trigram
    // index is asked for by words (db/sql.ts wordsPattern): the whole SKU in any case, its number
    // between separators, and the SKU with LIKE's own wildcards where its separators are, which
    // must be taken literally (no match).
    const searches: [q: string, atLeast: number][] = [
      ['jeans', 8],
      [sku!.sku.slice(0, 9), 8],
      ['no such thing', 0],
      [sku!.sku, 1],
      [sku!.sku.toLowerCase(), 1],
      [`-${number}-`, 2],
      [sku!.sku.replaceAll('-', '_'), 0],
      [sku!.sku.replaceAll('-', '%'), 0],
    ];
    for (const [q, atLeast] of searches) {
      const expected = (
        await t.db.query<{ id: string }>(
          `SELECT il.id FROM inventory_levels il
           JOIN product_variants v ON v.id = il.variant_id JOIN products p ON p.id = v.product_id
           WHERE il.location_id = $1 AND (lower(p.title) LIKE lower($2) OR lower(v.sku) LIKE lower($2))
           ORDER BY p.title, p.id, v.position`,
          [location!.id, containsPattern(q)],
        )
      ).map((r) => r.id);
      expect(expected.length, q).toBeGreaterThanOrEqual(atLeast);
      if (atLeast === 0) expect(expected, q).toEqual([]);
      for (const probe of PROBES) {
        await expectPages(
          (cursor) =>
            listInventoryLevels(
              t.db,
              DEMO_SHOP_ID,
              location!.id,
              inventoryLevelsQuerySchema.parse({ q, limit: 7, ...cursor }),
              probe,
            ),
          expected,
        );
      }
    }
  });
});
