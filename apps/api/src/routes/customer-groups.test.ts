import {
  VERSION_REQUIRED,
  CUSTOMER_GROUP_SORT_FIELDS,
  type Customer,
  type CustomerGroup,
  type CustomerGroupSort,
} from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID, OUTLET_SHOP_ID } from '../db/seed';
import { demoShop, type Refused } from '../test/demo-shop';
import { idsOf, walkBack, walkForward, type Page } from '../test/paging';

// The demo staff member has `product` and `order`, not `customer`.
const { ctx, owner, staff, call } = demoShop<CustomerGroup & Refusal>();

type Refusal = Refused<CustomerGroup>;

async function customers(n: number, offset = 0, shopId = DEMO_SHOP_ID): Promise<string[]> {
  const rows = await ctx.db.query<{ id: string }>(
    'SELECT id FROM customers WHERE shop_id = $1 ORDER BY id LIMIT $2 OFFSET $3',
    [shopId, n, offset],
  );
  return rows.map((r) => r.id);
}

async function create(name: string, customerIds: string[] = []): Promise<CustomerGroup> {
  const res = await call('POST', 'customer-groups', {
    body: { name, description: 'For tests', customer_ids: customerIds },
  });
  expect(res.status).toBe(201);
  return res.body;
}

async function memberIds(groupId: string): Promise<string[]> {
  const pages = await walkForward((cursor) =>
    call<Page<Customer>>('GET', `customer-groups/${groupId}/members`, {
      query: { limit: 100, ...cursor },
    }).then((r) => r.body),
  );
  return idsOf(pages);
}

describe('the seed', () => {
  it('has groups with members in the demo shop', async () => {
    const list = await call<Page<CustomerGroup>>('GET', 'customer-groups');
    expect(list.body.items.map((g) => g.name).sort()).toEqual([
      'Inactive customers',
      'Local pickup regulars',
      'Newsletter subscribers',
      'VIP',
      'Wholesale',
    ]);
    const vip = list.body.items.find((g) => g.name === 'VIP')!;
    expect(vip.members_count).toBe(25);
    expect(await memberIds(vip.id)).toHaveLength(25);
    expect((await call('GET', 'customer-groups/count')).body).toEqual({ count: 5 });
  });
});

describe('POST customer-groups', () => {
  it('creates a group with its first members, trimmed', async () => {
    const ids = await customers(3);
    const res = await call('POST', 'customer-groups', {
      body: { name: '  Spring buyers ', customer_ids: ids },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^grp_/),
      name: 'Spring buyers',
      description: '',
      members_count: 3,
      created_at: expect.any(Number),
      updated_at: res.body.created_at,
    });
    expect((await memberIds(res.body.id)).sort()).toEqual([...ids].sort());
    expect((await call('GET', `customer-groups/${res.body.id}`)).body).toEqual(res.body);
  });

  it('answers 422 on the field: name missing, too long, taken (any case); unknown customers', async () => {
    const before = (await call('GET', 'customer-groups/count')).body;
    const [known] = await customers(1);
    const [foreign] = await customers(1, 0, OUTLET_SHOP_ID);
    const cases: [unknown, { field: string; title: string }[]][] = [
      [{}, [{ field: 'name', title: expect.any(String) }]],
      [{ name: '   ' }, [{ field: 'name', title: 'Required' }]],
      [{ name: 'x'.repeat(101) }, [{ field: 'name', title: 'Keep the name under 100 characters' }]],
      [
        { name: 'vip' },
        [{ field: 'name', title: 'Another customer group already uses this name' }],
      ],
      [
        { name: 'Fresh', customer_ids: [known, 'cus_nope', foreign] },
        [
          { field: 'customer_ids.1', title: 'No such customer in this shop' },
          { field: 'customer_ids.2', title: 'No such customer in this shop' },
        ],
      ],
      [
        { name: 'Fresh', description: 'd'.repeat(1001) },
        [{ field: 'description', title: 'Keep the description under 1000 characters' }],
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await call('POST', 'customer-groups', { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toEqual({ message: 'Validation failed', errors });
    }
    expect((await call('GET', 'customer-groups/count')).body).toEqual(before);
  });

  it('allows a name used in another shop', async () => {
    const [outletGroup] = await ctx.db.query<{ name: string }>(
      'SELECT name FROM customer_groups WHERE shop_id = $1 ORDER BY name LIMIT 1',
      [OUTLET_SHOP_ID],
    );
    await ctx.db.query('DELETE FROM customer_groups WHERE shop_id = $1 AND name = $2', [
      DEMO_SHOP_ID,
      outletGroup!.name,
    ]);
    expect((await create(outletGroup!.name)).name).toBe(outletGroup!.name);
  });
});

describe('PUT customer-groups/{id}', () => {
  it('updates name and description and bumps updated_at', async () => {
    const g = await create('Autumn');
    const res = await call('PUT', `customer-groups/${g.id}`, {
      body: { name: 'Autumn buyers', description: 'Bought in autumn', updated_at: g.updated_at },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...g,
      name: 'Autumn buyers',
      description: 'Bought in autumn',
      updated_at: expect.any(Number),
    });
    expect(res.body.updated_at).toBeGreaterThan(g.updated_at);
    // Keeping its own name in another case is no clash.
    const recased = await call('PUT', `customer-groups/${g.id}`, {
      body: { name: 'AUTUMN BUYERS', updated_at: res.body.updated_at },
    });
    expect(recased.status).toBe(200);
  });

  it('answers 409 with the current group to a stale save', async () => {
    const g = await create('Winter');
    const mine = await call('PUT', `customer-groups/${g.id}`, {
      body: { name: 'Winter 1', updated_at: g.updated_at },
    });
    const stale = await call('PUT', `customer-groups/${g.id}`, {
      body: { name: 'Winter 2', updated_at: g.updated_at },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(mine.body);
    expect((await call('GET', `customer-groups/${g.id}`)).body.name).toBe('Winter 1');
  });

  it('answers 428 to a save that does not say which version it edits, and changes nothing', async () => {
    const g = await create('Spring');
    const res = await call('PUT', `customer-groups/${g.id}`, { body: { name: 'Overwritten' } });
    expect(res.status).toBe(428);
    expect(res.body).toEqual({
      message: VERSION_REQUIRED,
      errors: [{ field: 'updated_at', title: VERSION_REQUIRED }],
    });
    expect((await call('GET', `customer-groups/${g.id}`)).body).toEqual(g);
  });

  it("answers 422 on a name another group has, and 404 for another shop's group", async () => {
    const g = await create('Summer');
    const res = await call('PUT', `customer-groups/${g.id}`, {
      body: { name: 'Wholesale', updated_at: g.updated_at },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'name', title: 'Another customer group already uses this name' },
    ]);
    const [other] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM customer_groups WHERE shop_id = $1 LIMIT 1',
      [OUTLET_SHOP_ID],
    );
    for (const [method, path, body] of [
      ['GET', `customer-groups/${other!.id}`, undefined],
      ['PUT', `customer-groups/${other!.id}`, { name: 'Mine now', updated_at: 1 }],
      ['DELETE', `customer-groups/${other!.id}`, undefined],
      ['GET', `customer-groups/${other!.id}/members`, undefined],
      ['POST', `customer-groups/${other!.id}/members`, { customer_ids: await customers(1) }],
    ] as const) {
      const r = await call(method, path, { body });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body).toEqual({ message: 'Customer group not found', errors: [] });
    }
  });
});

describe('members', () => {
  it('adds (idempotently), lists and removes members without moving updated_at', async () => {
    const g = await create('Members test');
    const ids = await customers(5, 10);
    const added = await call('POST', `customer-groups/${g.id}/members`, {
      body: { customer_ids: ids.slice(0, 3) },
    });
    expect(added.status).toBe(200);
    expect(added.body.members_count).toBe(3);
    const again = await call('POST', `customer-groups/${g.id}/members`, {
      body: { customer_ids: ids },
    });
    expect(again.body.members_count).toBe(5);
    expect(again.body.updated_at).toBe(g.updated_at);
    expect((await memberIds(g.id)).sort()).toEqual([...ids].sort());

    const removed = await call('DELETE', `customer-groups/${g.id}/members/${ids[0]}`);
    expect(removed.status).toBe(200);
    expect(removed.body.members_count).toBe(4);
    expect(await memberIds(g.id)).not.toContain(ids[0]);
    // The customer is still a customer.
    expect((await call('GET', `customers/${ids[0]}`)).status).toBe(200);
    const notMember = await call('DELETE', `customer-groups/${g.id}/members/${ids[0]}`);
    expect(notMember.status).toBe(404);
    expect(notMember.body.message).toBe('This customer is not in the group');
  });

  it('refuses unknown customers on their field and adds none of the list', async () => {
    const g = await create('Strict');
    const [a] = await customers(1, 20);
    const res = await call('POST', `customer-groups/${g.id}/members`, {
      body: { customer_ids: [a, 'cus_missing'] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'customer_ids.1', title: 'No such customer in this shop' },
    ]);
    const empty = await call('POST', `customer-groups/${g.id}/members`, {
      body: { customer_ids: [] },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.map((e) => e.field)).toEqual(['customer_ids']);
    expect(await memberIds(g.id)).toEqual([]);
  });

  it('searches and sorts members like the customers list, paging both ways', async () => {
    const [newsletter] = await ctx.db.query<{ id: string }>(
      `SELECT id FROM customer_groups WHERE shop_id = $1 AND name = 'Newsletter subscribers'`,
      [DEMO_SHOP_ID],
    );
    const expected = (
      await ctx.db.query<{ id: string }>(
        `SELECT c.id FROM customers c JOIN customer_group_members m ON m.customer_id = c.id
         WHERE m.group_id = $1 ORDER BY c.last_name ASC, c.id ASC`,
        [newsletter!.id],
      )
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(20);
    const fetch = (cursor: object) =>
      call<Page<Customer>>('GET', `customer-groups/${newsletter!.id}/members`, {
        query: { sort: 'last_name:asc', limit: 7, ...cursor },
      }).then((r) => r.body);
    const forward = await walkForward(fetch);
    expect(idsOf(forward)).toEqual(expected);
    expect(idsOf(await walkBack(fetch, forward.at(-1)!))).toEqual(expected);
    const first = (await fetch({})).items[0]!;
    const found = await call<Page<Customer>>('GET', `customer-groups/${newsletter!.id}/members`, {
      query: { q: first.email },
    });
    expect(found.body.items.map((c) => c.id)).toEqual([first.id]);
  });

  it('loses a member when the customer is deleted', async () => {
    const [id] = await customers(1, 30);
    const g = await create('Deleted member', [id!]);
    expect((await call('DELETE', `customers/${id}`)).status).toBe(204);
    expect((await call('GET', `customer-groups/${g.id}`)).body.members_count).toBe(0);
  });
});

describe('DELETE customer-groups/{id}', () => {
  it('deletes the group, keeps the customers', async () => {
    const ids = await customers(2, 40);
    const g = await create('Short-lived', ids);
    const res = await call('DELETE', `customer-groups/${g.id}`);
    expect(res.status).toBe(204);
    expect((await call('GET', `customer-groups/${g.id}`)).status).toBe(404);
    for (const id of ids) expect((await call('GET', `customers/${id}`)).status).toBe(200);
    expect((await call('DELETE', `customer-groups/${g.id}`)).status).toBe(404);
  });
});

describe('list, search and count', () => {
  it.each(
    CUSTOMER_GROUP_SORT_FIELDS.flatMap((f) =>
      (['asc', 'desc'] as const).map((d) => [f, d] as const),
    ),
  )('pages by %s %s over every group, forward and back', async (field, dir) => {
    for (let i = 0; i < 6; i++) await create(`Paging ${field} ${dir} ${i}`);
    const expected = (
      await ctx.db.query<{ id: string }>(
        `SELECT id FROM customer_groups WHERE shop_id = $1 ORDER BY ${field} ${dir}, id ${dir}`,
        [DEMO_SHOP_ID],
      )
    ).map((r) => r.id);
    const fetch = (cursor: object) =>
      call<Page<CustomerGroup>>('GET', 'customer-groups', {
        query: { sort: `${field}:${dir}` as CustomerGroupSort, limit: 3, ...cursor },
      }).then((r) => r.body);
    const forward = await walkForward(fetch);
    expect(idsOf(forward)).toEqual(expected);
    expect(idsOf(await walkBack(fetch, forward.at(-1)!))).toEqual(expected);
  });

  it('searches names case-insensitively, % literally, and counts the same', async () => {
    await create('Holiday 50% club');
    const res = await call<Page<CustomerGroup>>('GET', 'customer-groups', { query: { q: '50%' } });
    expect(res.body.items.map((g) => g.name)).toEqual(['Holiday 50% club']);
    const vip = await call<Page<CustomerGroup>>('GET', 'customer-groups', { query: { q: 'vI' } });
    expect(vip.body.items.map((g) => g.name)).toContain('VIP');
    expect((await call('GET', 'customer-groups/count', { query: { q: 'vI' } })).body).toEqual({
      count: vip.body.items.length,
    });
  });

  it('answers 422 on a bad sort or cursor', async () => {
    for (const [query, field] of [
      [{ sort: 'members_count:asc' }, 'sort'],
      [{ ending_before: 'grp_missing' }, 'ending_before'],
    ] as const) {
      const res = await call('GET', 'customer-groups', { query });
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e) => e.field)).toEqual([field]);
    }
  });
});

describe('access', () => {
  it('answers 401 without a token and 403 to staff (no customer policy), writing nothing', async () => {
    const g = await create('Access');
    const [c] = await customers(1, 50);
    const snapshot = () =>
      ctx.db.query(
        'SELECT g.*, (SELECT count(*) FROM customer_group_members m WHERE m.group_id = g.id) AS n FROM customer_groups g ORDER BY id',
      );
    const before = await snapshot();
    const endpoints = [
      ['GET', 'customer-groups', undefined],
      ['GET', 'customer-groups/count', undefined],
      ['POST', 'customer-groups', { name: 'Staff group' }],
      ['GET', `customer-groups/${g.id}`, undefined],
      ['PUT', `customer-groups/${g.id}`, { name: 'Renamed' }],
      ['DELETE', `customer-groups/${g.id}`, undefined],
      ['GET', `customer-groups/${g.id}/members`, undefined],
      ['POST', `customer-groups/${g.id}/members`, { customer_ids: [c] }],
      ['DELETE', `customer-groups/${g.id}/members/${c}`, undefined],
    ] as const;
    for (const [method, path, body] of endpoints) {
      const anonymous = await call(method, path, { session: { ...owner, accessToken: '' }, body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const refused = await call(method, path, { session: staff, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.message).toContain('customer');
      if (method !== 'GET') {
        const noXsrf = await call(method, path, { body, xsrf: false });
        expect(noXsrf.status, `${method} ${path}`).toBe(403);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('logged no server error', () => {
    expect(ctx.logged).toEqual([]);
  });
});
