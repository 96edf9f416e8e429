import {
  VERSION_REQUIRED,
  FINANCIAL_STATUSES,
  ORDER_ACTIONS,
  ORDER_SORT_FIELDS,
  type Order,
  type OrderAction,
  type OrderSort,
  type OrderSummary,
} from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID, OUTLET_SHOP_ID, SEED_BASE_TIME } from '../db/seed';
import { reachableStates, type OrderState } from '../orders/state-machine';
import { demoShop, type Refused } from '../test/demo-shop';
import { idsOf, walkBack, walkForward, type Page } from '../test/paging';
import { callJson } from '../test/session';

const { ctx, owner, staff } = demoShop();

interface Refusal extends Refused<Order> {
  allowed_actions?: OrderAction[];
}

const get = <T>(path: string, query?: Record<string, string | number>, session = owner) =>
  callJson<T>(ctx, 'GET', path, { session, query });

async function order(id: string): Promise<Order> {
  const res = await get<Order>(`orders/${id}`);
  expect(res.status).toBe(200);
  return res.body;
}

/** A demo order with at least two lines (so it can be partly fulfilled), the nth of them. */
async function orderWithLines(nth = 0): Promise<Order> {
  const [row] = await ctx.db.query<{ id: string }>(
    `SELECT o.id FROM orders o WHERE o.shop_id = $1
       AND (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) >= 2
     ORDER BY o.order_number OFFSET $2 LIMIT 1`,
    [DEMO_SHOP_ID, nth],
  );
  return order(row!.id);
}

/** Put an order into `state` directly in the database, its lines' fulfilled quantities to match. */
async function setState(id: string, s: OrderState): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // Statuses first to 'pending'/'unfulfilled' so no intermediate row breaks the table's checks.
    await tx.query(
      `UPDATE orders SET delivery_status = 'pending', fulfillment_status = 'unfulfilled'
       WHERE id = $1`,
      [id],
    );
    await tx.query(
      `UPDATE orders SET financial_status = $2, delivery_method = $3, fulfillment_status = $4,
         delivery_status = $5 WHERE id = $1`,
      [id, s.financial_status, s.delivery_method, s.fulfillment_status, s.delivery_status],
    );
    await tx.query(
      `UPDATE order_lines SET fulfilled_quantity = CASE
         WHEN $2 = 'fulfilled' THEN quantity
         WHEN $2 = 'partially_fulfilled' AND position = 0 THEN quantity
         ELSE 0 END
       WHERE order_id = $1`,
      [id, s.fulfillment_status],
    );
  });
}

const stateOf = (o: Order): OrderState => ({
  financial_status: o.financial_status,
  fulfillment_status: o.fulfillment_status,
  delivery_method: o.delivery_method,
  delivery_status: o.delivery_status,
});

function act(id: string, action: OrderAction, body?: unknown, session = owner) {
  return callJson<Order & Refusal>(
    ctx,
    action === 'fulfill' ? 'POST' : 'PUT',
    `orders/${id}/${action}`,
    { session, body },
  );
}

/** Fulfil everything that is left (one of the first line when nothing is: a well-formed body). */
function everythingLeft(o: Order) {
  const lines = o.lines
    .filter((l) => l.fulfilled_quantity < l.quantity)
    .map((l) => ({ line_id: l.id, quantity: l.quantity - l.fulfilled_quantity }));
  return { lines: lines.length ? lines : [{ line_id: o.lines[0]!.id, quantity: 1 }] };
}

describe('every action from every state', () => {
  // The expected next state per action, written out here (the unit test checks the machine itself).
  function expected(s: OrderState, action: OrderAction): OrderState | null {
    const payable = ['pending', 'authorized', 'partially_paid'].includes(s.financial_status);
    const cancelled = ['voided', 'refunded'].includes(s.financial_status);
    switch (action) {
      case 'mark-as-paid':
        return payable ? { ...s, financial_status: 'paid' } : null;
      case 'fulfill':
        return s.delivery_method === 'shipping' &&
          !cancelled &&
          s.fulfillment_status !== 'fulfilled'
          ? { ...s, fulfillment_status: 'fulfilled' }
          : null;
      case 'mark-as-ready-pickup':
        return s.delivery_method === 'pickup' && !cancelled && s.delivery_status === 'pending'
          ? { ...s, delivery_status: 'ready_for_pickup' }
          : null;
      case 'mark-as-picked-up':
        return s.delivery_method === 'pickup' &&
          !cancelled &&
          s.delivery_status === 'ready_for_pickup'
          ? { ...s, fulfillment_status: 'fulfilled', delivery_status: 'picked_up' }
          : null;
      case 'mark-as-delivered':
        return s.delivery_method === 'shipping' &&
          s.fulfillment_status === 'fulfilled' &&
          s.delivery_status === 'pending'
          ? { ...s, delivery_status: 'delivered' }
          : null;
    }
  }

  const cases = reachableStates(FINANCIAL_STATUSES);

  it.each(ORDER_ACTIONS)(
    '%s: allowed moves to the next state, refused answers 409 and changes nothing',
    async (action) => {
      const target = await orderWithLines(ORDER_ACTIONS.indexOf(action));
      for (const s of cases) {
        const label = `${action} from ${JSON.stringify(s)}`;
        await setState(target.id, s);
        const before = await order(target.id);
        expect(stateOf(before), label).toEqual(s);
        const next = expected(s, action);
        expect(before.allowed_actions.includes(action), label).toBe(next !== null);
        const res = await act(
          target.id,
          action,
          action === 'fulfill' ? everythingLeft(before) : undefined,
        );
        if (next) {
          expect(res.status, label).toBe(200);
          expect(stateOf(res.body), label).toEqual(next);
          expect(res.body.updated_at, label).toBeGreaterThan(before.updated_at);
          // One event more, by the signed-in user, and every line fulfilled when the state says so.
          expect(res.body.events).toHaveLength(before.events.length + 1);
          expect(res.body.events.at(-1)!.author_name).toBe('Alex Morgan');
          if (next.fulfillment_status === 'fulfilled')
            expect(
              res.body.lines.every((l) => l.fulfilled_quantity === l.quantity),
              label,
            ).toBe(true);
          expect(await order(target.id)).toEqual(res.body);
        } else {
          expect(res.status, label).toBe(409);
          expect(res.body.message, label).toMatch(/\.$/);
          expect(res.body.allowed_actions, label).toEqual(before.allowed_actions);
          expect(await order(target.id), label).toEqual(before);
        }
      }
    },
  );
});

describe('fulfil', () => {
  async function openShippingOrder(nth: number): Promise<Order> {
    const o = await orderWithLines(20 + nth);
    await setState(o.id, {
      financial_status: 'paid',
      fulfillment_status: 'unfulfilled',
      delivery_method: 'shipping',
      delivery_status: 'pending',
    });
    return order(o.id);
  }

  it('fulfils part, then the rest, with tracking, and the unfulfilled count drops', async () => {
    const o = await openShippingOrder(0);
    const unfulfilled = async () =>
      (await get<{ count: number }>('orders/count', { fulfillment_status: 'unfulfilled' })).body
        .count;
    const countBefore = await unfulfilled();
    const [first, ...rest] = o.lines;
    const part = await act(o.id, 'fulfill', {
      lines: [{ line_id: first!.id, quantity: first!.quantity }],
      tracking_company: ' DHL Express ',
      tracking_number: '123456789012',
      tracking_url: 'https://www.dhl.com/track?tracking-id=123456789012',
    });
    expect(part.status).toBe(200);
    expect(part.body.fulfillment_status).toBe('partially_fulfilled');
    expect(part.body.fulfillments.at(-1)).toEqual({
      id: expect.stringMatching(/^ful_/),
      lines: [{ line_id: first!.id, quantity: first!.quantity }],
      tracking_company: 'DHL Express',
      tracking_number: '123456789012',
      tracking_url: 'https://www.dhl.com/track?tracking-id=123456789012',
      created_at: expect.any(Number),
    });
    expect(part.body.events.at(-1)).toMatchObject({
      type: 'fulfilled',
      data: { quantity: first!.quantity, tracking_number: '123456789012' },
    });
    expect(await unfulfilled()).toBe(countBefore - 1);
    // Still open: mark as delivered is not offered yet.
    expect(part.body.allowed_actions).toEqual(['fulfill']);

    const restRes = await act(o.id, 'fulfill', {
      lines: rest.map((l) => ({ line_id: l.id, quantity: l.quantity })),
    });
    expect(restRes.status).toBe(200);
    expect(restRes.body.fulfillment_status).toBe('fulfilled');
    expect(restRes.body.fulfillments).toHaveLength(o.fulfillments.length + 2);
    expect(restRes.body.fulfillments.at(-1)!.tracking_company).toBeNull();
    expect(restRes.body.allowed_actions).toEqual(['mark-as-delivered']);
  });

  it('refuses bad lines and quantities on their fields, writing nothing', async () => {
    const o = await openShippingOrder(1);
    const [a, b] = o.lines;
    const bad: [unknown, string[]][] = [
      [{ lines: [] }, ['lines']],
      [{}, ['lines']],
      [{ lines: [{ line_id: a!.id, quantity: 0 }] }, ['lines.0.quantity']],
      [{ lines: [{ line_id: a!.id, quantity: 1.5 }] }, ['lines.0.quantity']],
      [{ lines: [{ line_id: a!.id, quantity: a!.quantity + 1 }] }, ['lines.0.quantity']],
      [
        {
          lines: [
            { line_id: b!.id, quantity: 1 },
            { line_id: 'line_nope', quantity: 1 },
          ],
        },
        ['lines.1.line_id'],
      ],
      [
        {
          lines: [
            { line_id: a!.id, quantity: 1 },
            { line_id: a!.id, quantity: 1 },
          ],
        },
        ['lines'],
      ],
      [
        { lines: [{ line_id: a!.id, quantity: 1 }], tracking_url: 'javascript:alert(1)' },
        ['tracking_url'],
      ],
    ];
    for (const [body, fields] of bad) {
      const res = await act(o.id, 'fulfill', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.map((e) => e.field)).toEqual(fields);
    }
    const tooMany = await act(o.id, 'fulfill', {
      lines: [{ line_id: a!.id, quantity: a!.quantity + 1 }],
    });
    expect(tooMany.body.errors[0]!.title).toBe(`More than is left to fulfil (${a!.quantity})`);
    expect(await order(o.id)).toEqual(o);
  });

  it('refuses a line of another order', async () => {
    const o = await openShippingOrder(2);
    const other = await orderWithLines(40);
    const res = await act(o.id, 'fulfill', {
      lines: [{ line_id: other.lines[0]!.id, quantity: 1 }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'lines.0.line_id', title: 'No such line in this order' },
    ]);
    expect(await order(o.id)).toEqual(o);
  });
});

describe('pickup', () => {
  it('ready for pickup, then picked up: the hand-over fulfils every line', async () => {
    const o = await orderWithLines(50);
    await setState(o.id, {
      financial_status: 'pending',
      fulfillment_status: 'unfulfilled',
      delivery_method: 'pickup',
      delivery_status: 'pending',
    });
    const before = await order(o.id);
    expect(before.allowed_actions).toEqual(['mark-as-paid', 'mark-as-ready-pickup']);
    const ready = await act(o.id, 'mark-as-ready-pickup');
    expect(ready.body.allowed_actions).toEqual(['mark-as-paid', 'mark-as-picked-up']);
    const picked = await act(o.id, 'mark-as-picked-up');
    expect(picked.status).toBe(200);
    expect(picked.body.fulfillments).toHaveLength(before.fulfillments.length + 1);
    expect(picked.body.fulfillments.at(-1)!.lines).toEqual(
      before.lines.map((l) => ({ line_id: l.id, quantity: l.quantity })),
    );
    expect(picked.body.events.slice(-2).map((e) => e.type)).toEqual([
      'ready_for_pickup',
      'picked_up',
    ]);
    expect(picked.body.events.at(-1)!.data).toEqual({
      fulfillment_id: picked.body.fulfillments.at(-1)!.id,
    });
  });
});

describe('mark as paid', () => {
  it("records the payment and keeps the customer's totals equal to their orders", async () => {
    const [row] = await ctx.db.query<{ id: string; customer_id: string }>(
      `SELECT id, customer_id FROM orders WHERE shop_id = $1 AND financial_status = 'pending'
         AND customer_id IS NOT NULL ORDER BY order_number LIMIT 1`,
      [DEMO_SHOP_ID],
    );
    const res = await act(row!.id, 'mark-as-paid', undefined, staff);
    expect(res.status).toBe(200);
    expect(res.body.financial_status).toBe('paid');
    expect(res.body.events.at(-1)).toMatchObject({
      type: 'paid',
      author_name: 'Sam Rivera',
      data: { amount: res.body.total },
    });
    const [mismatch] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM customers c
       WHERE c.id = $1 AND c.total_spent <> (SELECT COALESCE(sum(total), 0) FROM orders o
         WHERE o.customer_id = c.id AND o.financial_status NOT IN ('voided', 'refunded'))`,
      [row!.customer_id],
    );
    expect(mismatch!.n).toBe(0);
  });
});

describe('racing actions', () => {
  it('two fulfilments of the same items at once: one wins, the other is refused', async () => {
    const o = await orderWithLines(60);
    await setState(o.id, {
      financial_status: 'paid',
      fulfillment_status: 'unfulfilled',
      delivery_method: 'shipping',
      delivery_status: 'pending',
    });
    const body = everythingLeft(await order(o.id));
    const results = await Promise.all([act(o.id, 'fulfill', body), act(o.id, 'fulfill', body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = await order(o.id);
    expect(after.lines.every((l) => l.fulfilled_quantity === l.quantity)).toBe(true);
    expect(after.events.filter((e) => e.type === 'fulfilled')).toHaveLength(
      o.events.filter((e) => e.type === 'fulfilled').length + 1,
    );
  });
});

describe('GET orders/{id}', () => {
  it('gives lines, addresses, totals that add up, statuses and a timeline', async () => {
    const o = await orderWithLines(3);
    expect(o.lines.length).toBeGreaterThanOrEqual(2);
    expect(o.subtotal).toBe(o.lines.reduce((s, l) => s + l.quantity * l.unit_price, 0));
    expect(o.total).toBe(o.subtotal - o.discount_total + o.shipping_total + o.tax_total);
    expect(o.items_count).toBe(o.lines.reduce((s, l) => s + l.quantity, 0));
    expect(o.events[0]).toMatchObject({
      type: 'placed',
      author_name: null,
      created_at: o.created_at,
    });
    const times = o.events.map((e) => e.created_at);
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(o.shipping_address).toMatchObject({ country_code: 'US', city: expect.any(String) });
    if (o.customer) expect(o.customer.id).toBe(o.customer_id);
    expect(o.lines[0]).toMatchObject({
      product_id: expect.stringMatching(/^prd_/),
      title: expect.any(String),
    });
  });

  it("shows each line with its product's default image, and none once the product is gone", async () => {
    // An order line of a product with a gallery, and that gallery's first image.
    const [row] = await ctx.db.query<{
      order_id: string;
      line_id: string;
      image_id: string;
      key: string;
    }>(
      `SELECT l.order_id, l.id AS line_id, u.id AS image_id, u.storage_key AS key
       FROM order_lines l
       JOIN product_images pi ON pi.product_id = l.product_id AND pi.position = 0
       JOIN uploads u ON u.id = pi.upload_id
       WHERE l.shop_id = $1 ORDER BY l.id LIMIT 1`,
      [DEMO_SHOP_ID],
    );
    const o = await order(row!.order_id);
    const line = o.lines.find((l) => l.id === row!.line_id)!;
    expect(line.image).toEqual({ id: row!.image_id, src: `/uploads/${row!.key}` });
    // A line whose product was deleted keeps its title and price, without an image.
    const unlink = 'UPDATE order_lines SET product_id = $2, variant_id = $3 WHERE id = $1';
    await ctx.db.query(unlink, [line.id, null, null]);
    try {
      const after = (await order(o.id)).lines.find((l) => l.id === line.id);
      expect(after).toMatchObject({ title: line.title, unit_price: line.unit_price, image: null });
    } finally {
      await ctx.db.query(unlink, [line.id, line.product_id, line.variant_id]);
    }
  });

  it("answers 404 for an unknown order and for another shop's", async () => {
    const [other] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM orders WHERE shop_id = $1 LIMIT 1',
      [OUTLET_SHOP_ID],
    );
    for (const id of ['ord_nope', other!.id]) {
      expect((await get(`orders/${id}`)).body).toEqual({ message: 'Order not found', errors: [] });
      expect((await act(id, 'mark-as-paid')).status).toBe(404);
      expect((await act(id, 'fulfill', { lines: [{ line_id: 'x', quantity: 1 }] })).status).toBe(
        404,
      );
      expect(
        (
          await callJson(ctx, 'PUT', `orders/${id}`, {
            session: owner,
            body: { note: 'x', updated_at: 1 },
          })
        ).status,
      ).toBe(404);
    }
  });
});

describe('PUT orders/{id}', () => {
  it('saves the note with a timeline entry and bumps updated_at', async () => {
    const o = await orderWithLines(4);
    const res = await callJson<Order>(ctx, 'PUT', `orders/${o.id}`, {
      session: owner,
      body: { note: 'Call before delivery', updated_at: o.updated_at },
    });
    expect(res.status).toBe(200);
    expect(res.body.note).toBe('Call before delivery');
    expect(res.body.updated_at).toBeGreaterThan(o.updated_at);
    expect(res.body.events.at(-1)).toMatchObject({
      type: 'note_changed',
      author_name: 'Alex Morgan',
    });
    expect(await order(o.id)).toEqual(res.body);
  });

  it('answers 409 with the current order to a stale save', async () => {
    const o = await orderWithLines(5);
    const first = await callJson<Order>(ctx, 'PUT', `orders/${o.id}`, {
      session: owner,
      body: { note: 'first', updated_at: o.updated_at },
    });
    const stale = await callJson<Refusal>(ctx, 'PUT', `orders/${o.id}`, {
      session: owner,
      body: { note: 'second', updated_at: o.updated_at },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(first.body);
    expect((await order(o.id)).note).toBe('first');
  });

  it('an action moves updated_at, so a form opened before it gets 409', async () => {
    const o = await orderWithLines(6);
    await setState(o.id, { ...stateOf(o), financial_status: 'pending' });
    const opened = await order(o.id);
    expect((await act(o.id, 'mark-as-paid')).status).toBe(200);
    const res = await callJson(ctx, 'PUT', `orders/${o.id}`, {
      session: owner,
      body: { note: 'late', updated_at: opened.updated_at },
    });
    expect(res.status).toBe(409);
  });

  it('answers 422 on a note that is too long', async () => {
    const o = await orderWithLines(7);
    const res = await callJson<Refusal>(ctx, 'PUT', `orders/${o.id}`, {
      session: owner,
      body: { note: 'x'.repeat(5001), updated_at: o.updated_at },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e) => e.field)).toEqual(['note']);
    expect(await order(o.id)).toEqual(o);
  });

  it('answers 428 to a save that does not say which version it edits, and changes nothing', async () => {
    const o = await orderWithLines(7);
    const res = await callJson<Refusal>(ctx, 'PUT', `orders/${o.id}`, {
      session: owner,
      body: { note: 'blind overwrite' },
    });
    expect(res.status).toBe(428);
    expect(res.body).toEqual({
      message: VERSION_REQUIRED,
      errors: [{ field: 'updated_at', title: VERSION_REQUIRED }],
    });
    expect(await order(o.id)).toEqual(o);
  });
});

describe('GET orders', () => {
  it('defaults to order_number:desc and 20 rows, each with its allowed actions', async () => {
    const res = await get<Page<OrderSummary>>('orders');
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(20);
    const numbers = res.body.items.map((o) => o.order_number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    for (const o of res.body.items) expect(Array.isArray(o.allowed_actions)).toBe(true);
  });

  it.each([
    [{ financial_status: 'paid' }, `financial_status = 'paid'`],
    [{ fulfillment_status: 'unfulfilled' }, `fulfillment_status = 'unfulfilled'`],
    [
      { financial_status: 'pending', fulfillment_status: 'unfulfilled' },
      `financial_status = 'pending' AND fulfillment_status = 'unfulfilled'`,
    ],
  ])('filters %o, and the count agrees', async (filters, where) => {
    const expectedIds = (
      await ctx.db.query<{ id: string }>(
        `SELECT id FROM orders WHERE shop_id = $1 AND ${where} ORDER BY order_number DESC`,
        [DEMO_SHOP_ID],
      )
    ).map((r) => r.id);
    const pages = await walkForward((cursor) =>
      get<Page<OrderSummary>>('orders', { ...filters, limit: 100, ...cursor }).then((r) => r.body),
    );
    expect(idsOf(pages)).toEqual(expectedIds);
    expect((await get<{ count: number }>('orders/count', filters)).body.count).toBe(
      expectedIds.length,
    );
  });

  it('searches the number (with or without #), the name and the email', async () => {
    const [o] = await ctx.db.query<{
      id: string;
      order_number: number;
      customer_name: string;
      email: string;
    }>(
      `SELECT id, order_number, customer_name, email FROM orders WHERE shop_id = $1
       ORDER BY order_number LIMIT 1 OFFSET 100`,
      [DEMO_SHOP_ID],
    );
    for (const q of [
      String(o!.order_number),
      `#${o!.order_number}`,
      o!.customer_name.toUpperCase(),
      o!.email,
    ]) {
      const res = await get<Page<OrderSummary>>('orders', { q, limit: 100 });
      expect(
        res.body.items.map((x) => x.id),
        q,
      ).toContain(o!.id);
      const count = (await get<{ count: number }>('orders/count', { q })).body.count;
      expect(count, q).toBeGreaterThanOrEqual(res.body.items.length);
      for (const x of res.body.items)
        expect(`${x.order_number} ${x.customer_name} ${x.email}`.toLowerCase()).toContain(
          q.replace(/^#/, '').toLowerCase(),
        );
    }
    expect((await get<{ count: number }>('orders/count', { q: '%' })).body.count).toBe(0);
  });

  it.each(ORDER_SORT_FIELDS.flatMap((f) => (['asc', 'desc'] as const).map((d) => [f, d] as const)))(
    'pages by %s %s over every order, forward and back',
    async (field, dir) => {
      const expectedIds = (
        await ctx.db.query<{ id: string }>(
          `SELECT id FROM orders WHERE shop_id = $1 ORDER BY ${field} ${dir}, id ${dir}`,
          [DEMO_SHOP_ID],
        )
      ).map((r) => r.id);
      const sort = `${field}:${dir}` as OrderSort;
      const fetch = (cursor: object) =>
        get<Page<OrderSummary>>('orders', { sort, limit: 97, ...cursor }).then((r) => {
          expect(r.status).toBe(200);
          return r.body;
        });
      const forward = await walkForward(fetch);
      expect(idsOf(forward)).toEqual(expectedIds);
      const back = await walkBack(fetch, forward.at(-1)!);
      expect(idsOf(back)).toEqual(expectedIds);
    },
  );

  it('answers 422 on a bad sort, status, limit or cursor', async () => {
    for (const [query, field] of [
      [{ sort: 'customer_name:asc' }, 'sort'],
      [{ financial_status: 'free' }, 'financial_status'],
      [{ fulfillment_status: 'lost' }, 'fulfillment_status'],
      [{ limit: 0 }, 'limit'],
      [{ starting_after: 'ord_missing' }, 'starting_after'],
    ] as const) {
      const res = await get<Refusal>('orders', query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(res.body.errors.map((e) => e.field)).toEqual([field]);
    }
    const count = await get<Refusal>('orders/count', { financial_status: 'free' });
    expect(count.status).toBe(422);
  });
});

describe('GET orders/stats', () => {
  const DAY = 24 * 60 * 60;
  async function expectedStats(from?: number) {
    const [row] = await ctx.db.query<{ total_sales: number; count: number }>(
      `SELECT COALESCE(sum(total) FILTER (WHERE financial_status NOT IN ('voided', 'refunded')), 0)::bigint AS total_sales,
              count(*)::int AS count
       FROM orders WHERE shop_id = $1 AND ($2::bigint IS NULL OR (created_at >= $2 AND created_at < $2 + ${DAY}))`,
      [DEMO_SHOP_ID, from ?? null],
    );
    return row!;
  }

  it('gives all-time figures without a date', async () => {
    const res = await get('orders/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(await expectedStats());
  });

  it("gives yesterday's orders (UTC day) for DD-MM-YYYY", async () => {
    // The seed's "now" is 30 June 2025 12:00 UTC; the test clock is a day later.
    const yesterday = Date.UTC(2025, 5, 30) / 1000;
    expect(yesterday).toBe(SEED_BASE_TIME - 12 * 60 * 60);
    const expected = await expectedStats(yesterday);
    const res = await get('orders/stats', { date: '30-06-2025' }, staff);
    expect(res.body).toEqual(expected);
    // The same day has orders in the seed, with sales.
    const week = await Promise.all(
      ['24', '25', '26', '27', '28', '29', '30'].map(
        async (d) =>
          (await get<{ count: number }>('orders/stats', { date: `${d}-06-2025` })).body.count,
      ),
    );
    expect(week.some((n) => n > 0)).toBe(true);
  });

  it('gives zeros for a day without orders', async () => {
    expect((await get('orders/stats', { date: '01-01-2000' })).body).toEqual({
      total_sales: 0,
      count: 0,
    });
  });

  it.each([
    '2025-06-30',
    '30/06/2025',
    '1-6-2025',
    '31-02-2025',
    '00-01-2025',
    '30-13-2025',
    'yesterday',
  ])('answers 422 on date=%s', async (date) => {
    const res = await get<Refusal>('orders/stats', { date });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'date', title: 'Enter a date as DD-MM-YYYY' }]);
  });
});

describe('access', () => {
  it('answers 401 without a token and 403 without the order policy, writing nothing', async () => {
    const o = await orderWithLines(8);
    await ctx.db.query(
      `UPDATE account_shops SET permission = '{product}' WHERE account_id = 'acct_staff'`,
    );
    try {
      const endpoints = [
        ['GET', 'orders', undefined],
        ['GET', 'orders/count', undefined],
        ['GET', 'orders/stats', undefined],
        ['GET', `orders/${o.id}`, undefined],
        ['PUT', `orders/${o.id}`, { note: 'x' }],
        ...ORDER_ACTIONS.map(
          (a) =>
            [a === 'fulfill' ? 'POST' : 'PUT', `orders/${o.id}/${a}`, everythingLeft(o)] as const,
        ),
      ] as const;
      for (const [method, path, body] of endpoints) {
        const anonymous = await callJson(ctx, method, path, {
          session: { ...owner, accessToken: '' },
          body,
        });
        expect(anonymous.status, `${method} ${path}`).toBe(401);
        const refused = await callJson<Refusal>(ctx, method, path, { session: staff, body });
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(refused.body.message).toContain('order');
        if (method !== 'GET') {
          const noXsrf = await callJson(ctx, method, path, { session: owner, body, xsrf: false });
          expect(noXsrf.status, `${method} ${path}`).toBe(403);
        }
      }
    } finally {
      await ctx.db.query(
        `UPDATE account_shops SET permission = '{product,order}' WHERE account_id = 'acct_staff'`,
      );
    }
    expect(await order(o.id)).toEqual(o);
  });

  it('lets staff with the order policy work orders', async () => {
    expect((await get('orders', {}, staff)).status).toBe(200);
    expect((await get('orders/stats', {}, staff)).status).toBe(200);
  });

  it('logged no server error', () => {
    expect(ctx.logged).toEqual([]);
  });
});
