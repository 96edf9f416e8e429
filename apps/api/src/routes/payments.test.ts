import {
  CREDENTIAL_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_PROVIDER_IDS,
  VERSION_REQUIRED,
  type CashOnDelivery,
  type PaymentProviderSettings,
  type PaymentSettings,
  type PlatformPayments,
} from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_SHOP_ID } from '../db/seed';
import { demoShop, type Refused } from '../test/demo-shop';
import { callJson, type CallOptions, type Session } from '../test/session';

/** Everything the server wrote to the console while this file ran (the log of a real server). */
const consoleLines: string[] = [];
/** Every answer this file received, as text: none may hold a secret. */
const answers: string[] = [];

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleLines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
    });
  }
});
/** The demo staff member: `product` and `order`, no `payment`. */
const { ctx, owner, staff } = demoShop();
// Before the database closes (demoShop's afterAll runs after this one).
afterAll(() => {
  vi.restoreAllMocks();
});

type Refusal = Refused;

async function call<T = PaymentProviderSettings & Refusal>(
  method: string,
  path: string,
  options: Omit<CallOptions, 'session'> & { session?: Session } = {},
) {
  const answer = await callJson<T>(ctx, method, path, { session: owner, ...options });
  answers.push(JSON.stringify(answer.body ?? ''));
  return answer;
}

const settings = async () => (await call<PaymentSettings>('GET', 'settings/payments')).body;
const provider = async (id: string) => (await call('GET', `settings/payments/${id}`)).body;

/** Keys in Stripe's shapes; the secret ones are what must never come back. */
const STRIPE_TEST = {
  publishable_key: 'pk_test_51PubKeyDemo0001',
  secret_key: 'sk_test_51SecretNeverShown9f3k4242',
  webhook_secret: 'whsec_WebhookNeverShown77aa1111',
};
const STRIPE_LIVE = {
  publishable_key: 'pk_live_51PubKeyDemo0002',
  secret_key: 'sk_live_51LiveSecretNeverShownzz8888',
  webhook_secret: 'whsec_LiveWebhookNeverShown553333',
};
const SECRETS = [
  STRIPE_TEST.secret_key,
  STRIPE_TEST.webhook_secret,
  STRIPE_LIVE.secret_key,
  STRIPE_LIVE.webhook_secret,
  'sk_test_ReplacementSecretNeverShown6666',
  'rzp-secret-never-shown-ABCDEFGH',
];

const connectBody = (
  credentials: Record<string, string>,
  updated_at: number,
  change: { mode?: 'test' | 'live'; status?: 'active' | 'inactive' } = {},
) => ({ mode: 'test', status: 'active', ...change, credentials, updated_at });

/** The credentials column of a connection, as stored. */
async function storedRow(providerId: string): Promise<string | null> {
  const [row] = await ctx.db.query<{ credentials: unknown }>(
    'SELECT credentials FROM payment_connections WHERE shop_id = $1 AND provider = $2',
    [DEMO_SHOP_ID, providerId],
  );
  return row ? JSON.stringify(row.credentials) : null;
}

describe('GET settings/payments', () => {
  it('lists the 17 providers with where they work, then cash on delivery and the platform', async () => {
    const body = await settings();
    expect(body.providers.map((p) => p.id)).toEqual([...PAYMENT_PROVIDER_IDS]);
    expect(body.providers[0]).toEqual({
      id: 'stripe',
      name: 'Stripe',
      mark: { monogram: 'S', color: expect.stringMatching(/^#[0-9a-f]{6}$/) },
      countries: expect.arrayContaining(['US', 'GB', 'NL', 'AE']),
      currencies: 'many',
      connected: false,
      status: 'inactive',
      mode: null,
      updated_at: 0,
    });
    expect(body.providers.find((p) => p.id === 'payriff')).toMatchObject({
      name: 'Payriff',
      countries: ['AZ'],
      currencies: ['AZN', 'USD', 'EUR'],
    });
    expect(body.providers.find((p) => p.id === 'paypal')?.countries).toBe('worldwide');
    expect(body.cash_on_delivery).toEqual({
      display_name: 'Cash on delivery',
      instructions: expect.stringContaining('courier'),
      fee: 300,
      min_order: null,
      max_order: 50_000,
      status: 'inactive',
      updated_at: expect.any(Number),
    });
    expect(body.platform).toEqual({
      statement_descriptor: 'DEMO SHOP',
      status: 'active',
      updated_at: expect.any(Number),
    });
  });

  it('answers 401 without a session and 403 to a member without the payment policy', async () => {
    const before = await settings();
    const requests: [string, string, unknown][] = [
      ['GET', 'settings/payments', undefined],
      ['GET', 'settings/payments/stripe', undefined],
      ['PUT', 'settings/payments/stripe', connectBody(STRIPE_TEST, 0)],
      ['DELETE', 'settings/payments/stripe', undefined],
      ['PUT', 'settings/payments/cash-on-delivery', { display_name: 'X', status: 'active' }],
      [
        'PUT',
        'settings/payments/shop-payments',
        { statement_descriptor: 'STAFF', status: 'active' },
      ],
    ];
    for (const [method, path, body] of requests) {
      const anonymous = await call(method, path, { session: { ...owner, accessToken: '' }, body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const refused = await call(method, path, { session: staff, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.message).toContain('payment');
    }
    expect(await settings()).toEqual(before);
  });
});

describe('settings/payments/{provider}', () => {
  it('shows a provider that is not connected, and 404 for one that does not exist', async () => {
    expect(await provider('vipps')).toEqual({
      provider: 'vipps',
      connected: false,
      status: 'inactive',
      mode: 'test',
      credentials: {},
      secrets: { client_secret: null, subscription_key: null },
      updated_at: 0,
    });
    for (const [method, path] of [
      ['GET', 'settings/payments/square'],
      ['GET', 'settings/payments/cash-on-delivery'],
      ['PUT', 'settings/payments/square'],
      ['DELETE', 'settings/payments/square'],
    ] as const) {
      const res = await call(method, path, {
        body: method === 'PUT' ? connectBody({}, 0) : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });

  it('refuses keys of the wrong mode on their fields, and stores nothing', async () => {
    const refused = await call('PUT', 'settings/payments/stripe', {
      body: connectBody(STRIPE_LIVE, 0, { mode: 'test' }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { field: 'credentials.publishable_key', title: CREDENTIAL_MESSAGES.liveValueInTestMode },
      { field: 'credentials.secret_key', title: CREDENTIAL_MESSAGES.liveValueInTestMode },
    ]);
    const missing = await call('PUT', 'settings/payments/stripe', {
      body: connectBody(
        { publishable_key: 'sk_test_x', webhook_secret: 'wh_1', extra_field: 'x' },
        0,
      ),
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([
      { field: 'credentials.extra_field', title: 'This service has no such field' },
      { field: 'credentials.publishable_key', title: CREDENTIAL_MESSAGES.notThisKind },
      { field: 'credentials.secret_key', title: 'Required' },
      { field: 'credentials.webhook_secret', title: CREDENTIAL_MESSAGES.notThisKind },
    ]);
    const noMode = await call('PUT', 'settings/payments/stripe', {
      body: { status: 'active', credentials: STRIPE_TEST, updated_at: 0 },
    });
    expect(noMode.status).toBe(422);
    expect(noMode.body.errors.map((e) => e.field)).toEqual(['mode']);
    expect(await storedRow('stripe')).toBeNull();
    expect((await provider('stripe')).connected).toBe(false);
  });

  it('connects with keys of the mode: secrets sealed at rest, answered as their last 4', async () => {
    ctx.clock.advance(60);
    const res = await call('PUT', 'settings/payments/stripe', {
      body: connectBody(STRIPE_TEST, 0),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      provider: 'stripe',
      connected: true,
      status: 'active',
      mode: 'test',
      credentials: { publishable_key: STRIPE_TEST.publishable_key },
      secrets: { secret_key: '4242', webhook_secret: '1111' },
      updated_at: expect.any(Number),
    });
    expect(await provider('stripe')).toEqual(res.body);
    const stored = (await storedRow('stripe'))!;
    expect(stored).toContain(STRIPE_TEST.publishable_key);
    expect(stored).not.toContain(STRIPE_TEST.secret_key);
    expect(stored).not.toContain(STRIPE_TEST.webhook_secret);
    expect((await settings()).providers[0]).toMatchObject({
      id: 'stripe',
      connected: true,
      status: 'active',
      mode: 'test',
      updated_at: res.body.updated_at,
    });
  });

  it('keeps a secret left empty, replaces one given, switches status with the form', async () => {
    const before = await provider('stripe');
    const kept = await call('PUT', 'settings/payments/stripe', {
      body: connectBody(
        { publishable_key: STRIPE_TEST.publishable_key, secret_key: '', webhook_secret: '' },
        before.updated_at,
        { status: 'inactive' },
      ),
    });
    expect(kept.status).toBe(200);
    expect(kept.body.secrets).toEqual({ secret_key: '4242', webhook_secret: '1111' });
    expect(kept.body.status).toBe('inactive');
    expect(kept.body.updated_at).toBeGreaterThan(before.updated_at);

    const replaced = await call('PUT', 'settings/payments/stripe', {
      body: connectBody(
        {
          publishable_key: STRIPE_TEST.publishable_key,
          secret_key: ' sk_test_ReplacementSecretNeverShown6666 ',
        },
        kept.body.updated_at,
      ),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.secrets).toEqual({ secret_key: '6666', webhook_secret: '1111' });
  });

  it('refuses live mode while kept secrets are test ones, then takes live keys', async () => {
    const before = await provider('stripe');
    const refused = await call('PUT', 'settings/payments/stripe', {
      body: connectBody({ publishable_key: STRIPE_LIVE.publishable_key }, before.updated_at, {
        mode: 'live',
      }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { field: 'credentials.secret_key', title: CREDENTIAL_MESSAGES.savedForOtherMode },
      { field: 'credentials.webhook_secret', title: CREDENTIAL_MESSAGES.savedForOtherMode },
    ]);
    expect(await provider('stripe')).toEqual(before);

    const live = await call('PUT', 'settings/payments/stripe', {
      body: connectBody(STRIPE_LIVE, before.updated_at, { mode: 'live' }),
    });
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ mode: 'live', secrets: { secret_key: '8888' } });
  });

  it('answers 409 to a stale save (the current one masked), 428 without a version', async () => {
    const current = await provider('stripe');
    const stale = await call('PUT', 'settings/payments/stripe', {
      body: connectBody(STRIPE_LIVE, current.updated_at - 1, { mode: 'live' }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(current);
    // A first connection over someone else's: version 0 is stale once it is connected.
    const raced = await call('PUT', 'settings/payments/stripe', {
      body: connectBody(STRIPE_LIVE, 0, { mode: 'live' }),
    });
    expect(raced.status).toBe(409);
    const { updated_at: _, ...unversioned } = connectBody(STRIPE_LIVE, 0, { mode: 'live' });
    const missing = await call('PUT', 'settings/payments/stripe', { body: unversioned });
    expect(missing.status).toBe(428);
    expect(missing.body.errors).toEqual([{ field: 'updated_at', title: VERSION_REQUIRED }]);
    expect(await provider('stripe')).toEqual(current);
  });

  it('connects providers whose modes are the merchant’s choice, with their formats checked', async () => {
    const ccavenue = await call('PUT', 'settings/payments/ccavenue', {
      body: connectBody(
        { merchant_id: '2718281', access_code: 'AVXY12AB34CD56EF', working_key: 'not-hex' },
        0,
        { mode: 'live' },
      ),
    });
    expect(ccavenue.status).toBe(422);
    expect(ccavenue.body.errors).toEqual([
      { field: 'credentials.working_key', title: CREDENTIAL_MESSAGES.format },
    ]);
    const razorpay = await call('PUT', 'settings/payments/razorpay', {
      body: connectBody(
        { key_id: 'rzp_test_1DP5mmOlF5G5ag', key_secret: 'rzp-secret-never-shown-ABCDEFGH' },
        0,
      ),
    });
    expect(razorpay.status).toBe(200);
    expect(razorpay.body.secrets).toEqual({ key_secret: 'EFGH', webhook_secret: null });
  });

  it('disconnects: the credentials are gone; a second time is 404', async () => {
    const res = await call('DELETE', 'settings/payments/razorpay');
    expect(res.status).toBe(204);
    expect(await storedRow('razorpay')).toBeNull();
    expect(await provider('razorpay')).toMatchObject({ connected: false, updated_at: 0 });
    expect((await call('DELETE', 'settings/payments/razorpay')).status).toBe(404);
  });
});

describe('PUT settings/payments/cash-on-delivery', () => {
  const cod = async () => (await settings()).cash_on_delivery;
  const save = (body: object) =>
    call<CashOnDelivery & Refusal>('PUT', 'settings/payments/cash-on-delivery', { body });

  it('saves the method (money in minor units) and turns it on', async () => {
    const before = await cod();
    ctx.clock.advance(60);
    const res = await save({
      display_name: ' Pay on delivery ',
      instructions: 'Cash or card to the courier.',
      fee: 250,
      min_order: 1000,
      max_order: 30_000,
      status: 'active',
      updated_at: before.updated_at,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      display_name: 'Pay on delivery',
      instructions: 'Cash or card to the courier.',
      fee: 250,
      min_order: 1000,
      max_order: 30_000,
      status: 'active',
      updated_at: expect.any(Number),
    });
    expect(res.body.updated_at).toBeGreaterThan(before.updated_at);
    expect(await cod()).toEqual(res.body);
  });

  it('refuses a minimum not below the maximum and bad amounts; 409 when stale; nothing changes', async () => {
    const before = await cod();
    const body = { ...before };
    const minAboveMax = await save({ ...body, min_order: 40_000, max_order: 30_000 });
    expect(minAboveMax.status).toBe(422);
    expect(minAboveMax.body.errors).toEqual([
      { field: 'max_order', title: PAYMENT_MESSAGES.minBelowMax },
    ]);
    const bad = await save({ ...body, display_name: ' ', fee: -5, min_order: 10.5 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e) => e.field).sort()).toEqual([
      'display_name',
      'fee',
      'min_order',
    ]);
    const stale = await save({ ...body, status: 'inactive', updated_at: before.updated_at - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(before);
    expect(await cod()).toEqual(before);
  });
});

describe('PUT settings/payments/shop-payments', () => {
  it('saves the statement descriptor and status; refuses what card networks refuse', async () => {
    const before = (await settings()).platform;
    const save = (body: object) =>
      call<PlatformPayments & Refusal>('PUT', 'settings/payments/shop-payments', { body });
    const refused = await save({
      statement_descriptor: 'DEMO*SHOP',
      status: 'inactive',
      updated_at: before.updated_at,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { field: 'statement_descriptor', title: PAYMENT_MESSAGES.descriptor },
    ]);
    ctx.clock.advance(1);
    const saved = await save({
      statement_descriptor: 'DEMO SHOP NL',
      status: 'inactive',
      updated_at: before.updated_at,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ statement_descriptor: 'DEMO SHOP NL', status: 'inactive' });
    const stale = await save({ ...saved.body, updated_at: before.updated_at });
    expect(stale.status).toBe(409);
  });
});

describe('secrets stay secret', () => {
  it('no answer, log line or console line of this file holds a secret that was sent', async () => {
    // Failures that echo what they got must not echo a secret either: malformed JSON, a refused
    // field, a body too large.
    await call('PUT', 'settings/payments/stripe', { raw: `{"credentials":"${SECRETS[0]}` });
    await call('PUT', 'settings/payments/stripe', {
      body: connectBody({ secret_key: SECRETS[1]!, password: SECRETS[0]! }, 0),
    });
    await call('PUT', 'settings/payments/stripe', {
      body: connectBody({ secret_key: SECRETS[0]!.repeat(400) }, 0),
    });
    expect(answers.length).toBeGreaterThan(30);
    const log = [...consoleLines, ...ctx.logged.map((e) => JSON.stringify(e))].join('\n');
    for (const secret of SECRETS) {
      for (const answer of answers) expect(answer).not.toContain(secret);
      expect(log).not.toContain(secret);
    }
    // The secrets did reach the server (the saves above masked them), so this is no empty check.
    expect(answers.join('\n')).toContain('"secret_key":"8888"');
  });
});
