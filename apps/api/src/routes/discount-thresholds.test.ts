import {
  DEFAULT_DISCOUNT_SETTINGS,
  DISCOUNT_MESSAGES,
  paths,
  THRESHOLD_MAX,
  THRESHOLD_MESSAGES,
  VERSION_REQUIRED,
  type CreateThresholdBody,
  type DiscountSettings,
  type DiscountThreshold,
  type DiscountThresholdList,
  type Order,
  type UpdateThresholdBody,
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
  current?: unknown;
}

const call = <T = DiscountThreshold & Refusal>(
  method: string,
  path: string,
  options: Omit<CallOptions, 'session'> & { session?: Session } = {},
) => callJson<T>(ctx, method, path, { session: owner, ...options });

let made = 0;
function newBody(over: Partial<CreateThresholdBody> = {}): CreateThresholdBody {
  made += 1;
  return {
    name: `Test tier ${made}`,
    minimum_amount: 1_000_000 + made,
    type: 'percentage',
    value: 10,
    valid_from: now - DAY,
    ...over,
  };
}

async function create(over: Partial<CreateThresholdBody> = {}): Promise<DiscountThreshold> {
  const res = await call('POST', paths.discountThresholds, { body: newBody(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const bodyOf = (t: DiscountThreshold): UpdateThresholdBody => ({
  name: t.name,
  minimum_amount: t.minimum_amount,
  type: t.type,
  value: t.value,
  active: t.active,
  valid_from: t.valid_from,
  valid_to: t.valid_to,
  updated_at: t.updated_at,
});

const allRows = () =>
  ctx.db.query(
    `SELECT t.*, (SELECT row_to_json(s) FROM discount_settings s WHERE s.shop_id = $1) AS settings
     FROM discount_thresholds t ORDER BY id`,
    [DEMO_SHOP_ID],
  );
const fieldsOf = (res: { body: Refusal }) => res.body.errors.map((e) => [e.field, e.title]);
const list = async () =>
  (await call<DiscountThresholdList>('GET', paths.discountThresholds)).body.items;

describe('who may call', () => {
  it('answers 401 without a token and 403 to the staff member who lacks `discount`', async () => {
    const id = (await list())[0]!.id;
    const calls = [
      ['GET', paths.discountThresholds, undefined],
      ['POST', paths.discountThresholds, newBody()],
      ['GET', paths.discountThreshold(id), undefined],
      ['PUT', paths.discountThreshold(id), { ...newBody(), updated_at: 1 }],
      ['DELETE', paths.discountThreshold(id), undefined],
      ['GET', paths.discountSettings, undefined],
      ['PUT', paths.discountSettings, { ...DEFAULT_DISCOUNT_SETTINGS }],
    ] as const;
    const before = await allRows();
    for (const [method, path, body] of calls) {
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

describe('discounts/thresholds', () => {
  it("lists the shop's seeded tiers by minimum amount, each with its status and orders", async () => {
    const items = await list();
    const minimums = items.map((t) => t.minimum_amount);
    expect(minimums).toEqual([...minimums].sort((a, b) => a - b));
    expect(items.map((t) => t.name)).not.toContain('€30 off orders over €400');
    const byName = new Map(items.map((t) => [t.name, t]));
    expect(byName.get('$50 off orders over $500')?.status).toBe('active');
    expect(byName.get('Free shipping over $300')?.status).toBe('scheduled');
    expect(byName.get('Spring: 5% off over $400')?.status).toBe('expired');
    expect(byName.get('Launch: $20 off over $150')?.status).toBe('inactive');
    expect(byName.get('$50 off orders over $500')!.times_used).toBeGreaterThan(0);
    expect(byName.get('Launch: $20 off over $150')!.times_used).toBe(0);
  });

  it('creates, reads, saves and deletes a tier; free shipping keeps no value', async () => {
    const made = await create({ type: 'free_shipping', value: 500, valid_to: now + 30 * DAY });
    expect(made).toMatchObject({ type: 'free_shipping', value: 0, active: true, times_used: 0 });
    expect((await call('GET', paths.discountThreshold(made.id))).body).toEqual(made);
    const saved = await call('PUT', paths.discountThreshold(made.id), {
      body: { ...bodyOf(made), type: 'fixed_amount', value: 2_500, active: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ type: 'fixed_amount', value: 2_500, status: 'inactive' });
    expect(saved.body.updated_at).toBeGreaterThan(made.updated_at);
    expect((await call('DELETE', paths.discountThreshold(made.id))).status).toBe(204);
    expect((await call('GET', paths.discountThreshold(made.id))).status).toBe(404);
    expect((await call('DELETE', paths.discountThreshold(made.id))).status).toBe(404);
  });

  it('refuses §5 rules with 422 on each field, and changes nothing', async () => {
    const before = await allRows();
    const over = await call('POST', paths.discountThresholds, {
      body: newBody({ value: 101, minimum_amount: -5, valid_to: now - 2 * DAY }),
    });
    expect(over.status).toBe(422);
    expect(fieldsOf(over)).toEqual([
      ['minimum_amount', DISCOUNT_MESSAGES.amountNegative],
      ['value', 'At most 100'],
      ['valid_to', DISCOUNT_MESSAGES.validToBeforeFrom],
    ]);
    const negative = await call('POST', paths.discountThresholds, {
      body: newBody({ type: 'fixed_amount', value: -100 }),
    });
    expect(fieldsOf(negative)).toEqual([['value', DISCOUNT_MESSAGES.amountNegative]]);
    const missing = await call('POST', paths.discountThresholds, {
      body: { name: ' ', type: 'percentage', valid_from: now },
    });
    expect(fieldsOf(missing)).toEqual(
      expect.arrayContaining([
        ['name', 'Required'],
        ['minimum_amount', THRESHOLD_MESSAGES.minimumRequired],
      ]),
    );
    expect(await allRows()).toEqual(before);
  });

  it('refuses a stale version with 409 and the tier as it is now, and a missing one with 428', async () => {
    const tier = await create();
    const first = await call('PUT', paths.discountThreshold(tier.id), {
      body: { ...bodyOf(tier), name: 'Theirs' },
    });
    expect(first.status).toBe(200);
    const stale = await call('PUT', paths.discountThreshold(tier.id), {
      body: { ...bodyOf(tier), name: 'Mine' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ name: 'Theirs', updated_at: first.body.updated_at });
    const { updated_at: _version, ...unversioned } = bodyOf(tier);
    const missing = await call('PUT', paths.discountThreshold(tier.id), { body: unversioned });
    expect(missing.status).toBe(428);
    expect(missing.body.message).toBe(VERSION_REQUIRED);
    await call('DELETE', paths.discountThreshold(tier.id));
  });

  it("answers 404 for another shop's tier and leaves it alone", async () => {
    const [row] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM discount_thresholds WHERE shop_id = $1',
      [OUTLET_SHOP_ID],
    );
    const id = row!.id;
    expect((await call('GET', paths.discountThreshold(id))).status).toBe(404);
    const put = await call('PUT', paths.discountThreshold(id), {
      body: { ...newBody(), updated_at: 1 },
    });
    expect(put.status).toBe(404);
    expect((await call('DELETE', paths.discountThreshold(id))).status).toBe(404);
    const [still] = await ctx.db.query('SELECT 1 FROM discount_thresholds WHERE id = $1', [id]);
    expect(still).toBeDefined();
  });

  it(`keeps at most ${THRESHOLD_MAX} tiers a shop`, async () => {
    const have = (await list()).length;
    const made: string[] = [];
    for (let i = have; i < THRESHOLD_MAX; i++) made.push((await create()).id);
    const refused = await call('POST', paths.discountThresholds, { body: newBody() });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(THRESHOLD_MESSAGES.tooMany);
    for (const id of made) await call('DELETE', paths.discountThreshold(id));
  });
});

describe('orders that met a tier', () => {
  it('carry the tier and what it took off, and keep both when the tier is deleted', async () => {
    const [row] = await ctx.db.query<{ id: string; threshold: string }>(
      `SELECT id, discount_threshold_id AS threshold FROM orders
       WHERE shop_id = $1 AND threshold_discount_amount > 0 ORDER BY created_at DESC LIMIT 1`,
      [DEMO_SHOP_ID],
    );
    const order = (await call<Order>('GET', paths.order(row!.id))).body;
    expect(order.discount_threshold).toMatchObject({ id: row!.threshold });
    expect(order.threshold_discount_amount).toBeGreaterThan(0);
    expect(order.total).toBe(
      order.subtotal -
        order.discount_total -
        order.threshold_discount_amount +
        order.shipping_total +
        order.tax_total,
    );
    // A tier of the seed, with the minimum the order reached (before tax, after a code's part).
    const tier = (await call('GET', paths.discountThreshold(row!.threshold))).body;
    expect(order.subtotal - order.discount_total).toBeGreaterThanOrEqual(tier.minimum_amount);

    // Deleting it keeps the order's name and amount; only the reference goes.
    const copy = await create({ name: 'Deleted later', minimum_amount: 1 });
    await ctx.db.query(`UPDATE orders SET discount_threshold_id = $2 WHERE id = $1`, [
      row!.id,
      copy.id,
    ]);
    await call('DELETE', paths.discountThreshold(copy.id));
    const after = (await call<Order>('GET', paths.order(row!.id))).body;
    expect(after.discount_threshold).toEqual({ id: null, name: order.discount_threshold!.name });
    expect(after.threshold_discount_amount).toBe(order.threshold_discount_amount);
    expect(after.total).toBe(order.total);
  });

  it('leave an order without a tier at null and 0', async () => {
    const [row] = await ctx.db.query<{ id: string }>(
      `SELECT id FROM orders WHERE shop_id = $1 AND discount_threshold_name IS NULL LIMIT 1`,
      [DEMO_SHOP_ID],
    );
    const order = (await call<Order>('GET', paths.order(row!.id))).body;
    expect(order.discount_threshold).toBeNull();
    expect(order.threshold_discount_amount).toBe(0);
  });
});

describe('discounts/settings', () => {
  it('answers the defaults (version 0) until the first save, then what was saved', async () => {
    const first = await call<DiscountSettings & Refusal>('GET', paths.discountSettings);
    expect(first.body).toEqual(DEFAULT_DISCOUNT_SETTINGS);
    const saved = await call<DiscountSettings & Refusal>('PUT', paths.discountSettings, {
      body: {
        codes_combine_with_thresholds: false,
        max_codes_per_order: 3,
        apply_on: 'after_tax',
        updated_at: 0,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      codes_combine_with_thresholds: false,
      max_codes_per_order: 3,
      apply_on: 'after_tax',
    });
    expect(saved.body.updated_at).toBeGreaterThan(0);
    expect((await call('GET', paths.discountSettings)).body).toEqual(saved.body);
    // The other shop keeps its own.
    const outlet = await ctx.db.query('SELECT 1 FROM discount_settings WHERE shop_id = $1', [
      OUTLET_SHOP_ID,
    ]);
    expect(outlet).toEqual([]);
  });

  it('refuses out-of-range values with 422 on the field, a stale save with 409, none with 428', async () => {
    const current = (await call<DiscountSettings>('GET', paths.discountSettings)).body;
    const before = await allRows();
    const bad = await call('PUT', paths.discountSettings, {
      body: { ...current, max_codes_per_order: 9, apply_on: 'sometimes' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e) => e.field).sort()).toEqual(['apply_on', 'max_codes_per_order']);
    const stale = await call('PUT', paths.discountSettings, {
      body: { ...current, max_codes_per_order: 2, updated_at: current.updated_at - 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(current);
    const { updated_at: _v, ...unversioned } = current;
    const missing = await call('PUT', paths.discountSettings, { body: unversioned });
    expect(missing.status).toBe(428);
    expect(await allRows()).toEqual(before);
  });
});
