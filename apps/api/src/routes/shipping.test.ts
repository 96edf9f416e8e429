import {
  COUNTRY_MESSAGE,
  gramsToWeight,
  SHIPPING_MESSAGES,
  STATE_MESSAGE,
  VERSION_REQUIRED,
  type ShippingSettings,
  type ShippingZone,
  type ShippingZoneBody,
} from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../db/seed';
import { demoShop, type Refused } from '../test/demo-shop';
import { callJson, type CallOptions, type Session } from '../test/session';

/** The demo staff member: `product` and `order`, no `shipping`. */
const { ctx, owner, staff } = demoShop();

type Refusal = Refused;

function call<T = ShippingSettings & Refusal>(
  method: string,
  path: string,
  options: Omit<CallOptions, 'session'> & { session?: Session } = {},
) {
  return callJson<T>(ctx, method, path, { session: owner, ...options });
}

const shipping = async () => (await call<ShippingSettings>('GET', 'shipping')).body;
const save = (body: object) => call('PUT', 'shipping', { body });

/** A zone as GET answers it, as a PUT sends it back (ids kept). */
const asBody = (zone: ShippingZone): ShippingZoneBody => ({
  id: zone.id,
  name: zone.name,
  countries: zone.countries,
  rates: zone.rates,
});

/** The document with `zones` (the saved ones as they are, by default) over the version loaded. */
const document = (doc: ShippingSettings, zones: ShippingZoneBody[] = doc.zones.map(asBody)) => ({
  weight_unit: doc.weight_unit,
  zones,
  updated_at: doc.updated_at,
});

const heavyGoods = (rate: Partial<ShippingZoneBody['rates'][number]>): ShippingZoneBody => ({
  name: 'Scandinavia',
  countries: [{ country: { alpha2: 'NO' } }, { country: { alpha2: 'IS' } }],
  rates: [{ name: 'Freight', type: 'weight', price: 4500, ...rate }],
});

describe('GET shipping', () => {
  it('shows the demo zones and their rates, weights in the shop’s unit (kg)', async () => {
    const doc = await shipping();
    expect(doc.weight_unit).toBe('kg');
    expect(doc.updated_at).toBeGreaterThan(0);
    expect(doc.zones.map((zone) => zone.name)).toEqual([
      'Netherlands',
      'European Union',
      'Baku',
      'United States and Canada',
    ]);
    expect(doc.zones[0]!.rates[0]).toEqual({
      id: 'shr_nl_standard',
      name: 'Standard',
      type: 'flat',
      price: 599,
      min_order_value: null,
      max_order_value: null,
      min_weight: null,
      max_weight: null,
      free_above: 10_000,
    });
    expect(doc.zones[1]!.rates.map((r) => [r.type, r.min_weight, r.max_weight])).toEqual([
      ['weight', 0, 2],
      ['weight', 2, 10],
      ['weight', 10, 30],
    ]);
    expect(doc.zones[2]!.countries).toEqual([{ country: { alpha2: 'AZ' }, states: ['AZ-BA'] }]);
    expect(doc.zones[3]!.rates[1]).toMatchObject({
      type: 'order_value',
      min_order_value: 20_000,
      max_order_value: null,
    });
  });

  it('answers 401 without a session, 403 to a member without `shipping`; nothing changes', async () => {
    const before = await shipping();
    const location = (
      await call<{ items: { location_id: string }[] }>('GET', 'shipping/local-pickup')
    ).body.items[0]!.location_id;
    const requests: [string, string, unknown][] = [
      ['GET', 'shipping', undefined],
      ['PUT', 'shipping', document(before, [])],
      ['GET', 'shipping/providers', undefined],
      ['GET', 'shipping/providers/ups', undefined],
      [
        'PUT',
        'shipping/providers/ups',
        { mode: 'test', status: 'active', credentials: {}, updated_at: 0 },
      ],
      ['DELETE', 'shipping/providers/ups', undefined],
      ['GET', 'shipping/local-pickup', undefined],
      ['GET', `shipping/local-pickup/${location}`, undefined],
      [
        'PUT',
        `shipping/local-pickup/${location}`,
        { enabled: false, ready_time: '1h', updated_at: 0 },
      ],
    ];
    for (const [method, path, body] of requests) {
      const anonymous = await call(method, path, { session: { ...owner, accessToken: '' }, body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const refused = await call(method, path, { session: staff, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.message).toContain('shipping');
    }
    expect(await shipping()).toEqual(before);
  });
});

describe('PUT shipping', () => {
  it('refuses a weight rate whose min is not below its max (§5 words, on the field); nothing changes', async () => {
    const before = await shipping();
    const refused = await save(
      document(before, [
        ...before.zones.map(asBody),
        heavyGoods({ min_weight: 30, max_weight: 5 }),
      ]),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { field: 'zones.4.rates.0.max_weight', title: 'min must be less than max weight' },
    ]);
    expect(await shipping()).toEqual(before);
  });

  it('adds a zone with weight rates: new ids, the version moves on, a reload shows it', async () => {
    const before = await shipping();
    ctx.clock.advance(60);
    const res = await save(
      document(before, [
        ...before.zones.map(asBody),
        {
          ...heavyGoods({ min_weight: 5, max_weight: 30.5, free_above: 100_000 }),
          rates: [
            { name: 'Freight', type: 'weight', price: 4500, min_weight: 5, max_weight: 30.5 },
            { name: ' Small parcel ', type: 'weight', price: 1500, max_weight: 5 },
          ],
        },
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.updated_at).toBeGreaterThan(before.updated_at);
    const added = res.body.zones[4]!;
    expect(added).toEqual({
      id: expect.stringMatching(/^shz_/),
      name: 'Scandinavia',
      countries: [
        { country: { alpha2: 'NO' }, states: [] },
        { country: { alpha2: 'IS' }, states: [] },
      ],
      rates: [
        expect.objectContaining({ name: 'Freight', min_weight: 5, max_weight: 30.5 }),
        expect.objectContaining({ name: 'Small parcel', min_weight: 0, max_weight: 5 }),
      ],
    });
    expect(added.rates[0]!.id).toMatch(/^shr_/);
    // The other zones are as they were, ids and all.
    expect(res.body.zones.slice(0, 4)).toEqual(before.zones);
    expect(await shipping()).toEqual(res.body);
  });

  it('reads weights in the unit the body names, and shows them in the shop’s', async () => {
    const before = await shipping();
    // Every weight of the body in pounds, as a client weighing in pounds sends them.
    const toPounds = (kg: number | null) => (kg === null ? null : gramsToWeight(kg * 1000, 'lb'));
    const zones = before.zones.map(asBody).map((zone) => ({
      ...zone,
      rates: zone.rates.map((rate) => ({
        ...rate,
        min_weight: toPounds(rate.min_weight ?? null),
        max_weight: toPounds(rate.max_weight ?? null),
      })),
    }));
    const nordic = zones[4]!;
    nordic.rates = [{ ...nordic.rates[0]!, min_weight: 11, max_weight: 66 }];
    ctx.clock.advance(1);
    const res = await save({ ...document(before, zones), weight_unit: 'lb' });
    expect(res.status).toBe(200);
    expect(res.body.weight_unit).toBe('kg');
    // 11 lb and 66 lb, in kilograms to the gram; the weights not changed are as they were.
    expect(res.body.zones[4]!.rates).toEqual([
      expect.objectContaining({ min_weight: 4.99, max_weight: 29.937 }),
    ]);
    expect(res.body.zones.slice(0, 4)).toEqual(before.zones.slice(0, 4));
  });

  it('keeps the exact grams of weights saved unchanged when the shop weighs in another unit', async () => {
    await ctx.db.query(`UPDATE shops SET weight_unit = 'lb' WHERE id = $1`, [DEMO_SHOP_ID]);
    try {
      const before = await shipping();
      expect(before.weight_unit).toBe('lb');
      expect(before.zones[1]!.rates[0]).toMatchObject({ min_weight: 0, max_weight: 4.409 });
      const grams = () =>
        ctx.db.query<{ max: string }>(
          `SELECT max_weight_grams::text AS max FROM shipping_rates WHERE id = 'shr_eu_small'`,
        );
      const saved = await grams();
      ctx.clock.advance(1);
      const res = await save(document(before));
      expect(res.status).toBe(200);
      expect(await grams()).toEqual(saved);
      expect(res.body.zones).toEqual(before.zones);
    } finally {
      await ctx.db.query(`UPDATE shops SET weight_unit = 'kg' WHERE id = $1`, [DEMO_SHOP_ID]);
    }
  });

  it('refuses unknown countries, states and ids, clashes between zones; nothing changes', async () => {
    const before = await shipping();
    const zones = before.zones.map(asBody);
    const refused = await save(
      document(before, [
        { ...zones[0]!, countries: [{ country: { alpha2: 'XX' } }] },
        { ...zones[1]!, id: 'shz_gone', rates: [{ ...zones[1]!.rates[0]!, id: 'shr_gone' }] },
        { ...zones[2]!, countries: [{ country: { alpha2: 'AZ' }, states: ['AZ-ZZZ'] }] },
        { ...zones[3]!, rates: [{ ...zones[3]!.rates[0]!, id: 'shr_nl_standard' }] },
        { ...zones[4]!, name: 'NETHERLANDS', countries: [{ country: { alpha2: 'DE' } }] },
      ]),
    );
    expect(refused.status).toBe(422);
    // What the contract sees comes first: the server's own checks need a body the contract took.
    expect(refused.body.errors).toEqual([
      { field: 'zones.3.rates.0.id', title: SHIPPING_MESSAGES.idRepeated },
      { field: 'zones.4.name', title: SHIPPING_MESSAGES.zoneNameTaken },
      { field: 'zones.4.countries.0.country.alpha2', title: SHIPPING_MESSAGES.countryInOtherZone },
    ]);
    const unknown = await save(
      document(before, [
        { ...zones[0]!, countries: [{ country: { alpha2: 'XX' } }] },
        { ...zones[1]!, id: 'shz_gone' },
        { ...zones[2]!, countries: [{ country: { alpha2: 'AZ' }, states: ['AZ-ZZZ'] }] },
        { ...zones[3]!, rates: [{ ...zones[3]!.rates[0]!, id: 'shr_made_up' }] },
      ]),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([
      { field: 'zones.0.countries.0.country.alpha2', title: COUNTRY_MESSAGE },
      { field: 'zones.1.id', title: SHIPPING_MESSAGES.unknownZone },
      { field: 'zones.2.countries.0.states.0', title: STATE_MESSAGE },
      { field: 'zones.3.rates.0.id', title: SHIPPING_MESSAGES.unknownRate },
    ]);
    const clash = await save(
      document(before, [
        ...zones,
        { name: 'Germany', countries: [{ country: { alpha2: 'DE' } }], rates: zones[0]!.rates },
      ]),
    );
    expect(clash.status).toBe(422);
    expect(clash.body.errors).toEqual([
      { field: 'zones.5.countries.0.country.alpha2', title: SHIPPING_MESSAGES.countryInOtherZone },
      { field: 'zones.5.rates.0.id', title: SHIPPING_MESSAGES.idRepeated },
      { field: 'zones.5.rates.1.id', title: SHIPPING_MESSAGES.idRepeated },
    ]);
    expect(await shipping()).toEqual(before);
  });

  it('answers 409 with the zones as they are to a stale save, 428 without a version', async () => {
    const before = await shipping();
    const stale = await save({ ...document(before, []), updated_at: before.updated_at - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(before);
    const { updated_at: _, ...unversioned } = document(before, []);
    const missing = await save(unversioned);
    expect(missing.status).toBe(428);
    expect(missing.body.errors).toEqual([{ field: 'updated_at', title: VERSION_REQUIRED }]);
    expect(await shipping()).toEqual(before);
  });

  it('deletes a zone left out, its rates with it', async () => {
    const before = await shipping();
    ctx.clock.advance(1);
    const res = await save(document(before, before.zones.slice(0, 4).map(asBody)));
    expect(res.status).toBe(200);
    expect(res.body.zones.map((z) => z.name)).not.toContain('Scandinavia');
    const [left] = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM shipping_rates WHERE zone_id = $1',
      [before.zones[4]!.id],
    );
    expect(left!.n).toBe(0);
  });
});
