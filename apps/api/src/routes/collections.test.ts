import {
  SUBCATEGORY_PARENT_REQUIRED,
  type AiCollectionInfo,
  type Collection,
  type CollectionBody,
  type CollectionDetail,
} from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_SHOP_ID, DEMO_STAFF, OUTLET_SHOP_ID } from '../db/seed';
import { createTestContext, type TestContext } from '../test/context';
import { idsOf, walkForward } from '../test/paging';
import { callJson, signIn, type Session } from '../test/session';

let ctx: TestContext;
let owner: Session;
/** Staff holding `order` only: no `product`, so no catalog. */
let noProduct: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
  await ctx.db.query(
    `UPDATE account_shops SET permission = '{order}' WHERE account_id = 'acct_staff'`,
  );
  noProduct = await signIn(ctx, DEMO_STAFF.email, DEMO_STAFF.password);
});
afterAll(() => ctx.close());

interface Page {
  items: Collection[];
  has_more: boolean;
}
interface Refusal {
  message: string;
  errors: { field: string; title: string }[];
  current?: CollectionDetail;
}

const get = <T>(path: string, query?: Record<string, string | number>) =>
  callJson<T>(ctx, 'GET', path, { session: owner, query });
const send = <T = CollectionDetail>(method: string, path: string, body: unknown) =>
  callJson<T>(ctx, method, path, { session: owner, body });

async function byTitle(title: string, shopId = DEMO_SHOP_ID): Promise<CollectionDetail> {
  const [row] = await ctx.db.query<{ id: string }>(
    'SELECT id FROM collections WHERE shop_id = $1 AND title = $2',
    [shopId, title],
  );
  const res = await get<CollectionDetail>(`collections/${row!.id}`);
  expect(res.status).toBe(200);
  return res.body;
}

async function collectionCount(): Promise<number> {
  return (await get<{ count: number }>('collections/count')).body.count;
}

/** The body that saves a collection as it is (what the edit form starts from). */
function asBody(c: CollectionDetail): CollectionBody & { updated_at: number } {
  return {
    title: c.title,
    description: c.description,
    meta_title: c.meta_title,
    meta_description: c.meta_description,
    handle: c.handle,
    images: c.images,
    condition_type: c.condition_type,
    collection_type: c.collection_type,
    status: c.status,
    conditions: c.conditions,
    parent_collection_id: c.parent_collection_id,
    make_subcategory: c.is_subcategory,
    display_order: c.display_order,
    show_products_at_level: c.show_products_at_level,
    product_ids: c.product_ids,
    updated_at: c.updated_at,
  };
}

async function someProducts(n: number, shopId = DEMO_SHOP_ID): Promise<string[]> {
  const rows = await ctx.db.query<{ id: string }>(
    'SELECT id FROM products WHERE shop_id = $1 ORDER BY id LIMIT $2',
    [shopId, n],
  );
  return rows.map((r) => r.id);
}

async function someImages(n: number, shopId = DEMO_SHOP_ID): Promise<string[]> {
  const rows = await ctx.db.query<{ id: string }>(
    'SELECT id FROM uploads WHERE shop_id = $1 ORDER BY id LIMIT $2',
    [shopId, n],
  );
  return rows.map((r) => r.id);
}

describe('the seed', () => {
  it('has 30 collections with sub-collections, manual and automated', async () => {
    expect(await collectionCount()).toBe(30);
    const [row] = await ctx.db.query<{ subs: number; manual: number; automated: number }>(
      `SELECT count(*) FILTER (WHERE is_subcategory)::int AS subs,
              count(*) FILTER (WHERE collection_type = 'manual')::int AS manual,
              count(*) FILTER (WHERE collection_type = 'automated')::int AS automated
       FROM collections WHERE shop_id = $1`,
      [DEMO_SHOP_ID],
    );
    expect(row!.subs).toBeGreaterThanOrEqual(10);
    expect(row!.manual).toBeGreaterThanOrEqual(4);
    expect(row!.automated).toBeGreaterThanOrEqual(10);
  });

  it('derives level, path and depth from the parents', async () => {
    const clothing = await byTitle('Clothing');
    const tops = await byTitle('Tops');
    const hoodies = await byTitle('Hoodies & Sweatshirts');
    expect(clothing).toMatchObject({
      level: 0,
      is_subcategory: false,
      parent_collection_id: null,
      path: 'Clothing',
      path_levels: [clothing.id],
      hierarchy_depth: 2,
    });
    expect(hoodies).toMatchObject({
      level: 2,
      is_subcategory: true,
      parent_collection_id: tops.id,
      path: 'Clothing > Tops > Hoodies & Sweatshirts',
      path_levels: [clothing.id, tops.id, hoodies.id],
      hierarchy_depth: 0,
    });
  });
});

describe('GET collections', () => {
  it('lists by updated_at descending by default, with a count', async () => {
    const res = await get<Page>('collections');
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(20);
    expect(res.body.has_more).toBe(true);
    const times = res.body.items.map((c) => c.updated_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(res.body.items.every((c) => c.id.startsWith('col_'))).toBe(true);
  });

  it.each(['updated_at:desc', 'updated_at:asc', 'title:asc', 'title:desc', 'created_at:desc'])(
    'pages over every collection once with sort %s, forward and back',
    async (sort) => {
      const [field, dir] = sort.split(':') as [string, string];
      const expected = (
        await ctx.db.query<{ id: string }>(
          `SELECT id FROM collections WHERE shop_id = $1 ORDER BY ${field} ${dir}, id ${dir}`,
          [DEMO_SHOP_ID],
        )
      ).map((r) => r.id);
      const pages = await walkForward(
        async (cursor) => (await get<Page>('collections', { sort, limit: 7, ...cursor })).body,
      );
      expect(idsOf(pages)).toEqual(expected);
      const back = await get<Page>('collections', {
        sort,
        limit: 7,
        ending_before: pages[1]!.items[0]!.id,
      });
      expect(back.body.items).toEqual(pages[0]!.items);
      expect(back.body.has_more).toBe(false);
    },
  );

  it('searches titles and filters by status, and counts the same way', async () => {
    const shirts = await get<Page>('collections', { q: 'SHIRT', limit: 100 });
    expect(shirts.body.items.map((c) => c.title).sort()).toEqual([
      'Hoodies & Sweatshirts',
      'Shirts',
    ]);
    expect((await get('collections/count', { q: 'shirt' })).body).toEqual({ count: 2 });
    const inactive = await get<Page>('collections', { status: 'inactive', limit: 100 });
    expect(inactive.body.items.map((c) => c.title).sort()).toEqual(['Beach Days', 'Summer Edit']);
    expect((await get('collections/count', { status: 'inactive' })).body).toEqual({ count: 2 });
    expect((await get('collections/count', { status: 'active', q: 'edit' })).body).toEqual({
      count: 0,
    });
    // An empty filter is no filter (what an unset select in the URL sends).
    expect((await get('collections/count', { status: '', q: '' })).body).toEqual({ count: 30 });
    // LIKE wildcards in q are literal.
    expect((await get('collections/count', { q: '%' })).body).toEqual({ count: 0 });
  });

  it('answers 422 on a bad sort, status, limit or cursor', async () => {
    for (const [query, field] of [
      [{ sort: 'handle:asc' }, 'sort'],
      [{ status: 'archived' }, 'status'],
      [{ limit: 0 }, 'limit'],
      [{ starting_after: 'col_missing' }, 'starting_after'],
    ] as const) {
      const res = await get<Refusal>('collections', query);
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e) => e.field)).toEqual([field]);
    }
    const count = await get<Refusal>('collections/count', { status: 'nope' });
    expect(count.status).toBe(422);
    expect(count.body.errors[0]!.field).toBe('status');
  });
});

describe('GET collections/{id}', () => {
  it('computes an automated collection from its conditions', async () => {
    const jeans = await byTitle('Jeans');
    const [expected] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE shop_id = $1 AND title ILIKE '%jeans%'`,
      [DEMO_SHOP_ID],
    );
    expect(expected!.n).toBeGreaterThan(0);
    expect(jeans.collection_type).toBe('automated');
    expect(jeans.products_count).toBe(expected!.n);
    expect(jeans.product_ids).toEqual([]);
    expect(jeans.products_preview.length).toBe(Math.min(5, expected!.n));
    expect(jeans.products_preview.every((p) => /jeans/i.test(p.title))).toBe(true);

    // all: every condition must hold.
    const sale = await byTitle('Sale');
    const [cheap] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE shop_id = $1 AND price < 2000 AND status = 'active'`,
      [DEMO_SHOP_ID],
    );
    expect(sale.products_count).toBe(cheap!.n);
  });

  it('lists the products picked for a manual collection', async () => {
    const best = await byTitle('Best Sellers');
    expect(best.collection_type).toBe('manual');
    expect(best.product_ids).toHaveLength(24);
    expect(best.products_count).toBe(24);
    expect(best.products_preview.map((p) => p.id)).toEqual(best.product_ids.slice(0, 5));
  });

  it('serves its images from /uploads', async () => {
    const [row] = await ctx.db.query<{ collection_id: string }>(
      'SELECT collection_id FROM collection_images WHERE shop_id = $1 LIMIT 1',
      [DEMO_SHOP_ID],
    );
    const c = (await get<CollectionDetail>(`collections/${row!.collection_id}`)).body;
    expect(c.images[0]).toEqual({
      id: expect.stringMatching(/^upl_/),
      src: expect.stringMatching(/^\/uploads\/\d{4}\/\d{2}\/.+\.(png|svg)$/),
    });
    const file = await ctx.app.request(c.images[0]!.src);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\//);
  });

  it("answers 404 for an unknown id and for another shop's collection", async () => {
    const [other] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM collections WHERE shop_id = $1 LIMIT 1',
      [OUTLET_SHOP_ID],
    );
    for (const id of ['col_missing', other!.id]) {
      const res = await get(`collections/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Collection not found', errors: [] });
    }
    const put = await send('PUT', `collections/${other!.id}`, {
      title: 'Mine',
      collection_type: 'manual',
      updated_at: 1,
    });
    expect(put.status).toBe(404);
    expect(
      (await callJson(ctx, 'DELETE', `collections/${other!.id}`, { session: owner })).status,
    ).toBe(404);
    expect((await get(`collections/${'x'.repeat(65)}`)).status).toBe(422);
  });
});

describe('POST collections', () => {
  it('creates a manual collection with the defaults of §3', async () => {
    const products = await someProducts(3);
    const images = await someImages(2);
    const res = await send('POST', 'collections', {
      title: '  Autumn Picks ',
      collection_type: 'manual',
      handle: '',
      description: '<p onclick="steal()">Warm <b>layers</b><script>alert(1)</script></p>',
      product_ids: [products[2], products[0], products[2], products[1]],
      images: [images[1], { id: images[0], src: '/ignored' }],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^col_[a-z0-9]{14}$/),
      title: 'Autumn Picks',
      description: '<p>Warm <b>layers</b></p>',
      meta_title: '',
      meta_description: '',
      handle: null,
      images: [
        { id: images[1], src: expect.stringMatching(/^\/uploads\//) },
        { id: images[0], src: expect.stringMatching(/^\/uploads\//) },
      ],
      condition_type: 'all',
      collection_type: 'manual',
      status: 'active',
      conditions: [],
      parent_collection_id: null,
      is_subcategory: false,
      level: 0,
      path: 'Autumn Picks',
      path_levels: [res.body.id],
      hierarchy_depth: 0,
      display_order: 0,
      show_products_at_level: true,
      created_at: ctx.clock.now() / 1000,
      updated_at: ctx.clock.now() / 1000,
      product_ids: [products[2], products[0], products[1]],
      products_count: 3,
      products_preview: expect.any(Array),
    });
    expect((await get(`collections/${res.body.id}`)).body).toEqual(res.body);
  });

  it('creates an automated sub-collection under a parent', async () => {
    const footwear = await byTitle('Footwear');
    const res = await send('POST', 'collections', {
      title: 'Leather Loafers',
      handle: 'Leather-Loafers',
      collection_type: 'automated',
      condition_type: 'all',
      conditions: [
        { name: 'title', type: 'contains', value: 'Loafers' },
        { name: 'title', type: 'contains', value: 'leather' },
        { name: 'price', type: 'greater_than', value: '0' },
      ],
      make_subcategory: true,
      parent_collection_id: footwear.id,
      status: 'inactive',
      display_order: 3,
      show_products_at_level: false,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      handle: 'leather-loafers',
      conditions: [
        { name: 'title', type: 'contains', value: 'Loafers' },
        { name: 'title', type: 'contains', value: 'leather' },
        { name: 'price', type: 'greater_than', value: 0 },
      ],
      is_subcategory: true,
      parent_collection_id: footwear.id,
      level: 1,
      path: 'Footwear > Leather Loafers',
      path_levels: [footwear.id, res.body.id],
      status: 'inactive',
      display_order: 3,
      show_products_at_level: false,
    });
    const [expected] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products
       WHERE shop_id = $1 AND title ILIKE '%loafers%' AND title ILIKE '%leather%' AND price > 0`,
      [DEMO_SHOP_ID],
    );
    expect(res.body.products_count).toBe(expected!.n);
    expect((await byTitle('Footwear')).hierarchy_depth).toBe(1);
  });

  it('refuses a sub-collection without a parent with the message of §5, and writes nothing', async () => {
    const before = await collectionCount();
    for (const parent of [undefined, null, '']) {
      const res = await send<Refusal>('POST', 'collections', {
        title: 'Orphan',
        collection_type: 'manual',
        make_subcategory: true,
        parent_collection_id: parent,
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { field: 'parent_collection_id', title: SUBCATEGORY_PARENT_REQUIRED },
      ]);
    }
    expect(await collectionCount()).toBe(before);
  });

  it('answers 422 on every refused field at once', async () => {
    const before = await collectionCount();
    const res = await send<Refusal>('POST', 'collections', {
      title: '   ',
      handle: 'a b',
      conditions: [{ name: 'colour', type: 'equals', value: 'red' }],
      display_order: -1,
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Validation failed');
    expect(res.body.errors.map((e) => e.field).sort()).toEqual([
      'collection_type',
      'conditions.0.name',
      'display_order',
      'handle',
      'title',
    ]);
    expect(res.body.errors.find((e) => e.field === 'title')!.title).toBe('Required');
    expect(await collectionCount()).toBe(before);
  });

  it('checks each condition against its name', async () => {
    const res = await send<Refusal>('POST', 'collections', {
      title: 'Bad rules',
      collection_type: 'automated',
      conditions: [
        { name: 'title', type: 'greater_than', value: 'x' },
        { name: 'price', type: 'less_than', value: 'cheap' },
        { name: 'status', type: 'equals', value: 'archived' },
        { name: 'title', type: 'contains', value: '  ' },
        { name: 'price', type: 'equals', value: 12.5 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e) => e.field)).toEqual([
      'conditions.0.type',
      'conditions.1.value',
      'conditions.2.value',
      'conditions.3.value',
      'conditions.4.value',
    ]);
    const none = await send<Refusal>('POST', 'collections', {
      title: 'No rules',
      collection_type: 'automated',
    });
    expect(none.body.errors.map((e) => e.field)).toEqual(['conditions']);
  });

  it("refuses an unknown parent, a taken handle, another shop's image or product", async () => {
    const before = await collectionCount();
    const [otherImage] = await someImages(1, OUTLET_SHOP_ID);
    const [otherProduct] = await someProducts(1, OUTLET_SHOP_ID);
    const [mine] = await someProducts(1);
    const res = await send<Refusal>('POST', 'collections', {
      title: 'Borrowed',
      collection_type: 'manual',
      handle: 'clothing',
      make_subcategory: true,
      parent_collection_id: 12345,
      images: [otherImage],
      product_ids: [mine, otherProduct],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'parent_collection_id', title: 'Unknown parent collection' },
      { field: 'handle', title: 'Another collection already uses this handle' },
      { field: 'images.0', title: 'Unknown image' },
      { field: 'product_ids.1', title: 'Unknown product' },
    ]);
    expect(await collectionCount()).toBe(before);
  });

  it('allows a handle another shop uses', async () => {
    const [row] = await ctx.db.query<{ handle: string }>(
      'SELECT handle FROM collections WHERE shop_id = $1 AND handle IS NOT NULL LIMIT 1',
      [OUTLET_SHOP_ID],
    );
    await ctx.db.query(
      `UPDATE collections SET handle = 'outlet-only' WHERE handle = $1 AND shop_id = $2`,
      [row!.handle, OUTLET_SHOP_ID],
    );
    const res = await send('POST', 'collections', {
      title: 'Outlet twin',
      collection_type: 'manual',
      handle: 'outlet-only',
    });
    expect(res.status).toBe(201);
  });
});

describe('PUT collections/{id}', () => {
  it('saves the changes and moves updated_at forward', async () => {
    const c = await byTitle('Stationery');
    const res = await send('PUT', `collections/${c.id}`, {
      ...asBody(c),
      title: 'Paper & Pens',
      meta_title: ' Paper and pens ',
      condition_type: 'all',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Paper & Pens', meta_title: 'Paper and pens' });
    expect(res.body.updated_at).toBeGreaterThan(c.updated_at);
    // all of "Notebook" and "Sketchbook" and ...: no product has every word.
    expect(res.body.products_count).toBe(0);
    expect((await get(`collections/${c.id}`)).body).toEqual(res.body);
  });

  it('answers 409 with the current collection to a stale save, and keeps the other save', async () => {
    const c = await byTitle('Premium');
    const mine = await send('PUT', `collections/${c.id}`, { ...asBody(c), meta_title: 'First' });
    expect(mine.status).toBe(200);
    const stale = await send<Refusal>('PUT', `collections/${c.id}`, {
      ...asBody(c),
      meta_title: 'Second',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(mine.body);
    expect((await byTitle('Premium')).meta_title).toBe('First');
    const missing = await send<Refusal>('PUT', `collections/${c.id}`, {
      ...asBody(c),
      updated_at: undefined,
    });
    expect(missing.status).toBe(428);
    expect(missing.body.errors.map((e) => e.field)).toEqual(['updated_at']);
  });

  it('moves a collection with its sub-collections', async () => {
    const tops = await byTitle('Tops');
    const gifts = await byTitle('Gifts');
    const res = await send('PUT', `collections/${tops.id}`, {
      ...asBody(tops),
      parent_collection_id: gifts.id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ level: 1, path: 'Gifts > Tops', hierarchy_depth: 1 });
    const hoodies = await byTitle('Hoodies & Sweatshirts');
    expect(hoodies).toMatchObject({
      level: 2,
      path: 'Gifts > Tops > Hoodies & Sweatshirts',
      path_levels: [gifts.id, tops.id, hoodies.id],
      parent_collection_id: tops.id,
    });
    // Clothing keeps Bottoms > Jeans; Gifts now holds Tops > Hoodies & Sweatshirts.
    expect((await byTitle('Clothing')).hierarchy_depth).toBe(2);
    expect((await byTitle('Gifts')).hierarchy_depth).toBe(2);

    // Unticking "sub-collection" makes it top level again, its children follow.
    const top = await send('PUT', `collections/${tops.id}`, {
      ...asBody(res.body),
      make_subcategory: false,
    });
    expect(top.body).toMatchObject({
      level: 0,
      is_subcategory: false,
      parent_collection_id: null,
      path_levels: [tops.id],
    });
    expect((await byTitle('Hoodies & Sweatshirts')).level).toBe(1);
  });

  it('refuses to place a collection inside itself or below itself', async () => {
    const home = await byTitle('Home & Living');
    const kitchen = await byTitle('Kitchen & Dining');
    for (const parent of [home.id, kitchen.id]) {
      const res = await send<Refusal>('PUT', `collections/${home.id}`, {
        ...asBody(home),
        make_subcategory: true,
        parent_collection_id: parent,
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        {
          field: 'parent_collection_id',
          title: 'A collection cannot be placed inside itself or one of its sub-collections',
        },
      ]);
    }
    expect(await byTitle('Home & Living')).toEqual(home);
  });

  it('refuses nesting deeper than five levels', async () => {
    let parent = await byTitle('Boots');
    for (let level = 2; level <= 4; level++) {
      const res = await send('POST', 'collections', {
        title: `Level ${level}`,
        collection_type: 'manual',
        make_subcategory: true,
        parent_collection_id: parent.id,
      });
      expect(res.status).toBe(201);
      parent = res.body;
    }
    expect(parent.level).toBe(4);
    const tooDeep = await send<Refusal>('POST', 'collections', {
      title: 'Level 5',
      collection_type: 'manual',
      make_subcategory: true,
      parent_collection_id: parent.id,
    });
    expect(tooDeep.status).toBe(422);
    expect(tooDeep.body.errors[0]!.field).toBe('parent_collection_id');
    // Moving Footwear (two levels below it) under Jewelry would put Level 4 at level 5.
    const footwear = await byTitle('Footwear');
    const jewelry = await byTitle('Jewelry');
    const move = await send<Refusal>('PUT', `collections/${footwear.id}`, {
      ...asBody(footwear),
      make_subcategory: true,
      parent_collection_id: jewelry.id,
    });
    expect(move.status).toBe(422);
  });

  it('turns a manual collection automated, dropping its picks', async () => {
    const staff = await byTitle('Staff Picks');
    expect(staff.product_ids.length).toBe(12);
    const res = await send('PUT', `collections/${staff.id}`, {
      ...asBody(staff),
      collection_type: 'automated',
      conditions: [{ name: 'status', type: 'equals', value: 'hidden' }],
    });
    expect(res.status).toBe(200);
    const [hidden] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE shop_id = $1 AND status = 'hidden'`,
      [DEMO_SHOP_ID],
    );
    expect(res.body).toMatchObject({ product_ids: [], products_count: hidden!.n });
    const [picks] = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM collection_products WHERE collection_id = $1',
      [staff.id],
    );
    expect(picks!.n).toBe(0);
  });

  it('refuses a handle another collection of the shop has, and changes nothing', async () => {
    const bags = await byTitle('Bags & Accessories');
    const res = await send<Refusal>('PUT', `collections/${bags.id}`, {
      ...asBody(bags),
      title: 'Changed',
      handle: 'FOOTWEAR',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'handle', title: 'Another collection already uses this handle' },
    ]);
    expect(await byTitle('Bags & Accessories')).toEqual(bags);
    // Its own handle is not "taken".
    const same = await send('PUT', `collections/${bags.id}`, { ...asBody(bags), title: 'Bags' });
    expect(same.status).toBe(200);
  });
});

describe('DELETE collections/{id}', () => {
  it('refuses while sub-collections exist (409), then deletes a leaf', async () => {
    const bath = await byTitle('Bath & Body');
    const candles = await byTitle('Candles & Scents');
    const refused = await callJson(ctx, 'DELETE', `collections/${bath.id}`, { session: owner });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'This collection has sub-collections. Move or delete them before deleting it.',
      errors: [],
    });
    expect((await get(`collections/${bath.id}`)).status).toBe(200);

    const before = await collectionCount();
    const res = await callJson(ctx, 'DELETE', `collections/${candles.id}`, { session: owner });
    expect(res.status).toBe(204);
    expect((await get(`collections/${candles.id}`)).status).toBe(404);
    expect(await collectionCount()).toBe(before - 1);
    expect(
      (await callJson(ctx, 'DELETE', `collections/${bath.id}`, { session: owner })).status,
    ).toBe(204);
  });
});

describe('POST collections/ai_generate_collection_info', () => {
  it("writes the texts from the collection's products", async () => {
    const jeans = await byTitle('Jeans');
    const res = await send<AiCollectionInfo>('POST', 'collections/ai_generate_collection_info', {
      collection_title: '  Jeans ',
      content_mode: 'detailed',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      description: expect.stringContaining('<p>'),
      meta_title: expect.stringContaining('Jeans'),
      meta_description: expect.any(String),
    });
    const titles = await ctx.db.query<{ title: string }>(
      `SELECT title FROM products WHERE shop_id = $1 AND title ILIKE '%jeans%'`,
      [DEMO_SHOP_ID],
    );
    expect(jeans.products_count).toBe(titles.length);
    expect(titles.some((p) => res.body.description.includes(p.title))).toBe(true);
    expect(res.body.description).not.toMatch(/<script/i);
  });

  it('works for a collection not saved yet, and defaults to concise', async () => {
    const res = await send<AiCollectionInfo>('POST', 'collections/ai_generate_collection_info', {
      collection_title: 'Linen favourites',
    });
    expect(res.status).toBe(200);
    expect(res.body.meta_title).toContain('Linen favourites');
  });

  it('writes in Azerbaijani for an admin in az', async () => {
    const res = await send<AiCollectionInfo>('POST', 'collections/ai_generate_collection_info', {
      collection_title: 'Linen favourites',
      language: 'az',
    });
    expect(res.status).toBe(200);
    expect(res.body.description).toMatch(/^<p>Linen favourites – Demo Shop mağazasında\.<\/p>/);
    expect(res.body.meta_description).toMatch(/mağazasında alış-veriş edin/);
  });

  it('answers 422 on an empty title or an unknown mode', async () => {
    const res = await send<Refusal>('POST', 'collections/ai_generate_collection_info', {
      collection_title: '   ',
      content_mode: 'poetic',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e) => e.field).sort()).toEqual([
      'collection_title',
      'content_mode',
    ]);
  });
});

describe('access', () => {
  const validBody = { title: 'Access test', collection_type: 'manual' };
  const endpoints = (id: string) =>
    [
      ['GET', 'collections', undefined],
      ['GET', 'collections/count', undefined],
      ['GET', `collections/${id}`, undefined],
      ['POST', 'collections', validBody],
      ['PUT', `collections/${id}`, { ...validBody, updated_at: 1 }],
      ['DELETE', `collections/${id}`, undefined],
      ['POST', 'collections/ai_generate_collection_info', { collection_title: 'x' }],
    ] as const;

  async function snapshot() {
    return ctx.db.query('SELECT id, title, updated_at FROM collections ORDER BY id');
  }

  it('answers 401 without a token, 403 without the product policy, writing nothing', async () => {
    const { id } = await byTitle('Premium');
    const before = await snapshot();
    for (const [method, path, body] of endpoints(id)) {
      const anonymous = await callJson(ctx, method, path, {
        session: { ...owner, accessToken: '' },
        body,
      });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const refused = await callJson(ctx, method, path, { session: noProduct, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body).toMatchObject({ message: expect.stringContaining('product') });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses writes without the XSRF header', async () => {
    const { id } = await byTitle('Premium');
    const before = await snapshot();
    for (const [method, path, body] of endpoints(id).filter(([m]) => m !== 'GET')) {
      const res = await callJson(ctx, method, path, { session: owner, body, xsrf: false });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ message: 'Invalid XSRF token', errors: [] });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('logged no server error', () => {
    expect(ctx.logged).toEqual([]);
  });
});
