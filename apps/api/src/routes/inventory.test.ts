import type { InventoryLevel, InventoryStats, ListResponse, LocationList } from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_SHOP_ID, DEMO_STAFF, OUTLET_SHOP_ID } from '../db/seed';
import { createTestContext, type TestContext } from '../test/context';
import { idsOf, walkForward } from '../test/paging';
import { callJson, signIn, type Session } from '../test/session';

let ctx: TestContext;
let owner: Session;
/** Staff holding `order` only: no `product`, so no catalog. */
let noProduct: Session;
let locations: LocationList['items'];

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
  await ctx.db.query(
    `UPDATE account_shops SET permission = '{order}' WHERE account_id = 'acct_staff'`,
  );
  noProduct = await signIn(ctx, DEMO_STAFF.email, DEMO_STAFF.password);
  locations = (await get<LocationList>('locations')).body.items;
});
afterAll(() => ctx.close());

type Page = ListResponse<InventoryLevel>;
interface Refusal {
  message: string;
  errors: { field: string; title: string }[];
  current?: InventoryLevel;
}

function get<T>(path: string, query?: Record<string, string | number>) {
  return callJson<T>(ctx, 'GET', path, { session: owner, query });
}
const put = <T = InventoryLevel>(id: string, body: unknown) =>
  callJson<T>(ctx, 'PUT', `inventory/levels/${id}`, { session: owner, body });

const levels = (locationId: string, query: Record<string, string | number> = {}) =>
  get<Page>(`inventory/levels/${locationId}`, query);

async function someLevel(offset = 0): Promise<InventoryLevel> {
  const page = await levels(locations[0]!.id, { limit: 100 });
  return page.body.items[offset]!;
}

/** The level ids of a location in the screen's order, straight from the database. */
async function expectedOrder(locationId: string, fragment?: string): Promise<string[]> {
  const rows = await ctx.db.query<{ id: string }>(
    `SELECT il.id FROM inventory_levels il
     JOIN product_variants v ON v.id = il.variant_id JOIN products p ON p.id = v.product_id
     WHERE il.location_id = $1 AND ($2::text IS NULL OR p.title ILIKE $2 OR v.sku ILIKE $2)
     ORDER BY p.title, p.id, v.position`,
    [locationId, fragment ? `%${fragment}%` : null],
  );
  return rows.map((r) => r.id);
}

describe('GET locations', () => {
  it("lists the shop's three locations, the default first", async () => {
    expect(locations).toHaveLength(3);
    expect(locations[0]).toEqual({
      id: expect.stringMatching(/^loc_/),
      name: 'Main Warehouse',
      address: {
        line: '12 Harbour Road',
        line2: '',
        city: 'Rotterdam',
        zip: '3011 AA',
        state: 'NL-ZH',
        country: { alpha2: 'NL' },
      },
      fulfills_online_orders: true,
      is_default: true,
      created_at: expect.any(Number),
      updated_at: expect.any(Number),
    });
    expect(locations.slice(1).every((l) => !l.is_default)).toBe(true);
    const [outlet] = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM locations WHERE shop_id = $1',
      [OUTLET_SHOP_ID],
    );
    expect(outlet!.n).toBeGreaterThan(0);
    expect(new Set(locations.map((l) => l.id)).size).toBe(3);
  });
});

describe('the seed', () => {
  it('has a level for every variant at every location', async () => {
    const [row] = await ctx.db.query<{ variants: number; levels: number }>(
      `SELECT (SELECT count(*)::int FROM product_variants WHERE shop_id = $1) AS variants,
              (SELECT count(*)::int FROM inventory_levels WHERE shop_id = $1) AS levels`,
      [DEMO_SHOP_ID],
    );
    expect(row!.variants).toBeGreaterThan(2000);
    expect(row!.levels).toBe(row!.variants * 3);
  });
});

describe('GET inventory/levels/{locationId}', () => {
  it('lists levels by product title with what the screen shows', async () => {
    const res = await levels(locations[0]!.id);
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(20);
    expect(res.body.has_more).toBe(true);
    expect(res.body.items.map((l) => l.id)).toEqual(
      (await expectedOrder(locations[0]!.id)).slice(0, 20),
    );
    const level = res.body.items[0]!;
    expect(level).toEqual({
      id: expect.stringMatching(/^inv_/),
      location_id: locations[0]!.id,
      variant_id: expect.stringMatching(/^var_/),
      product_id: expect.stringMatching(/^prd_/),
      product_title: expect.any(String),
      option_values: expect.any(Array),
      sku: expect.any(String),
      image: expect.anything(),
      available: expect.any(Number),
      updated_at: expect.any(Number),
    });
    expect(level.image).toEqual({
      id: expect.stringMatching(/^upl_/),
      src: expect.stringMatching(/^\/uploads\//),
    });
    const [variant] = await ctx.db.query<{ option_values: string[]; sku: string }>(
      'SELECT option_values, sku FROM product_variants WHERE id = $1',
      [level.variant_id],
    );
    expect({ option_values: level.option_values, sku: level.sku }).toEqual(variant);
  });

  it('pages through a search forward and back', async () => {
    const id = locations[1]!.id;
    const expected = await expectedOrder(id, 'jeans');
    expect(expected.length).toBeGreaterThan(40);
    // Upper case: the search ignores case.
    const pages = await walkForward(
      async (cursor) => (await levels(id, { q: 'JEANS', limit: 37, ...cursor })).body,
    );
    expect(idsOf(pages)).toEqual(expected);
    const back = await levels(id, { q: 'jeans', limit: 37, ending_before: pages[1]!.items[0]!.id });
    expect(back.body).toEqual({ items: pages[0]!.items, has_more: false });
  });

  it('finds a variant by a fragment of its SKU', async () => {
    const page = await levels(locations[0]!.id, { limit: 100 });
    const level = page.body.items.find((l) => l.sku !== '')!;
    const fragment = level.sku.slice(-9).toLowerCase();
    const res = await levels(locations[0]!.id, { q: fragment, limit: 100 });
    expect(res.body.items.map((l) => l.id)).toContain(level.id);
    expect(res.body.items.every((l) => l.sku.toLowerCase().includes(fragment))).toBe(true);
  });

  it("answers 404 for an unknown location and another shop's", async () => {
    const [other] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM locations WHERE shop_id = $1 LIMIT 1',
      [OUTLET_SHOP_ID],
    );
    for (const id of ['loc_missing', other!.id]) {
      const res = await levels(id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Location not found', errors: [] });
    }
  });

  it('answers 422 on a bad limit or cursor', async () => {
    const id = locations[0]!.id;
    const otherLocationLevel = (await levels(locations[1]!.id)).body.items[0]!.id;
    for (const [query, field] of [
      [{ limit: 0 }, 'limit'],
      [{ limit: 101 }, 'limit'],
      [{ limit: 'many' }, 'limit'],
      [{ starting_after: 'inv_missing' }, 'starting_after'],
      [{ ending_before: otherLocationLevel }, 'ending_before'],
      [{ q: 'q'.repeat(201) }, 'q'],
    ] as const) {
      const res = await levels(id, query);
      expect(res.status).toBe(422);
      expect((res.body as unknown as Refusal).errors.map((e) => e.field)).toEqual([field]);
    }
  });
});

describe('GET inventory/stats', () => {
  async function expectedStats(locationId?: string) {
    const [row] = await ctx.db.query<Record<string, number>>(
      `SELECT COALESCE(sum(units), 0)::int AS total_units, count(*)::int AS variants_tracked,
              count(*) FILTER (WHERE available <= 0)::int AS out_of_stock,
              count(*) FILTER (WHERE available BETWEEN 1 AND 5)::int AS low_stock
       FROM (SELECT sum(available) AS available, sum(GREATEST(available, 0)) AS units
             FROM inventory_levels WHERE shop_id = $1 AND ($2::text IS NULL OR location_id = $2)
             GROUP BY variant_id) v`,
      [DEMO_SHOP_ID, locationId ?? null],
    );
    return row;
  }

  it('counts the whole shop and one location', async () => {
    const all = await get<InventoryStats>('inventory/stats');
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      location_id: null,
      low_stock_threshold: 5,
      ...(await expectedStats()),
    });
    expect(all.body.out_of_stock).toBeGreaterThan(0);
    const one = await get<InventoryStats>('inventory/stats', { location_id: locations[2]!.id });
    expect(one.body).toEqual({
      location_id: locations[2]!.id,
      low_stock_threshold: 5,
      ...(await expectedStats(locations[2]!.id)),
    });
    expect(one.body.low_stock).toBeGreaterThan(0);
    expect(one.body.total_units).toBeLessThan(all.body.total_units);
  });

  it('answers 422 on an unknown location', async () => {
    const res = await get<Refusal>('inventory/stats', { location_id: 'loc_missing' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'location_id', title: 'Unknown location' }]);
  });
});

describe('PUT inventory/levels/{inventoryId}', () => {
  it('sets the quantity, moves updated_at forward and changes the stats', async () => {
    const level = await someLevel(1);
    const before = (
      await get<InventoryStats>('inventory/stats', { location_id: level.location_id })
    ).body;
    const res = await put(level.id, { available: 0, updated_at: level.updated_at });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...level, available: 0, updated_at: expect.any(Number) });
    expect(res.body.updated_at).toBeGreaterThan(level.updated_at);
    const after = (await get<InventoryStats>('inventory/stats', { location_id: level.location_id }))
      .body;
    expect(after.total_units).toBe(before.total_units - Math.max(level.available, 0));
    // Undo: the previous quantity, from the version the save answered.
    const undo = await put(level.id, {
      available: level.available,
      updated_at: res.body.updated_at,
    });
    expect(undo.status).toBe(200);
    expect(undo.body.available).toBe(level.available);
    expect(undo.body.updated_at).toBeGreaterThan(res.body.updated_at);
  });

  it('allows an oversold (negative) quantity', async () => {
    const level = await someLevel(2);
    const res = await put(level.id, { available: -3, updated_at: level.updated_at });
    expect(res.status).toBe(200);
    expect(res.body.available).toBe(-3);
  });

  it('answers 409 with the current level to a stale save, and keeps the other save', async () => {
    const level = await someLevel(4);
    const mine = await put(level.id, { available: 41, updated_at: level.updated_at });
    expect(mine.status).toBe(200);
    const stale = await put<Refusal>(level.id, { available: 7, updated_at: level.updated_at });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(mine.body);
    expect((await someLevel(4)).available).toBe(41);
  });

  it('answers 422 on anything but a whole number in range, and changes nothing', async () => {
    const level = await someLevel(5);
    for (const [body, field] of [
      [{ available: 1.5, updated_at: level.updated_at }, 'available'],
      [{ available: '12', updated_at: level.updated_at }, 'available'],
      [{ available: null, updated_at: level.updated_at }, 'available'],
      [{ available: 2_000_000_000, updated_at: level.updated_at }, 'available'],
      [{ available: -2_000_000, updated_at: level.updated_at }, 'available'],
      [{ available: 3, updated_at: 'now' }, 'updated_at'],
    ] as const) {
      const res = await put<Refusal>(level.id, body);
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e) => e.field)).toEqual([field]);
    }
    // Without a version it is a missing precondition, not a wrong value.
    const unversioned = await put<Refusal>(level.id, { available: 3 });
    expect(unversioned.status).toBe(428);
    expect(unversioned.body.errors.map((e) => e.field)).toEqual(['updated_at']);
    expect(await someLevel(5)).toEqual(level);
  });

  it("answers 404 for an unknown level and another shop's", async () => {
    const [other] = await ctx.db.query<{ id: string; updated_at: number }>(
      'SELECT id, updated_at FROM inventory_levels WHERE shop_id = $1 LIMIT 1',
      [OUTLET_SHOP_ID],
    );
    for (const id of ['inv_missing', other!.id]) {
      const res = await put(id, { available: 1, updated_at: other!.updated_at });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Inventory level not found', errors: [] });
    }
    const [after] = await ctx.db.query<{ updated_at: number }>(
      'SELECT updated_at FROM inventory_levels WHERE id = $1',
      [other!.id],
    );
    expect(after!.updated_at).toBe(other!.updated_at);
  });
});

describe('access', () => {
  it('answers 401 without a token, 403 without the product policy, writing nothing', async () => {
    const level = await someLevel(6);
    const endpoints = [
      ['GET', 'locations', undefined],
      ['GET', `inventory/levels/${level.location_id}`, undefined],
      ['GET', 'inventory/stats', undefined],
      ['PUT', `inventory/levels/${level.id}`, { available: 99, updated_at: level.updated_at }],
    ] as const;
    for (const [method, path, body] of endpoints) {
      const anonymous = await callJson(ctx, method, path, {
        session: { ...owner, accessToken: '' },
        body,
      });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const refused = await callJson(ctx, method, path, { session: noProduct, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body).toMatchObject({ message: expect.stringContaining('product') });
    }
    const xsrf = await callJson(ctx, 'PUT', `inventory/levels/${level.id}`, {
      session: owner,
      body: { available: 99, updated_at: level.updated_at },
      xsrf: false,
    });
    expect(xsrf.status).toBe(403);
    expect(await someLevel(6)).toEqual(level);
  });

  it('logged no server error', () => {
    expect(ctx.logged).toEqual([]);
  });
});
