import {
  VERSION_REQUIRED,
  type InventoryLevel,
  type ListResponse,
  type Location,
  type LocationList,
  type UpdateLocationBody,
} from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID, OUTLET_SHOP_ID } from '../db/seed';
import { demoShop, type Refused } from '../test/demo-shop';

/** The demo staff member: `product` and `order`, so the list (inventory) but no settings. */
const { ctx, owner, staff, call } = demoShop<Location & Refusal>();

type Refusal = Refused<Location>;

const list = async () => (await call<LocationList>('GET', 'locations')).body.items;

async function byName(name: string): Promise<Location> {
  return (await list()).find((l) => l.name === name)!;
}

/** The editable part of a location, as the settings form sends it back. */
function bodyOf(location: Location): UpdateLocationBody {
  const { name, address, fulfills_online_orders, updated_at } = location;
  return { name, address, fulfills_online_orders, updated_at };
}

async function rowOf(id: string): Promise<unknown> {
  const [row] = await ctx.db.query('SELECT * FROM locations WHERE id = $1', [id]);
  return row;
}

describe('GET locations', () => {
  it("lists the demo shop's three locations with their full addresses, the default first", async () => {
    const items = await list();
    expect(items.map((l) => l.name)).toEqual([
      'Main Warehouse',
      'City Store',
      'Fulfilment Centre East',
    ]);
    expect(items[0]).toEqual({
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
      updated_at: items[0]!.created_at,
    });
    // The shop counter in Baku sells over the counter only.
    expect(items[1]).toMatchObject({ fulfills_online_orders: false, is_default: false });
  });

  it('is open to the staff member, whose inventory screen switches between them', async () => {
    const res = await call<LocationList>('GET', 'locations', { session: staff });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(3);
  });
});

describe('GET locations/{locationId}', () => {
  it('answers one location as the list shows it', async () => {
    const [first] = await list();
    const res = await call('GET', `locations/${first!.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(first);
  });

  it("answers 404 for an unknown id and for another shop's location", async () => {
    const [outlet] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM locations WHERE shop_id = $1 LIMIT 1',
      [OUTLET_SHOP_ID],
    );
    for (const id of ['loc_nope', outlet!.id]) {
      const res = await call('GET', `locations/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Location not found', errors: [] });
    }
  });
});

describe('PUT locations/{locationId}', () => {
  it('saves the name, the address and online fulfilment, trimmed, codes upper-cased', async () => {
    const store = await byName('City Store');
    const res = await call('PUT', `locations/${store.id}`, {
      body: {
        name: '  Baku Flagship ',
        address: {
          line: ' 28 Nizami Street ',
          line2: 'Floor 2',
          city: 'Baku',
          zip: 'AZ1010',
          state: 'az-ba',
          country: { alpha2: 'az' },
        },
        fulfills_online_orders: true,
        updated_at: store.updated_at,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...store,
      name: 'Baku Flagship',
      address: {
        line: '28 Nizami Street',
        line2: 'Floor 2',
        city: 'Baku',
        zip: 'AZ1010',
        state: 'AZ-BA',
        country: { alpha2: 'AZ' },
      },
      fulfills_online_orders: true,
      updated_at: expect.any(Number),
    });
    expect(res.body.updated_at).toBeGreaterThan(store.updated_at);
    expect(await call('GET', `locations/${store.id}`).then((r) => r.body)).toEqual(res.body);
  });

  it('moves a location to another country, by its address rules, with no state or one of its own', async () => {
    const east = await byName('Fulfilment Centre East');
    const paris = { line: '1 Rue de Rivoli', city: 'Paris', country: { alpha2: 'FR' } };
    // French addresses have a postal code: the same rules as the shop's own address.
    const noZip = await call('PUT', `locations/${east.id}`, {
      body: { ...bodyOf(east), address: paris },
    });
    expect(noZip.status).toBe(422);
    expect(noZip.body.errors).toEqual([{ field: 'address.zip', title: 'Required' }]);
    const res = await call('PUT', `locations/${east.id}`, {
      body: { ...bodyOf(east), address: { ...paris, zip: '75001' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.address).toEqual({
      line: '1 Rue de Rivoli',
      line2: '',
      city: 'Paris',
      zip: '75001',
      state: null,
      country: { alpha2: 'FR' },
    });
    const again = await call('PUT', `locations/${east.id}`, {
      body: { ...bodyOf(res.body), address: { ...res.body.address, state: 'FR-IDF' } },
    });
    expect(again.status).toBe(200);
    expect(again.body.address.state).toBe('FR-IDF');
  });

  it('keeps inventory working at an edited location', async () => {
    const warehouse = await byName('Main Warehouse');
    const saved = await call('PUT', `locations/${warehouse.id}`, {
      body: { ...bodyOf(warehouse), name: 'Rotterdam Warehouse' },
    });
    expect(saved.status).toBe(200);
    const levels = await call<ListResponse<InventoryLevel>>(
      'GET',
      `inventory/levels/${warehouse.id}`,
      { session: staff, query: { limit: 5 } },
    );
    expect(levels.status).toBe(200);
    expect(levels.body.items).toHaveLength(5);
    expect(levels.body.items.every((l) => l.location_id === warehouse.id)).toBe(true);
    const forStaff = await call<LocationList>('GET', 'locations', { session: staff });
    expect(forStaff.body.items[0]).toMatchObject({ id: warehouse.id, name: 'Rotterdam Warehouse' });
  });

  it('answers 422 on each refused field and changes nothing', async () => {
    const warehouse = await byName('Rotterdam Warehouse');
    const before = await rowOf(warehouse.id);
    const base = bodyOf(warehouse);
    const address = base.address;
    const cases: [unknown, { field: string; title: string }[]][] = [
      [{ ...base, name: '   ' }, [{ field: 'name', title: 'Required' }]],
      [{ ...base, name: 'x'.repeat(101) }, [{ field: 'name', title: 'At most 100 characters' }]],
      [
        { ...base, address: { ...address, line: '', city: ' ' } },
        [
          { field: 'address.line', title: 'Required' },
          { field: 'address.city', title: 'Required' },
        ],
      ],
      [
        { ...base, address: { ...address, state: null, country: { alpha2: 'XX' } } },
        [{ field: 'address.country.alpha2', title: 'Choose a country from the list' }],
      ],
      [
        { ...base, address: { ...address, country: { alpha2: 'Netherlands' } } },
        [{ field: 'address.country.alpha2', title: 'Choose a country from the list' }],
      ],
      [
        { ...base, address: { ...address, state: 'DE-BY' } },
        [{ field: 'address.state', title: 'Choose a state of the chosen country' }],
      ],
      [
        { ...base, fulfills_online_orders: 'yes' },
        [{ field: 'fulfills_online_orders', title: expect.any(String) }],
      ],
      [{ ...base, address: undefined }, [{ field: 'address', title: 'Required' }]],
    ];
    for (const [body, errors] of cases) {
      const res = await call('PUT', `locations/${warehouse.id}`, { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toEqual({ message: 'Validation failed', errors });
    }
    expect(await rowOf(warehouse.id)).toEqual(before);
  });

  it('answers 409 with the location as saved to a stale save, and 428 without a version', async () => {
    const warehouse = await byName('Rotterdam Warehouse');
    const mine = await call('PUT', `locations/${warehouse.id}`, {
      body: { ...bodyOf(warehouse), name: 'Warehouse A' },
    });
    expect(mine.status).toBe(200);
    const before = await rowOf(warehouse.id);
    const stale = await call('PUT', `locations/${warehouse.id}`, {
      body: { ...bodyOf(warehouse), name: 'Warehouse B' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(mine.body);
    const { updated_at: _, ...unversioned } = bodyOf(mine.body);
    const missing = await call('PUT', `locations/${warehouse.id}`, { body: unversioned });
    expect(missing.status).toBe(428);
    expect(missing.body.errors).toEqual([{ field: 'updated_at', title: VERSION_REQUIRED }]);
    expect(await rowOf(warehouse.id)).toEqual(before);
  });

  it("answers 404 for another shop's location and leaves it alone", async () => {
    const [outlet] = await ctx.db.query<{ id: string; updated_at: number }>(
      'SELECT id, updated_at FROM locations WHERE shop_id = $1 LIMIT 1',
      [OUTLET_SHOP_ID],
    );
    const before = await rowOf(outlet!.id);
    const warehouse = await byName('Warehouse A');
    const res = await call('PUT', `locations/${outlet!.id}`, {
      body: { ...bodyOf(warehouse), updated_at: outlet!.updated_at },
    });
    expect(res.status).toBe(404);
    expect(await rowOf(outlet!.id)).toEqual(before);
  });
});

describe('access', () => {
  it('answers 401 without a token and 403 to the staff member for one location, writing nothing', async () => {
    const warehouse = await byName('Warehouse A');
    const before = await rowOf(warehouse.id);
    const requests = [
      ['GET', 'locations', undefined],
      ['GET', `locations/${warehouse.id}`, undefined],
      ['PUT', `locations/${warehouse.id}`, { ...bodyOf(warehouse), name: 'Taken over' }],
    ] as const;
    for (const [method, path, body] of requests) {
      const anonymous = await call(method, path, {
        session: { ...owner, accessToken: '' },
        body,
      });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
    }
    for (const [method, path, body] of requests.slice(1)) {
      const refused = await call(method, path, { session: staff, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body).toMatchObject({ message: expect.stringContaining('location') });
    }
    const xsrf = await call('PUT', `locations/${warehouse.id}`, {
      body: { ...bodyOf(warehouse), name: 'Taken over' },
      xsrf: false,
    });
    expect(xsrf.status).toBe(403);
    expect(await rowOf(warehouse.id)).toEqual(before);
    // The demo shop's locations are its own: nothing of the outlet's was touched by this file.
    const [count] = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM locations WHERE shop_id = $1',
      [DEMO_SHOP_ID],
    );
    expect(count!.n).toBe(3);
  });

  it('logged no server error', () => {
    expect(ctx.logged).toEqual([]);
  });
});
