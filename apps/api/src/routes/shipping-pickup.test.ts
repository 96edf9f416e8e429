import {
  PICKUP_MESSAGES,
  VERSION_REQUIRED,
  type LocalPickup,
  type LocalPickupList,
  type Order,
} from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../db/seed';
import { demoShop, type Refused } from '../test/demo-shop';
import { callJson, type CallOptions } from '../test/session';

const { ctx, owner } = demoShop();

type Refusal = Refused;

const call = <T = LocalPickup & Refusal>(method: string, path: string, options: CallOptions = {}) =>
  callJson<T>(ctx, method, path, { session: owner, ...options });

const list = async () => (await call<LocalPickupList>('GET', 'shipping/local-pickup')).body.items;
const byName = async (name: string) => (await list()).find((p) => p.location_name === name)!;

describe('local pickup', () => {
  it('lists every location, the default first, with its pickup (the warehouse’s is on)', async () => {
    const items = await list();
    expect(items.map((p) => [p.location_name, p.fulfills_online_orders, p.enabled])).toEqual([
      ['Main Warehouse', true, true],
      ['City Store', false, false],
      ['Fulfilment Centre East', true, false],
    ]);
    expect(items[0]).toMatchObject({
      address: { city: 'Rotterdam', country: { alpha2: 'NL' } },
      instructions: expect.stringContaining('goods desk'),
      ready_time: '24h',
      updated_at: expect.any(Number),
    });
    // Never set up: off, ready within a day, version 0.
    expect(items[2]).toMatchObject({ instructions: '', ready_time: '24h', updated_at: 0 });
    const one = await call('GET', `shipping/local-pickup/${items[0]!.location_id}`);
    expect(one.body).toEqual(items[0]);
  });

  it('offers pickup at a location that fulfils online orders; a first save, then another', async () => {
    const leipzig = await byName('Fulfilment Centre East');
    ctx.clock.advance(60);
    const res = await call('PUT', `shipping/local-pickup/${leipzig.location_id}`, {
      body: {
        enabled: true,
        instructions: '  Ring at gate 3.  ',
        ready_time: '2h',
        updated_at: 0,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      enabled: true,
      instructions: 'Ring at gate 3.',
      ready_time: '2h',
    });
    expect(res.body.updated_at).toBeGreaterThan(0);
    const off = await call('PUT', `shipping/local-pickup/${leipzig.location_id}`, {
      body: {
        enabled: false,
        instructions: '',
        ready_time: '2-4d',
        updated_at: res.body.updated_at,
      },
    });
    expect(off.status).toBe(200);
    expect(off.body.updated_at).toBeGreaterThan(res.body.updated_at);
    expect(await byName('Fulfilment Centre East')).toEqual(off.body);
  });

  it('refuses pickup where online orders are not fulfilled, bad fields, stale and unknown; nothing changes', async () => {
    const store = await byName('City Store');
    const path = `shipping/local-pickup/${store.location_id}`;
    const refused = await call('PUT', path, {
      body: { enabled: true, ready_time: '1h', updated_at: 0 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { field: 'enabled', title: PICKUP_MESSAGES.needsOnlineOrders },
    ]);
    const bad = await call('PUT', path, {
      body: { enabled: 'yes', instructions: 'x'.repeat(501), ready_time: 'soon', updated_at: 0 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e) => e.field).sort()).toEqual([
      'enabled',
      'instructions',
      'ready_time',
    ]);
    const warehouse = await byName('Main Warehouse');
    const stale = await call('PUT', `shipping/local-pickup/${warehouse.location_id}`, {
      body: { enabled: false, ready_time: '1h', updated_at: warehouse.updated_at - 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(warehouse);
    const missing = await call('PUT', path, { body: { enabled: false, ready_time: '1h' } });
    expect(missing.status).toBe(428);
    expect(missing.body.errors).toEqual([{ field: 'updated_at', title: VERSION_REQUIRED }]);
    for (const method of ['GET', 'PUT'] as const) {
      const res = await call(method, 'shipping/local-pickup/loc_nowhere', {
        body: method === 'PUT' ? { enabled: false, ready_time: '1h', updated_at: 0 } : undefined,
      });
      expect(res.status, method).toBe(404);
    }
    expect(await byName('City Store')).toEqual(store);
    expect(await byName('Main Warehouse')).toEqual(warehouse);
  });

  it('leaves pickup orders working: ready for pickup, then picked up', async () => {
    const [order] = await ctx.db.query<{ id: string }>(
      `SELECT id FROM orders WHERE shop_id = $1 AND delivery_method = 'pickup'
         AND delivery_status = 'pending' AND financial_status NOT IN ('voided', 'refunded')
       ORDER BY order_number LIMIT 1`,
      [DEMO_SHOP_ID],
    );
    const ready = await call<Order>('PUT', `orders/${order!.id}/mark-as-ready-pickup`);
    expect(ready.status).toBe(200);
    expect(ready.body.delivery_status).toBe('ready_for_pickup');
    const picked = await call<Order>('PUT', `orders/${order!.id}/mark-as-picked-up`);
    expect(picked.status).toBe(200);
    expect(picked.body).toMatchObject({
      delivery_status: 'picked_up',
      fulfillment_status: 'fulfilled',
    });
  });
});
