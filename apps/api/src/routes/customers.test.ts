import {
  VERSION_REQUIRED,
  type Customer,
  type CustomerStats,
  type OrderSummary,
} from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID, DEMO_STAFF, OUTLET_SHOP_ID } from '../db/seed';
import { demoShop } from '../test/demo-shop';
import { callJson, signIn } from '../test/session';

const { ctx, owner } = demoShop();

const get = <T>(path: string, query?: Record<string, string | number>) =>
  callJson<T>(ctx, 'GET', path, { session: owner, query });

/** A demo-shop customer with at least `minOrders` orders. */
async function someCustomer(minOrders = 0): Promise<Customer> {
  const [row] = await ctx.db.query<{ id: string }>(
    'SELECT id FROM customers WHERE shop_id = $1 AND orders_count >= $2 ORDER BY id LIMIT 1',
    [DEMO_SHOP_ID, minOrders],
  );
  return (await get<Customer>(`customers/${row!.id}`)).body;
}

const edit = (c: Customer) => ({
  first_name: c.first_name,
  last_name: c.last_name,
  email: c.email,
  phone: c.phone,
  note: c.note,
  updated_at: c.updated_at,
});

describe('the seed', () => {
  it('has 600 customers, 1500 orders and consistent totals', async () => {
    expect((await get<{ count: number }>('customers/count')).body.count).toBe(600);
    const [orders] = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE shop_id = $1',
      [DEMO_SHOP_ID],
    );
    expect(orders!.n).toBe(1500);
    const unfulfilled = (
      await get<{ count: number }>('orders/count', { fulfillment_status: 'unfulfilled' })
    ).body.count;
    expect(unfulfilled).toBeGreaterThan(0);
    expect(unfulfilled).toBeLessThan(1500);
    const statuses = await ctx.db.query<{ s: string }>(
      'SELECT DISTINCT financial_status AS s FROM orders',
    );
    expect(statuses.length).toBe(7);
    // Every customer's stored totals equal what the stats endpoint computes from the orders.
    const sample = await ctx.db.query<Customer>(
      'SELECT id, total_spent, orders_count FROM customers WHERE shop_id = $1 ORDER BY id LIMIT 40',
      [DEMO_SHOP_ID],
    );
    for (const c of sample) {
      const stats = (await get<CustomerStats>(`customers/${c.id}/stats`)).body;
      expect([stats.total_spent, stats.orders_count]).toEqual([c.total_spent, c.orders_count]);
    }
  });

  // Fixed faker seed and base date: the same first customer on every machine (a faker upgrade that
  // changes its generators would change this, and the snapshot with it).
  it('is deterministic', async () => {
    const [first] = await ctx.db.query<{ id: string; email: string; created_at: number }>(
      `SELECT id, email, created_at FROM customers WHERE shop_id = $1 ORDER BY created_at, id LIMIT 1`,
      [DEMO_SHOP_ID],
    );
    expect(first).toMatchInlineSnapshot(`
      {
        "created_at": 1688386772,
        "email": "merritt_torphy@example.com",
        "id": "cus_wmzgu2c2ztux3d",
      }
    `);
  });
});

describe('GET customers/{id}', () => {
  it('returns the customer', async () => {
    const c = await someCustomer();
    expect(c).toMatchObject({
      id: expect.stringMatching(/^cus_/),
      email: expect.stringContaining('@'),
    });
  });

  it("answers 404 for an unknown id and for another shop's customer", async () => {
    expect((await get('customers/cus_nope')).status).toBe(404);
    const [other] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM customers WHERE shop_id = $1 LIMIT 1',
      [OUTLET_SHOP_ID],
    );
    for (const path of [
      `customers/${other!.id}`,
      `customers/${other!.id}/orders`,
      `customers/${other!.id}/stats`,
    ]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Customer not found', errors: [] });
    }
    const put = await callJson(ctx, 'PUT', `customers/${other!.id}`, {
      session: owner,
      body: { first_name: 'A', last_name: 'B', email: 'a.b@example.com', updated_at: 1 },
    });
    expect(put.status).toBe(404);
    expect(
      (await callJson(ctx, 'DELETE', `customers/${other!.id}`, { session: owner })).status,
    ).toBe(404);
  });
});

describe('PUT customers/{id}', () => {
  it('updates, normalises and bumps updated_at', async () => {
    const c = await someCustomer();
    const res = await callJson<Customer>(ctx, 'PUT', `customers/${c.id}`, {
      session: owner,
      body: {
        ...edit(c),
        first_name: ' Grace ',
        email: 'Grace.Hopper@Example.com',
        phone: '',
        note: 'VIP',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...c,
      first_name: 'Grace',
      email: 'grace.hopper@example.com',
      phone: null,
      note: 'VIP',
      updated_at: expect.any(Number),
    });
    expect(res.body.updated_at).toBeGreaterThan(c.updated_at);
    expect((await get<Customer>(`customers/${c.id}`)).body).toEqual(res.body);
  });

  it('answers 409 with the current record to a stale save, and keeps the other save', async () => {
    const c = await someCustomer();
    const mine = await callJson<Customer>(ctx, 'PUT', `customers/${c.id}`, {
      session: owner,
      body: { ...edit(c), note: 'first save' },
    });
    expect(mine.status).toBe(200);
    const stale = await callJson<{ message: string; current: Customer }>(
      ctx,
      'PUT',
      `customers/${c.id}`,
      {
        session: owner,
        body: { ...edit(c), note: 'second save' },
      },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(mine.body);
    expect((await get<Customer>(`customers/${c.id}`)).body.note).toBe('first save');
  });

  it('answers 428 to a save that does not say which version it edits, and changes nothing', async () => {
    const c = await someCustomer();
    const { updated_at: _, ...unversioned } = edit(c);
    const res = await callJson(ctx, 'PUT', `customers/${c.id}`, {
      session: owner,
      body: { ...unversioned, note: 'blind overwrite' },
    });
    expect(res.status).toBe(428);
    expect(res.body).toEqual({
      message: VERSION_REQUIRED,
      errors: [{ field: 'updated_at', title: VERSION_REQUIRED }],
    });
    expect((await get<Customer>(`customers/${c.id}`)).body).toEqual(c);
  });

  it('answers 422 on email when another customer of the shop has it, and writes nothing', async () => {
    const [a, b] = await ctx.db.query<Customer>(
      'SELECT id, email FROM customers WHERE shop_id = $1 ORDER BY email LIMIT 2',
      [DEMO_SHOP_ID],
    );
    const before = (await get<Customer>(`customers/${a!.id}`)).body;
    const res = await callJson(ctx, 'PUT', `customers/${a!.id}`, {
      session: owner,
      body: { ...edit(before), first_name: 'Changed', email: b!.email.toUpperCase() },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Validation failed',
      errors: [{ field: 'email', title: 'Another customer already uses this email' }],
    });
    expect((await get<Customer>(`customers/${a!.id}`)).body).toEqual(before);
  });

  it('allows an email used by a customer of another shop', async () => {
    const [other] = await ctx.db.query<{ email: string }>(
      'SELECT email FROM customers WHERE shop_id = $1 LIMIT 1',
      [OUTLET_SHOP_ID],
    );
    const c = await someCustomer();
    const res = await callJson(ctx, 'PUT', `customers/${c.id}`, {
      session: owner,
      body: { ...edit(c), email: other!.email },
    });
    expect(res.status).toBe(200);
  });

  it('changes nothing when validation fails', async () => {
    const c = await someCustomer();
    const res = await callJson(ctx, 'PUT', `customers/${c.id}`, {
      session: owner,
      body: { ...edit(c), first_name: 'Changed', email: 'broken', phone: 'abc' },
    });
    expect(res.status).toBe(422);
    expect((res.body as { errors: { field: string }[] }).errors.map((e) => e.field).sort()).toEqual(
      ['email', 'phone'],
    );
    expect((await get<Customer>(`customers/${c.id}`)).body).toEqual(c);
  });
});

describe('customer orders and stats', () => {
  it('lists the orders newest first, with a limit', async () => {
    const c = await someCustomer(3);
    const res = await get<{ items: OrderSummary[] }>(`customers/${c.id}/orders`);
    expect(res.body.items).toHaveLength(c.orders_count);
    const times = res.body.items.map((o) => o.created_at);
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(res.body.items.every((o) => o.customer_id === c.id)).toBe(true);
    const limited = await get<{ items: OrderSummary[] }>(`customers/${c.id}/orders`, { limit: 2 });
    expect(limited.body.items).toEqual(res.body.items.slice(0, 2));
  });

  it('computes stats from the orders', async () => {
    const c = await someCustomer(2);
    const orders = (await get<{ items: OrderSummary[] }>(`customers/${c.id}/orders`)).body.items;
    const spending = orders.filter((o) => !['voided', 'refunded'].includes(o.financial_status));
    const total = spending.reduce((sum, o) => sum + o.total, 0);
    const stats = (await get<CustomerStats>(`customers/${c.id}/stats`)).body;
    expect(stats).toEqual({
      total_spent: total,
      orders_count: orders.length,
      average_order_value: spending.length ? Math.round(total / spending.length) : 0,
      first_order_at: Math.min(...orders.map((o) => o.created_at)),
      last_order_at: Math.max(...orders.map((o) => o.created_at)),
    });
  });

  it('gives empty stats to a customer without orders', async () => {
    const [row] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM customers WHERE shop_id = $1 AND orders_count = 0 LIMIT 1',
      [DEMO_SHOP_ID],
    );
    expect((await get(`customers/${row!.id}/stats`)).body).toEqual({
      total_spent: 0,
      orders_count: 0,
      average_order_value: 0,
      first_order_at: null,
      last_order_at: null,
    });
  });
});

describe('DELETE customers/{id}', () => {
  it('deletes the customer and keeps its orders without a customer', async () => {
    const c = await someCustomer(2);
    const orderIds = (
      await get<{ items: OrderSummary[] }>(`customers/${c.id}/orders`)
    ).body.items.map((o) => o.id);
    const res = await callJson(ctx, 'DELETE', `customers/${c.id}`, { session: owner });
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect((await get(`customers/${c.id}`)).status).toBe(404);
    const orders = await ctx.db.query<{ customer_id: string | null }>(
      'SELECT customer_id FROM orders WHERE id = ANY($1::text[])',
      [orderIds],
    );
    expect(orders).toHaveLength(orderIds.length);
    expect(orders.every((o) => o.customer_id === null)).toBe(true);
    expect((await callJson(ctx, 'DELETE', `customers/${c.id}`, { session: owner })).status).toBe(
      404,
    );
  });
});

describe('search and count', () => {
  it.each(['an', 'SMITH', 'example.org', 'x'])('q=%s: the pages and the count agree', async (q) => {
    const count = (await get<{ count: number }>('customers/count', { q })).body.count;
    const seen: Customer[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await get<{ items: Customer[]; has_more: boolean }>('customers', {
        q,
        limit: 100,
        ...(after ? { starting_after: after } : {}),
      });
      seen.push(...page.body.items);
      if (!page.body.has_more) break;
      after = page.body.items.at(-1)!.id;
    }
    expect(seen).toHaveLength(count);
    const needle = q.toLowerCase();
    for (const c of seen) {
      expect(`${c.first_name} ${c.last_name} ${c.email}`.toLowerCase()).toContain(needle);
    }
  });

  it('matches a full name and takes % and _ literally', async () => {
    const c = await someCustomer();
    const full = await get<{ items: Customer[] }>('customers', {
      q: `${c.first_name} ${c.last_name}`.toUpperCase(),
    });
    expect(full.body.items.map((x) => x.id)).toContain(c.id);
    expect((await get<{ count: number }>('customers/count', { q: '%' })).body.count).toBe(0);
    // Many seeded emails hold a literal underscore; `_` must find exactly those, not every customer.
    const [underscores] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM customers
       WHERE shop_id = $1 AND strpos(first_name || ' ' || last_name || ' ' || email, '_') > 0`,
      [DEMO_SHOP_ID],
    );
    expect(underscores!.n).toBeGreaterThan(0);
    expect(underscores!.n).toBeLessThan(600);
    expect((await get<{ count: number }>('customers/count', { q: '_' })).body.count).toBe(
      underscores!.n,
    );
  });
});

describe('GET orders/count', () => {
  it('counts by fulfilment and financial status, for staff too', async () => {
    const staff = await signIn(ctx, DEMO_STAFF.email, DEMO_STAFF.password);
    const count = async (query: Record<string, string>) =>
      (await callJson<{ count: number }>(ctx, 'GET', 'orders/count', { session: staff, query }))
        .body.count;
    const [expected] = await ctx.db.query<{
      all: number;
      unfulfilled: number;
      paid_unfulfilled: number;
    }>(
      `SELECT count(*)::int AS all,
              count(*) FILTER (WHERE fulfillment_status = 'unfulfilled')::int AS unfulfilled,
              count(*) FILTER (WHERE fulfillment_status = 'unfulfilled' AND financial_status = 'paid')::int AS paid_unfulfilled
       FROM orders WHERE shop_id = $1`,
      [DEMO_SHOP_ID],
    );
    expect(await count({})).toBe(expected!.all);
    expect(await count({ fulfillment_status: 'unfulfilled' })).toBe(expected!.unfulfilled);
    expect(await count({ fulfillment_status: 'unfulfilled', financial_status: 'paid' })).toBe(
      expected!.paid_unfulfilled,
    );
  });
});
