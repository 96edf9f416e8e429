import type { Billing, PlanList } from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../db/seed';
import { demoShop, type Refused } from '../test/demo-shop';
import { type Session } from '../test/session';

// Plans and billing on the demo shop, with no Cashfree account configured (the default). Paying
// through a Cashfree account is billing-cashfree.test.ts.

/** The demo staff member: `product` and `order`, no `billing`. */
const { ctx, owner, staff, call } = demoShop<Billing & Refusal>();

interface Refusal extends Refused<Billing> {
  code?: string;
}

/** The owner's cookies without an access token: the XSRF check passes, the token check does not. */
const signedOut = (): Session => ({ ...owner, accessToken: '' });

const billing = async () => (await call<Billing>('GET', 'billing')).body;

/** Every billing row of the database, to show that a refusal changed nothing. */
async function billingRows(): Promise<unknown[]> {
  return ctx.db.query(
    `SELECT (SELECT json_agg(b ORDER BY shop_id) FROM shop_billing b) AS billing,
            (SELECT json_agg(i ORDER BY id) FROM billing_invoices i) AS invoices,
            (SELECT json_agg(o ORDER BY id) FROM billing_cashfree_orders o) AS orders`,
  );
}

const usd = { id: 'usd', code: 'USD', symbol: '$', name: 'US Dollar', fraction_digits: 2 };

describe('GET plans', () => {
  it('lists the plans on offer, cheapest first, with what each includes', async () => {
    const { status, body } = await call<PlanList>('GET', 'plans');
    expect(status).toBe(200);
    expect(body.items).toEqual([
      {
        id: 'starter',
        name: 'Starter',
        price: 1900,
        currency: usd,
        interval: 'month',
        limits: { staff: 2, locations: 2 },
        transaction_fee_percent: 2,
        features: ['online_store', 'discount_codes', 'custom_domain'],
      },
      {
        id: 'growth',
        name: 'Growth',
        price: 5900,
        currency: usd,
        interval: 'month',
        limits: { staff: 5, locations: 5 },
        transaction_fee_percent: 1,
        features: [
          'online_store',
          'discount_codes',
          'custom_domain',
          'customer_groups',
          'ai_writing',
        ],
      },
      {
        id: 'pro',
        name: 'Pro',
        price: 19900,
        currency: usd,
        interval: 'month',
        limits: { staff: 15, locations: null },
        transaction_fee_percent: 0.5,
        features: [
          'online_store',
          'discount_codes',
          'custom_domain',
          'customer_groups',
          'ai_writing',
          'app_store',
          'priority_support',
        ],
      },
    ]);
  });

  it('answers 401 without a token and 403 to a member without `billing`', async () => {
    expect((await call('GET', 'plans', { session: signedOut() })).status).toBe(401);
    const refused = await call('GET', 'plans', { session: staff });
    expect(refused.status).toBe(403);
  });
});

describe('GET billing', () => {
  it("gives the demo shop's plan, next charge, card, usage and invoices", async () => {
    const body = await billing();
    const periodEnd = body.current_period_start + 30 * 24 * 60 * 60;
    expect(body).toEqual({
      plan_id: 'growth',
      status: 'active',
      current_period_start: expect.any(Number),
      current_period_end: periodEnd,
      next_charge: { amount: 5900, currency: usd, date: periodEnd },
      payment_method: {
        kind: 'card',
        brand: 'visa',
        last4: '1111',
        exp_month: 12,
        exp_year: expect.any(Number),
      },
      // The staff member and the pending invitation; the three stock locations.
      usage: { staff: 2, locations: 3 },
      invoices: expect.any(Array),
      updated_at: expect.any(Number),
    });
    // The current period began ten days before the seed's day, and is not over yet.
    expect(body.current_period_start).toBeLessThan(ctx.clock.now() / 1000);
    expect(periodEnd).toBeGreaterThan(ctx.clock.now() / 1000);
    // Newest first: three Growth months, the Starter invoice voided on the day of the upgrade, and
    // the Starter months before.
    expect(
      body.invoices.map((i) => [i.number, i.plan_name, i.amount, i.status, i.paid_at !== null]),
    ).toEqual([
      ['INV-1007', 'Growth', 5900, 'paid', true],
      ['INV-1006', 'Growth', 5900, 'paid', true],
      ['INV-1005', 'Growth', 5900, 'paid', true],
      ['INV-1004', 'Starter', 1900, 'void', false],
      ['INV-1003', 'Starter', 1900, 'paid', true],
      ['INV-1002', 'Starter', 1900, 'paid', true],
      ['INV-1001', 'Starter', 1900, 'paid', true],
    ]);
    expect(body.invoices[0]).toMatchObject({
      period_start: body.current_period_start,
      period_end: periodEnd,
      currency: usd,
    });
  });

  it('answers 401 without a token and 403 to a member without `billing`', async () => {
    expect((await call('GET', 'billing', { session: signedOut() })).status).toBe(401);
    expect((await call('GET', 'billing', { session: staff })).status).toBe(403);
  });

  it('starts a shop that has no billing row yet on the cheapest plan', async () => {
    const saved = await ctx.db.query('SELECT * FROM shop_billing WHERE shop_id = $1', [
      DEMO_SHOP_ID,
    ]);
    await ctx.db.query('DELETE FROM shop_billing WHERE shop_id = $1', [DEMO_SHOP_ID]);
    try {
      const body = await billing();
      const now = Math.floor(ctx.clock.now() / 1000);
      expect(body).toMatchObject({
        plan_id: 'starter',
        current_period_start: now,
        current_period_end: now + 30 * 24 * 60 * 60,
        next_charge: { amount: 1900 },
        payment_method: null,
      });
    } finally {
      await ctx.db.query('DELETE FROM shop_billing WHERE shop_id = $1', [DEMO_SHOP_ID]);
      const row = saved[0] as Record<string, unknown>;
      const columns = Object.keys(row);
      await ctx.db.query(
        `INSERT INTO shop_billing (${columns.join(', ')})
         VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        columns.map((c) => (c === 'payment_method' ? JSON.stringify(row[c]) : row[c])),
      );
    }
    expect((await billing()).plan_id).toBe('growth');
  });
});

describe('PUT billing/plan/{planId}', () => {
  it('moves the shop to a larger plan at once: the next charge is its price', async () => {
    const before = await billing();
    ctx.clock.advance(5);
    const res = await call('PUT', 'billing/plan/pro', { body: { updated_at: before.updated_at } });
    expect(res.status).toBe(200);
    // The period and its end stay: the new price is charged from the next charge on.
    expect(res.body).toEqual({
      ...before,
      plan_id: 'pro',
      next_charge: { ...before.next_charge, amount: 19900 },
      updated_at: Math.floor(ctx.clock.now() / 1000),
    });
    expect(await billing()).toEqual(res.body);

    // And back, on the version it now has.
    const back = await call('PUT', 'billing/plan/growth', {
      body: { updated_at: res.body.updated_at },
    });
    expect(back.status).toBe(200);
    expect(back.body.plan_id).toBe('growth');
    expect(back.body.next_charge.amount).toBe(5900);
    // Two saves within a second still get two versions.
    expect(back.body.updated_at).toBeGreaterThan(res.body.updated_at);
  });

  it('refuses (409) a change made on a version someone else has changed, with theirs', async () => {
    const seen = await billing();
    const first = await call('PUT', 'billing/plan/pro', { body: { updated_at: seen.updated_at } });
    expect(first.status).toBe(200);
    const rows = await billingRows();
    const stale = await call('PUT', 'billing/plan/starter', {
      body: { updated_at: seen.updated_at },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(first.body);
    expect(await billingRows()).toEqual(rows);
    const back = await call('PUT', 'billing/plan/growth', {
      body: { updated_at: first.body.updated_at },
    });
    expect(back.status).toBe(200);
  });

  it('refuses (422) a plan the shop has outgrown, naming each limit, and the plan it is on', async () => {
    const seen = await billing();
    const rows = await billingRows();
    const smaller = await call('PUT', 'billing/plan/starter', {
      body: { updated_at: seen.updated_at },
    });
    expect(smaller.status).toBe(422);
    // Two staff accounts fit Starter's two; three locations do not fit its two.
    expect(smaller.body.errors).toEqual([
      { field: 'limits.locations', title: 'The shop has 3 locations; Starter allows 2' },
    ]);
    const same = await call('PUT', 'billing/plan/growth', {
      body: { updated_at: seen.updated_at },
    });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual([
      { field: 'plan_id', title: 'The shop is on this plan already' },
    ]);
    expect(await billingRows()).toEqual(rows);
  });

  it('refuses a body without a version (428) or with one that is no version (422)', async () => {
    const rows = await billingRows();
    const none = await call('PUT', 'billing/plan/pro', { body: {} });
    expect(none.status).toBe(428);
    const text = await call('PUT', 'billing/plan/pro', { body: { updated_at: 'yesterday' } });
    expect(text.status).toBe(422);
    expect(text.body.errors.map((e) => e.field)).toEqual(['updated_at']);
    expect(await billingRows()).toEqual(rows);
  });

  it('answers 404 for a plan that does not exist, changing nothing', async () => {
    const seen = await billing();
    const rows = await billingRows();
    const res = await call('PUT', 'billing/plan/enterprise', {
      body: { updated_at: seen.updated_at },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No such plan');
    expect(await billingRows()).toEqual(rows);
  });

  it('answers 401 without a token and 403 to a member without `billing`, changing nothing', async () => {
    const seen = await billing();
    const rows = await billingRows();
    const body = { updated_at: seen.updated_at };
    const anonymous = await call('PUT', 'billing/plan/pro', { session: signedOut(), body });
    expect(anonymous.status).toBe(401);
    const member = await call('PUT', 'billing/plan/pro', { session: staff, body });
    expect(member.status).toBe(403);
    expect(await billingRows()).toEqual(rows);
  });
});

describe('POST billing/create-cashfree-order-for-billing-plan without Cashfree', () => {
  const path = 'billing/create-cashfree-order-for-billing-plan';

  it('says Cashfree is not configured (503) and changes nothing', async () => {
    const rows = await billingRows();
    const res = await call('POST', path, { body: { plan_id: 'growth' } });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      message:
        'Paying for a plan is not available: Cashfree is not configured on this platform. ' +
        'Nothing was charged and the plan is unchanged.',
      errors: [],
      code: 'cashfree_not_configured',
    });
    expect(await billingRows()).toEqual(rows);
  });

  it('refuses a plan that does not exist or none (422)', async () => {
    const unknown = await call('POST', path, { body: { plan_id: 'enterprise' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([{ field: 'plan_id', title: 'No such plan' }]);
    const none = await call('POST', path, { body: {} });
    expect(none.status).toBe(422);
    expect(none.body.errors.map((e) => e.field)).toEqual(['plan_id']);
  });

  it('answers 401 without a token and 403 to a member without `billing`', async () => {
    const rows = await billingRows();
    const body = { plan_id: 'growth' };
    expect((await call('POST', path, { session: signedOut(), body })).status).toBe(401);
    expect((await call('POST', path, { session: staff, body })).status).toBe(403);
    expect(await billingRows()).toEqual(rows);
  });
});
