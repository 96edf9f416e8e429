// Keyset paging through all 600 seeded customers, for every sort field in both directions.
import { CUSTOMER_SORT_FIELDS, type Customer, type CustomerSort } from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID, SEED_CUSTOMERS } from '../db/seed';
import { demoShop } from '../test/demo-shop';
import { idsOf, walkBack, walkForward, type Page as PageOf } from '../test/paging';
import { callJson } from '../test/session';

const { ctx, owner } = demoShop();
type Page = PageOf<Customer>;

async function page(query: Record<string, string | number>): Promise<Page> {
  const res = await callJson<Page>(ctx, 'GET', 'customers', { session: owner, query });
  expect(res.status).toBe(200);
  return res.body;
}

/** An odd page size, so page edges fall inside runs of equal values (the id tiebreak matters). */
const LIMIT = 37;

const sorts = CUSTOMER_SORT_FIELDS.flatMap((field) =>
  (['asc', 'desc'] as const).map((dir) => [field, dir, `${field}:${dir}` as CustomerSort] as const),
);

describe.each(sorts)('sort %s %s', (field, dir, sort) => {
  it('pages forward over every customer exactly once, in order, and back again', async () => {
    // The order the database itself gives, (field, id) in the same direction: what paging must match.
    const expected = (
      await ctx.db.query<{ id: string }>(
        `SELECT id FROM customers WHERE shop_id = $1 ORDER BY ${field} ${dir}, id ${dir}`,
        [DEMO_SHOP_ID],
      )
    ).map((r) => r.id);
    expect(expected).toHaveLength(SEED_CUSTOMERS);

    const fetch = (cursor: object) => page({ sort, limit: LIMIT, ...cursor });
    const forward = await walkForward(fetch);
    const ids = idsOf(forward);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(SEED_CUSTOMERS);
    expect(forward).toHaveLength(Math.ceil(SEED_CUSTOMERS / LIMIT));

    // Values are monotonic in the asked direction (numbers compare as numbers).
    const values = forward.flatMap((p) => p.items.map((c) => c[field]));
    if (typeof values[0] === 'number') {
      const nums = values as number[];
      for (let i = 1; i < nums.length; i++) {
        expect(dir === 'asc' ? nums[i]! >= nums[i - 1]! : nums[i]! <= nums[i - 1]!).toBe(true);
      }
    }

    // From the last page, ending_before walks back through the same pages.
    const back = await walkBack(fetch, forward.at(-1)!);
    expect(idsOf(back)).toEqual(expected);
    // Walking back cuts full pages from the end: only the first page reached may be short.
    expect(back.slice(1, -1).every((p) => p.items.length === LIMIT)).toBe(true);
  });
});

describe('cursors', () => {
  it('ending_before a page-start gives exactly the page before it', async () => {
    const first = await page({ limit: 20 });
    const second = await page({ limit: 20, starting_after: first.items.at(-1)!.id });
    const again = await page({ limit: 20, ending_before: second.items[0]!.id });
    expect(again.items).toEqual(first.items);
    expect(again.has_more).toBe(false);
    expect(second.has_more).toBe(true);
  });

  it('defaults to created_at:desc and the customer page size', async () => {
    const res = await page({});
    expect(res.items).toHaveLength(20);
    const times = res.items.map((c) => c.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers 422 on an unknown cursor id', async () => {
    for (const key of ['starting_after', 'ending_before']) {
      const res = await callJson(ctx, 'GET', 'customers', {
        session: owner,
        query: { [key]: 'cus_missing' },
      });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: 'Validation failed',
        errors: [{ field: key, title: expect.any(String) }],
      });
    }
  });

  it("answers 422 on another shop's customer as cursor", async () => {
    const [other] = await ctx.db.query<{ id: string }>(
      `SELECT id FROM customers WHERE shop_id <> $1 LIMIT 1`,
      [DEMO_SHOP_ID],
    );
    const res = await callJson(ctx, 'GET', 'customers', {
      session: owner,
      query: { starting_after: other!.id },
    });
    expect(res.status).toBe(422);
  });

  it('answers 422 when both cursors are given', async () => {
    const first = await page({ limit: 2 });
    const res = await callJson(ctx, 'GET', 'customers', {
      session: owner,
      query: { starting_after: first.items[0]!.id, ending_before: first.items[1]!.id },
    });
    expect(res.status).toBe(422);
  });

  it('pages within a search', async () => {
    const all = await page({ q: 'example.net', limit: 100, sort: 'email:asc' });
    const firstHalf = await page({ q: 'example.net', limit: 5, sort: 'email:asc' });
    const next = await page({
      q: 'example.net',
      limit: 5,
      sort: 'email:asc',
      starting_after: firstHalf.items.at(-1)!.id,
    });
    expect([...firstHalf.items, ...next.items]).toEqual(all.items.slice(0, 10));
  });
});
