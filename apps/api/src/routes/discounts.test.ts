import {
  COUPON_BULK_MAX,
  COUPON_LIST_MAX,
  COUPON_RANDOM_LENGTH,
  DISCOUNT_MESSAGES,
  paths,
  VERSION_REQUIRED,
  type Coupon,
  type CouponBulkResult,
  type CouponList,
  type CountResponse,
  type CouponSummary,
  type CreateCouponBody,
  type GeneratedCoupons,
  type Order,
  type UpdateCouponBody,
} from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_SHOP_ID, DEMO_STAFF, OUTLET_SHOP_ID } from '../db/seed';
import { createTestContext, type TestContext } from '../test/context';
import { callJson, signIn, type CallOptions, type Session } from '../test/session';

let ctx: TestContext;
let owner: Session;
/** The demo staff member: `product` and `order`, no `discount`. */
let staff: Session;
let now: number;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
  staff = await signIn(ctx, DEMO_STAFF.email, DEMO_STAFF.password);
  now = Math.floor(ctx.clock.now() / 1000);
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60;

interface Refusal {
  message: string;
  errors: { field: string; title: string }[];
  current?: Coupon;
}

const call = <T = Coupon & Refusal>(
  method: string,
  path: string,
  options: Omit<CallOptions, 'session'> & { session?: Session } = {},
) => callJson<T>(ctx, method, path, { session: owner, ...options });

/** Every code of the shop (the demo shop has far fewer than a page of COUPON_LIST_MAX). */
const list = async (sort?: string) => {
  const { body } = await call<CouponList>('POST', paths.discountCouponsList, {
    body: { ...(sort ? { sort } : {}), limit: COUPON_LIST_MAX },
  });
  expect(body.has_more).toBe(false);
  return body.items;
};
const page = async (body: Record<string, unknown>) =>
  (await call<CouponList & Refusal>('POST', paths.discountCouponsList, { body })).body;

const byCode = async (code: string): Promise<CouponSummary> => {
  const found = (await list()).find((c) => c.code === code);
  expect(found, code).toBeDefined();
  return found!;
};

let made = 0;
/** A valid new code's body; each call a different code. */
function newBody(over: Partial<CreateCouponBody> = {}): CreateCouponBody {
  made += 1;
  return {
    name: `Test code ${made}`,
    code: `TEST-${made}`,
    type: 'percentage',
    value: 10,
    validFrom: now - DAY,
    ...over,
  };
}

async function create(over: Partial<CreateCouponBody> = {}): Promise<Coupon> {
  const res = await call('POST', paths.discountCoupons, { body: newBody(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

function bodyOf(coupon: Coupon): UpdateCouponBody {
  return {
    name: coupon.name,
    code: coupon.code,
    type: coupon.type,
    value: coupon.value,
    active: coupon.active,
    validFrom: coupon.validFrom,
    validTo: coupon.validTo,
    minimum_requirement: coupon.minimum_requirement,
    minimum_value: coupon.minimum_value,
    usage_limit: coupon.usage_limit,
    once_per_customer: coupon.once_per_customer,
    applies_to: coupon.applies_to,
    collection_ids: coupon.collections.map((c) => c.id),
    product_ids: coupon.products.map((p) => p.id),
    customer_eligibility: coupon.customer_eligibility,
    customer_group_id: coupon.customer_group?.id ?? null,
    updated_at: coupon.updated_at,
  };
}

/** Every code row and its targets, to show that a refusal changed nothing. */
async function allRows(): Promise<unknown[]> {
  return ctx.db.query(
    `SELECT c.*, (SELECT array_agg(product_id ORDER BY position) FROM discount_coupon_products p
                   WHERE p.coupon_id = c.id) AS products
     FROM discount_coupons c ORDER BY id`,
  );
}

const fieldsOf = (res: { body: Refusal }) => res.body.errors.map((e) => [e.field, e.title]);

async function outletCouponId(): Promise<string> {
  const [row] = await ctx.db.query<{ id: string }>(
    'SELECT id FROM discount_coupons WHERE shop_id = $1 LIMIT 1',
    [OUTLET_SHOP_ID],
  );
  return row!.id;
}

async function firstIds(table: 'products' | 'collections' | 'customer_groups', n: number) {
  const rows = await ctx.db.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE shop_id = $1 ORDER BY id LIMIT $2`,
    [DEMO_SHOP_ID, n],
  );
  return rows.map((r) => r.id);
}

describe('who may call', () => {
  const calls = (id: string) =>
    [
      ['POST', paths.discountCouponsList, {}],
      ['GET', paths.discountCouponsCount, undefined],
      ['POST', paths.discountCoupons, newBody()],
      ['POST', paths.discountCouponsBulk, { action: 'delete', ids: [id] }],
      ['POST', paths.discountCouponsGenerate, { ...newBody(), prefix: 'X', count: 1 }],
      ['GET', paths.discountCoupon(id), undefined],
      ['PUT', paths.discountCoupon(id), { ...newBody(), updated_at: 1 }],
      ['DELETE', paths.discountCoupon(id), undefined],
    ] as const;

  it('answers 401 without a token and 403 to the staff member who lacks `discount`', async () => {
    const id = (await byCode('WELCOME10')).id;
    const before = await allRows();
    for (const [method, path, body] of calls(id)) {
      // Signed out, with the XSRF header a browser would still send.
      const anonymous = await callJson(ctx, method, path, {
        session: { ...owner, accessToken: '' },
        body,
      });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const refused = await callJson<Refusal>(ctx, method, path, { session: staff, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
    }
    expect(await allRows()).toEqual(before);
  });
});

describe('GET discounts/coupons/count', () => {
  it("counts the shop's codes, not another shop's", async () => {
    const res = await call<CountResponse>('GET', paths.discountCouponsCount);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: (await list()).length });
    const [all] = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM discount_coupons',
    );
    expect(all!.n).toBeGreaterThan(res.body.count);
  });
});

describe('POST discounts/coupons-list', () => {
  it("lists the shop's codes by name ascending unless asked otherwise (§9)", async () => {
    const items = await list();
    const names = items.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(items.map((c) => c.code)).toEqual(
      expect.arrayContaining(['WELCOME10', 'SUMMER25', 'FREESHIP', 'SAVE15', 'BLACKFRIDAY30']),
    );
    // Only the demo shop's: the outlet's code is not among them.
    expect(items.map((c) => c.code)).not.toContain('OUTLET10');

    const byCodeDesc = (await list('code:desc')).map((c) => c.code);
    expect(byCodeDesc).toEqual([...byCodeDesc].sort().reverse());
    const byUse = await list('times_used:desc');
    expect(byUse[0]!.times_used).toBeGreaterThanOrEqual(byUse.at(-1)!.times_used);
  });

  it('says where each code stands and how often orders used it', async () => {
    const items = await list();
    const status = Object.fromEntries(items.map((c) => [c.code, c.status]));
    expect(status).toMatchObject({
      WELCOME10: 'active',
      SUMMER25: 'expired',
      BLACKFRIDAY30: 'scheduled',
      SPRING5: 'inactive',
    });
    const [used] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders o JOIN discount_coupons c ON c.id = o.discount_coupon_id
       WHERE c.code = 'WELCOME10' AND c.shop_id = $1`,
      [DEMO_SHOP_ID],
    );
    expect(used!.n).toBeGreaterThan(0);
    expect(items.find((c) => c.code === 'WELCOME10')!.times_used).toBe(used!.n);
  });

  it('refuses a sort it does not know', async () => {
    const res = await call('POST', paths.discountCouponsList, { body: { sort: 'password:asc' } });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]?.field).toBe('sort');
  });

  it('pages by a cursor in every order, forwards and back', async () => {
    for (const sort of [
      'name:asc',
      'validTo:asc',
      'validTo:desc',
      'times_used:desc',
      'value:asc',
    ]) {
      const all = (await list(sort)).map((c) => c.id);
      const seen: string[] = [];
      let after: string | undefined;
      for (;;) {
        const got = await page({ sort, limit: 2, ...(after ? { starting_after: after } : {}) });
        seen.push(...got.items.map((c) => c.id));
        after = got.items.at(-1)?.id;
        if (!got.has_more) break;
      }
      expect(seen, sort).toEqual(all);
      // Back from the last code: the two before it.
      const before = await page({ sort, limit: 2, ending_before: all.at(-1) });
      expect(
        before.items.map((c) => c.id),
        sort,
      ).toEqual(all.slice(-3, -1));
      expect(before.has_more).toBe(all.length > 3);
    }
  });

  it('searches by name and by code whatever the case', async () => {
    const byName = await page({ q: 'wElCoMe' });
    expect(byName.items.map((c) => c.code)).toContain('WELCOME10');
    const byCodeText = await page({ q: 'freeship' });
    expect(byCodeText.items.map((c) => c.code)).toContain('FREESHIP');
    const none = await page({ q: 'no such code 123' });
    expect(none).toMatchObject({ items: [], has_more: false });
  });

  it('refuses a page too large and a cursor it does not know', async () => {
    const large = await page({ limit: COUPON_LIST_MAX + 1 });
    expect(large.errors[0]?.field).toBe('limit');
    const unknown = await page({ starting_after: 'cpn_missing' });
    expect(unknown.errors[0]?.field).toBe('starting_after');
  });
});

describe('GET discounts/coupons/{id}', () => {
  it('gives the whole code: its minimum, limits, targets and group', async () => {
    const bundle = await call('GET', paths.discountCoupon((await byCode('BUNDLE3')).id));
    expect(bundle.status).toBe(200);
    expect(bundle.body).toMatchObject({
      code: 'BUNDLE3',
      minimum_requirement: 'quantity',
      minimum_value: 3,
      applies_to: 'collections',
      products: [],
    });
    expect(bundle.body.collections).toHaveLength(2);
    const vip = await call('GET', paths.discountCoupon((await byCode('VIP20')).id));
    expect(vip.body).toMatchObject({
      customer_eligibility: 'customer_group',
      customer_group: { name: 'VIP' },
    });
  });

  it("answers 404 for a missing code and for another shop's", async () => {
    expect((await call('GET', paths.discountCoupon('cpn_missing'))).status).toBe(404);
    expect((await call('GET', paths.discountCoupon(await outletCouponId()))).status).toBe(404);
  });
});

describe('POST discounts/coupons', () => {
  it('creates a code, upper-cased, with what it applies to', async () => {
    const products = await firstIds('products', 2);
    const [group] = await firstIds('customer_groups', 1);
    const coupon = await create({
      code: ' spring-sale_2 ',
      type: 'fixed_amount',
      value: 1250,
      validTo: now + 30 * DAY,
      minimum_requirement: 'amount',
      minimum_value: 5000,
      usage_limit: 50,
      once_per_customer: true,
      applies_to: 'products',
      product_ids: products,
      customer_eligibility: 'customer_group',
      customer_group_id: group!,
    });
    expect(coupon).toMatchObject({
      code: 'SPRING-SALE_2',
      value: 1250,
      status: 'active',
      times_used: 0,
      usage_limit: 50,
      once_per_customer: true,
      customer_group: { id: group },
    });
    expect(coupon.products.map((p) => p.id)).toEqual(products);
    expect((await call('GET', paths.discountCoupon(coupon.id))).body).toEqual(coupon);
  });

  it('keeps no value for free shipping and no targets outside the chosen scope', async () => {
    const coupon = await create({
      type: 'free_shipping',
      value: 77,
      applies_to: 'all',
      product_ids: await firstIds('products', 1),
    });
    expect(coupon).toMatchObject({ type: 'free_shipping', value: 0, products: [] });
  });

  it('refuses a code another code has, whatever its case, on the code field', async () => {
    const before = await allRows();
    const res = await call('POST', paths.discountCoupons, { body: newBody({ code: 'welcome10' }) });
    expect(res.status).toBe(422);
    expect(fieldsOf(res)).toEqual([['code', DISCOUNT_MESSAGES.codeTaken]]);
    expect(await allRows()).toEqual(before);
  });

  it('refuses each broken rule on its field and saves nothing', async () => {
    const before = await allRows();
    const cases: [Partial<CreateCouponBody>, string, string][] = [
      [{ value: 101 }, 'value', 'At most 100'],
      [{ value: 0 }, 'value', 'At least 1'],
      [{ value: 12.5 }, 'value', 'Enter a whole number'],
      [{ value: null }, 'value', DISCOUNT_MESSAGES.valueRequired],
      [{ type: 'fixed_amount', value: -500 }, 'value', DISCOUNT_MESSAGES.amountNegative],
      [{ type: 'fixed_amount', value: 0 }, 'value', DISCOUNT_MESSAGES.amountZero],
      [
        { minimum_requirement: 'amount', minimum_value: -1 },
        'minimum_value',
        DISCOUNT_MESSAGES.amountNegative,
      ],
      [{ minimum_requirement: 'quantity', minimum_value: 0 }, 'minimum_value', 'At least 1'],
      [{ validFrom: now, validTo: now - DAY }, 'validTo', DISCOUNT_MESSAGES.validToBeforeFrom],
      [{ validFrom: now, validTo: now }, 'validTo', DISCOUNT_MESSAGES.validToBeforeFrom],
      [{ code: 'NO SPACES' }, 'code', DISCOUNT_MESSAGES.codePattern],
      [{ code: 'AB' }, 'code', 'At least 3 characters'],
      [{ name: '  ' }, 'name', 'Required'],
      [{ usage_limit: 0 }, 'usage_limit', 'At least 1'],
      [{ applies_to: 'products' }, 'product_ids', DISCOUNT_MESSAGES.chooseProducts],
      [{ applies_to: 'collections' }, 'collection_ids', DISCOUNT_MESSAGES.chooseCollections],
      [
        { customer_eligibility: 'customer_group' },
        'customer_group_id',
        DISCOUNT_MESSAGES.chooseGroup,
      ],
    ];
    for (const [over, field, title] of cases) {
      const res = await call('POST', paths.discountCoupons, { body: newBody(over) });
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(fieldsOf(res), JSON.stringify(over)).toContainEqual([field, title]);
    }
    expect(await allRows()).toEqual(before);
  });

  it("refuses products, collections and groups the shop does not have (another shop's too)", async () => {
    const before = await allRows();
    const [outletProduct] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM products WHERE shop_id = $1 LIMIT 1',
      [OUTLET_SHOP_ID],
    );
    const [mine] = await firstIds('products', 1);
    const products = await call('POST', paths.discountCoupons, {
      body: newBody({
        applies_to: 'products',
        product_ids: [mine!, outletProduct!.id, 'prd_none'],
      }),
    });
    expect(products.status).toBe(422);
    expect(fieldsOf(products)).toEqual([
      ['product_ids.1', DISCOUNT_MESSAGES.unknownProduct],
      ['product_ids.2', DISCOUNT_MESSAGES.unknownProduct],
    ]);
    const group = await call('POST', paths.discountCoupons, {
      body: newBody({
        code: 'welcome10',
        customer_eligibility: 'customer_group',
        customer_group_id: 'grp_none',
        applies_to: 'collections',
        collection_ids: ['col_none'],
      }),
    });
    // Every refusal at once, so the form can show them all.
    expect(fieldsOf(group)).toEqual([
      ['code', DISCOUNT_MESSAGES.codeTaken],
      ['collection_ids.0', DISCOUNT_MESSAGES.unknownCollection],
      ['customer_group_id', DISCOUNT_MESSAGES.unknownGroup],
    ]);
    expect(await allRows()).toEqual(before);
  });
});

describe('PUT discounts/coupons/{id}', () => {
  it('saves the whole code and moves its version on', async () => {
    const coupon = await create();
    ctx.clock.advance(1);
    const res = await call('PUT', paths.discountCoupon(coupon.id), {
      body: { ...bodyOf(coupon), name: 'Renamed', code: `${coupon.code}-b`, active: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Renamed',
      code: `${coupon.code}-B`,
      active: false,
      status: 'inactive',
    });
    expect(res.body.updated_at).toBeGreaterThan(coupon.updated_at);
  });

  it('keeps its own code, and refuses another code of the shop', async () => {
    const coupon = await create();
    const same = await call('PUT', paths.discountCoupon(coupon.id), {
      body: { ...bodyOf(coupon), code: coupon.code.toLowerCase() },
    });
    expect(same.status).toBe(200);
    const before = await allRows();
    const taken = await call('PUT', paths.discountCoupon(coupon.id), {
      body: { ...bodyOf(same.body), code: 'Freeship' },
    });
    expect(taken.status).toBe(422);
    expect(fieldsOf(taken)).toEqual([['code', DISCOUNT_MESSAGES.codeTaken]]);
    expect(await allRows()).toEqual(before);
  });

  it('refuses a stale version with 409 and the code as it is now, and a missing one with 428', async () => {
    const coupon = await create();
    const first = await call('PUT', paths.discountCoupon(coupon.id), {
      body: { ...bodyOf(coupon), name: 'Theirs' },
    });
    expect(first.status).toBe(200);
    const before = await allRows();
    const stale = await call('PUT', paths.discountCoupon(coupon.id), {
      body: { ...bodyOf(coupon), name: 'Mine' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ name: 'Theirs', updated_at: first.body.updated_at });
    const { updated_at: _version, ...unversioned } = bodyOf(coupon);
    const missing = await call('PUT', paths.discountCoupon(coupon.id), { body: unversioned });
    expect(missing.status).toBe(428);
    expect(missing.body.message).toBe(VERSION_REQUIRED);
    expect(await allRows()).toEqual(before);
  });

  it('refuses a usage limit below the times the code was used already', async () => {
    const welcome = (await call('GET', paths.discountCoupon((await byCode('WELCOME10')).id))).body;
    expect(welcome.times_used).toBeGreaterThan(1);
    const res = await call('PUT', paths.discountCoupon(welcome.id), {
      body: { ...bodyOf(welcome), usage_limit: welcome.times_used - 1 },
    });
    expect(res.status).toBe(422);
    expect(fieldsOf(res)).toEqual([['usage_limit', DISCOUNT_MESSAGES.limitBelowUsed]]);
  });

  it("answers 404 for a missing code and for another shop's", async () => {
    const body = { ...newBody(), updated_at: 1 };
    expect((await call('PUT', paths.discountCoupon('cpn_missing'), { body })).status).toBe(404);
    const outlet = await outletCouponId();
    expect((await call('PUT', paths.discountCoupon(outlet), { body })).status).toBe(404);
  });
});

describe('DELETE discounts/coupons/{id}', () => {
  it('deletes a code once; the orders placed with it keep its code and amount', async () => {
    // A seeded code orders used (not WELCOME10, which other tests read).
    const [order] = await ctx.db.query<{ id: string; coupon: string; code: string }>(
      `SELECT id, discount_coupon_id AS coupon, discount_code AS code FROM orders
       WHERE shop_id = $1 AND discount_coupon_id IS NOT NULL AND discount_code <> 'WELCOME10'
       ORDER BY id LIMIT 1`,
      [DEMO_SHOP_ID],
    );
    const before = (await call<Order>('GET', paths.order(order!.id))).body;
    expect(before).toMatchObject({ discount_code: order!.code });
    expect(before.discount_total).toBeGreaterThan(0);

    expect((await call('DELETE', paths.discountCoupon(order!.coupon))).status).toBe(204);
    expect((await call('DELETE', paths.discountCoupon(order!.coupon))).status).toBe(404);
    expect((await call('GET', paths.discountCoupon(order!.coupon))).status).toBe(404);
    const after = (await call<Order>('GET', paths.order(order!.id))).body;
    expect(after.discount_code).toBe(order!.code);
    expect(after.discount_total).toBe(before.discount_total);
    expect(after.total).toBe(before.total);
  });

  it("answers 404 for another shop's code and leaves it", async () => {
    const outlet = await outletCouponId();
    expect((await call('DELETE', paths.discountCoupon(outlet))).status).toBe(404);
    expect(
      await ctx.db.query('SELECT id FROM discount_coupons WHERE id = $1', [outlet]),
    ).toHaveLength(1);
  });
});

describe('POST discounts/coupons/bulk', () => {
  it("deletes the shop's codes among the ids and says which it skipped", async () => {
    const [a, b] = [await create(), await create()];
    const outlet = await outletCouponId();
    const res = await call<CouponBulkResult>('POST', paths.discountCouponsBulk, {
      body: { action: 'delete', ids: [a.id, outlet, 'cpn_missing', b.id, a.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      action: 'delete',
      deleted: [a.id, b.id],
      skipped: [
        { id: outlet, reason: 'not_found' },
        { id: 'cpn_missing', reason: 'not_found' },
      ],
    });
    const codes = (await list()).map((c) => c.id);
    expect(codes).not.toContain(a.id);
    expect(codes).not.toContain(b.id);
    // The other shop's code is still there.
    expect(
      await ctx.db.query('SELECT id FROM discount_coupons WHERE id = $1', [outlet]),
    ).toHaveLength(1);
  });

  it('refuses no ids, too many, and an action it does not know', async () => {
    const before = await allRows();
    const empty = await call('POST', paths.discountCouponsBulk, {
      body: { action: 'delete', ids: [] },
    });
    expect(fieldsOf(empty)).toEqual([['ids', DISCOUNT_MESSAGES.chooseCodes]]);
    const many = Array.from({ length: COUPON_BULK_MAX + 1 }, (_, i) => `cpn_${i}`);
    const tooMany = await call('POST', paths.discountCouponsBulk, {
      body: { action: 'delete', ids: many },
    });
    expect(fieldsOf(tooMany)).toEqual([['ids', `At most ${COUPON_BULK_MAX} values`]]);
    const unknown = await call('POST', paths.discountCouponsBulk, {
      body: { action: 'archive', ids: ['cpn_1'] },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]?.field).toBe('action');
    expect(await allRows()).toEqual(before);
  });
});

describe('POST discounts/coupons/generate', () => {
  it('makes the codes asked for, each the prefix and a random part, all different', async () => {
    const { code: _code, ...rules } = newBody({
      name: 'Newsletter',
      type: 'fixed_amount',
      value: 500,
    });
    const res = await call<GeneratedCoupons>('POST', paths.discountCouponsGenerate, {
      body: { ...rules, prefix: 'news-', count: 25 },
    });
    expect(res.status).toBe(201);
    const codes = res.body.items.map((c) => c.code);
    expect(codes).toHaveLength(25);
    expect(new Set(codes).size).toBe(25);
    for (const code of codes)
      expect(code).toMatch(new RegExp(`^NEWS-[A-Z2-9]{${COUPON_RANDOM_LENGTH}}$`));
    expect(res.body.items.every((c) => c.name === 'Newsletter' && c.value === 500)).toBe(true);
    expect(codes).toEqual([...codes].sort());
  });

  it('refuses a count out of range and a prefix with other characters', async () => {
    const before = await allRows();
    const { code: _code, ...rules } = newBody();
    for (const [over, field] of [
      [{ prefix: 'A', count: 0 }, 'count'],
      [{ prefix: 'A', count: 1001 }, 'count'],
      [{ prefix: 'A B', count: 2 }, 'prefix'],
    ] as const) {
      const res = await call('POST', paths.discountCouponsGenerate, {
        body: { ...rules, ...over },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors[0]?.field).toBe(field);
    }
    expect(await allRows()).toEqual(before);
  });
});

describe('orders placed with a code', () => {
  it('show the code and what it took off, and their totals add up', async () => {
    const [row] = await ctx.db.query<{ id: string }>(
      `SELECT id FROM orders WHERE shop_id = $1 AND discount_code = 'WELCOME10' LIMIT 1`,
      [DEMO_SHOP_ID],
    );
    const order = (await call<Order>('GET', paths.order(row!.id))).body;
    expect(order.discount_code).toBe('WELCOME10');
    expect(order.discount_total).toBe(Math.round(order.subtotal * 0.1));
    expect(order.total).toBe(
      order.subtotal - order.discount_total + order.shipping_total + order.tax_total,
    );
  });
});
