import type { Order } from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_SHOP_ID } from '../db/seed';
import { createTestContext, type TestContext } from '../test/context';
import { callJson, signIn, type Session } from '../test/session';

let ctx: TestContext;
let owner: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
});
afterAll(() => ctx.close());

async function orderWith(method: 'pickup' | 'shipping'): Promise<Order> {
  const [row] = await ctx.db.query<{ id: string }>(
    `SELECT id FROM orders WHERE shop_id = $1 AND delivery_method = $2 ORDER BY id LIMIT 1`,
    [DEMO_SHOP_ID, method],
  );
  const res = await callJson<Order>(ctx, 'GET', `orders/${row!.id}`, { session: owner });
  expect(res.status).toBe(200);
  return res.body;
}

describe('the pickup location of an order', () => {
  it('names where a pickup order is collected: where the shop offers pickup', async () => {
    const order = await orderWith('pickup');
    expect(order.pickup_location).toMatchObject({
      name: 'Main Warehouse',
      address: { country: { alpha2: expect.stringMatching(/^[A-Z]{2}$/) } },
    });
    expect(order.pickup_location!.address.line).not.toBe('');
  });

  it('is null for a shipping order', async () => {
    expect((await orderWith('shipping')).pickup_location).toBeNull();
  });
});
