import {
  ANALYTICS_RANGE_MAX_DAYS,
  DISCOUNT_ANALYTICS_MESSAGES,
  paths,
  type DiscountAnalytics,
} from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_SHOP_ID, DEMO_STAFF } from '../db/seed';
import { createTestContext, type TestContext } from '../test/context';
import { callJson, signIn, type Session } from '../test/session';

let ctx: TestContext;
let owner: Session;
/** The demo staff member: `product` and `order`, no `discount`. */
let staff: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
  staff = await signIn(ctx, DEMO_STAFF.email, DEMO_STAFF.password);
});
afterAll(() => ctx.close());

interface Refusal {
  errors: { field: string; title: string }[];
}

const url = (from: string, to: string) =>
  `${paths.discountAnalytics}?${new URLSearchParams({ from, to })}`;
/** As the owner, another session, or with none ('none'). */
const analytics = (from: string, to: string, session: Session | 'none' = owner) =>
  callJson<DiscountAnalytics & Refusal>(ctx, 'GET', url(from, to), {
    session: session === 'none' ? undefined : session,
  });

let placed = 0;
/**
 * A copy of one of the demo shop's orders, placed at `at` (ISO time) with these figures: a day far
 * before the seed's orders, so the test's orders are the only ones of their days.
 */
async function placeOrder(
  at: string,
  fields: {
    total: number;
    financial_status?: string;
    discount_code?: string;
    discount_total?: number;
    discount_threshold_name?: string;
    threshold_discount_amount?: number;
  },
): Promise<void> {
  placed += 1;
  const row = {
    id: `ord_analytics_${placed}`,
    order_number: 900_000 + placed,
    created_at: Date.parse(at) / 1000,
    financial_status: 'paid',
    discount_code: null,
    discount_coupon_id: null,
    discount_total: 0,
    discount_threshold_id: null,
    discount_threshold_name: null,
    threshold_discount_amount: 0,
    ...fields,
  };
  await ctx.db.query(
    `INSERT INTO orders
     SELECT (jsonb_populate_record(NULL::orders, to_jsonb(o) || $2::jsonb)).*
     FROM orders o WHERE o.shop_id = $1 ORDER BY o.id LIMIT 1`,
    [DEMO_SHOP_ID, JSON.stringify(row)],
  );
}

describe('GET discounts/analytics', () => {
  it('needs a session and the discount policy', async () => {
    expect((await analytics('2025-06-01', '2025-06-30', 'none')).status).toBe(401);
    expect((await analytics('2025-06-01', '2025-06-30', staff)).status).toBe(403);
  });

  it('refuses a date that is not a day, an end before the start and too long a range', async () => {
    const bad = await analytics('2025-02-30', '2025-03-01');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ field: 'from', title: DISCOUNT_ANALYTICS_MESSAGES.date }]);

    const reversed = await analytics('2025-06-02', '2025-06-01');
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors).toEqual([
      { field: 'to', title: DISCOUNT_ANALYTICS_MESSAGES.toBeforeFrom },
    ]);

    const long = await analytics('2024-01-01', '2025-01-01');
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual([{ field: 'to', title: DISCOUNT_ANALYTICS_MESSAGES.tooLong }]);
    expect(ANALYTICS_RANGE_MAX_DAYS).toBe(366);
    // A whole leap year is one range.
    expect((await analytics('2024-01-01', '2024-12-31')).status).toBe(200);
  });

  it("counts the orders of the shop's days, per code and per threshold, with and without a discount", async () => {
    // The demo shop is in Europe/Amsterdam (UTC+1 in January): its 15 January is 14 Jan 23:00 UTC
    // to 15 Jan 23:00 UTC.
    await placeOrder('2020-01-14T23:30:00Z', {
      total: 4_500,
      discount_code: 'GONE10',
      discount_total: 500,
    });
    await placeOrder('2020-01-15T10:00:00Z', {
      total: 9_000,
      discount_threshold_name: 'Spend 80, save 10',
      threshold_discount_amount: 1_000,
    });
    await placeOrder('2020-01-15T22:30:00Z', { total: 3_000 });
    // Voided: not revenue, not a use. The next day in Amsterdam: outside.
    await placeOrder('2020-01-15T12:00:00Z', {
      total: 2_000,
      financial_status: 'voided',
      discount_code: 'GONE10',
      discount_total: 200,
    });
    await placeOrder('2020-01-15T23:30:00Z', { total: 7_000, discount_code: 'GONE10' });

    const res = await analytics('2020-01-15', '2020-01-15');
    expect(res.status).toBe(200);
    expect(res.body.timezone).toBe('Europe/Amsterdam');
    expect(res.body.total).toEqual({
      orders: 3,
      revenue: 16_500,
      discount: 1_500,
      average_order_value: 5_500,
      discounted_orders: 2,
      average_with_discount: 6_750,
      average_without_discount: 3_000,
    });
    expect(res.body.codes).toEqual([
      {
        code: 'GONE10',
        coupon_id: null,
        name: null,
        orders: 1,
        revenue: 4_500,
        discount: 500,
        average_order_value: 4_500,
      },
    ]);
    expect(res.body.thresholds).toEqual([
      {
        name: 'Spend 80, save 10',
        threshold_id: null,
        threshold: null,
        orders: 1,
        revenue: 9_000,
        discount: 1_000,
        average_order_value: 9_000,
      },
    ]);
    expect(res.body.days).toEqual([
      {
        date: '2020-01-15',
        orders: 3,
        discounted_orders: 2,
        revenue: 16_500,
        discounted_revenue: 13_500,
        discount: 1_500,
      },
    ]);

    const next = await analytics('2020-01-14', '2020-01-16');
    expect(next.body.days.map((d) => [d.date, d.orders])).toEqual([
      ['2020-01-14', 0],
      ['2020-01-15', 3],
      ['2020-01-16', 1],
    ]);
  });

  it("shows the demo shop's codes on the seeded orders of the last 90 days", async () => {
    const today = new Date(ctx.clock.now()).toISOString().slice(0, 10);
    const start = new Date(ctx.clock.now() - 89 * 86_400_000).toISOString().slice(0, 10);
    const res = await analytics(start, today);
    expect(res.status).toBe(200);
    const { total, codes, days } = res.body;
    expect(days).toHaveLength(90);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      expect(code.coupon_id).not.toBeNull();
      expect(code.discount).toBeGreaterThan(0);
    }
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(days.map((d) => d.orders))).toBe(total.orders);
    expect(sum(days.map((d) => d.discount))).toBe(total.discount);
    expect(sum(days.map((d) => d.revenue))).toBe(total.revenue);
    expect(total.discounted_orders).toBeGreaterThanOrEqual(sum(codes.map((c) => c.orders)));
  });
});
