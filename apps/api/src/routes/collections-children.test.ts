import type { Collection } from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_SHOP_ID, OUTLET_SHOP_ID } from '../db/seed';
import { createTestContext, type TestContext } from '../test/context';
import { callJson, signIn, type Session } from '../test/session';

let ctx: TestContext;
let owner: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
});
afterAll(() => ctx.close());

interface Page {
  items: Collection[];
  has_more: boolean;
}

const list = (query: Record<string, string | number>) =>
  callJson<Page>(ctx, 'GET', 'collections', { session: owner, query });

async function idOf(title: string, shopId = DEMO_SHOP_ID): Promise<string> {
  const [row] = await ctx.db.query<{ id: string }>(
    'SELECT id FROM collections WHERE shop_id = $1 AND title = $2',
    [shopId, title],
  );
  return row!.id;
}

describe('GET collections of a parent (its page lists its sub-collections)', () => {
  it('lists the direct sub-collections only, not the grandchildren', async () => {
    const clothing = await idOf('Clothing');
    const tops = await idOf('Tops');
    const res = await list({ parent_collection_id: clothing, limit: 100, sort: 'title:asc' });
    expect(res.status).toBe(200);
    const expected = await ctx.db.query<{ title: string }>(
      `SELECT title FROM collections WHERE shop_id = $1 AND parent_collection_id = $2
       ORDER BY title`,
      [DEMO_SHOP_ID, clothing],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(res.body.items.map((c) => c.title)).toEqual(expected.map((row) => row.title));
    expect(res.body.items.every((c) => c.parent_collection_id === clothing)).toBe(true);
    expect(res.body.items.map((c) => c.id)).toContain(tops);
    expect(res.body.items.map((c) => c.title)).not.toContain('Hoodies & Sweatshirts');
  });

  it('is empty for a collection without sub-collections, and for another shop’s collection', async () => {
    const hoodies = await idOf('Hoodies & Sweatshirts');
    expect((await list({ parent_collection_id: hoodies })).body).toEqual({
      items: [],
      has_more: false,
    });
    const [other] = await ctx.db.query<{ id: string }>(
      `SELECT parent_collection_id AS id FROM collections
       WHERE shop_id = $1 AND parent_collection_id IS NOT NULL LIMIT 1`,
      [OUTLET_SHOP_ID],
    );
    if (other) expect((await list({ parent_collection_id: other.id })).body.items).toEqual([]);
  });

  it('takes the parent as a value, never as SQL, and refuses one longer than an id', async () => {
    const quoted = await list({ parent_collection_id: "x' OR 1=1 --" });
    expect(quoted.status).toBe(200);
    expect(quoted.body.items).toEqual([]);
    expect((await list({ parent_collection_id: 'c'.repeat(65) })).status).toBe(422);
  });
});
