import {
  CREDENTIAL_MESSAGES,
  SHIPPING_CARRIER_IDS,
  VERSION_REQUIRED,
  type ShippingCarrierList,
  type ShippingCarrierSettings,
} from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_SHOP_ID } from '../db/seed';
import { demoShop, type Refused } from '../test/demo-shop';
import { callJson, type CallOptions } from '../test/session';

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
const { ctx, owner } = demoShop();
// Before the database closes (demoShop's afterAll runs after this one).
afterAll(() => {
  vi.restoreAllMocks();
});

type Refusal = Refused;

async function call<T = ShippingCarrierSettings & Refusal>(
  method: string,
  path: string,
  options: CallOptions = {},
) {
  const answer = await callJson<T>(ctx, method, path, { session: owner, ...options });
  answers.push(JSON.stringify(answer.body ?? ''));
  return answer;
}

const carrier = async (name: string) => (await call('GET', `shipping/providers/${name}`)).body;

/** DHL Express's MyDHL API credentials in their shapes; the secret must never come back. */
const DHL = {
  api_key: 'demoshopNL',
  api_secret: 'Q!8xSecretNeverShownDHL7p2k',
  account_number: '123456789',
};
const SECRETS = [DHL.api_secret, 'AnotherSecretNeverShownZq91'];

const connectBody = (
  credentials: Record<string, string>,
  updated_at: number,
  change: { mode?: 'test' | 'live'; status?: 'active' | 'inactive' } = {},
) => ({ mode: 'test', status: 'active', ...change, credentials, updated_at });

async function storedRow(name: string): Promise<string | null> {
  const [row] = await ctx.db.query<{ credentials: unknown }>(
    'SELECT credentials FROM shipping_connections WHERE shop_id = $1 AND carrier = $2',
    [DEMO_SHOP_ID, name],
  );
  return row ? JSON.stringify(row.credentials) : null;
}

describe('GET shipping/providers', () => {
  it('lists the carriers, where they pick up, none connected', async () => {
    const { body } = await call<ShippingCarrierList>('GET', 'shipping/providers');
    expect(body.items.map((c) => c.id)).toEqual([...SHIPPING_CARRIER_IDS]);
    expect(body.items[0]).toEqual({
      id: 'dhl-express',
      name: 'DHL Express',
      mark: { monogram: 'D', color: expect.stringMatching(/^#[0-9a-f]{6}$/) },
      countries: 'worldwide',
      connected: false,
      status: 'inactive',
      mode: null,
      updated_at: 0,
    });
    expect(body.items.find((c) => c.id === 'postnl')?.countries).toEqual(['NL', 'BE']);
  });
});

describe('shipping/providers/{name}', () => {
  it('shows a carrier not connected; 404 for a name not in the catalogue', async () => {
    expect(await carrier('ups')).toEqual({
      provider: 'ups',
      connected: false,
      status: 'inactive',
      mode: 'test',
      credentials: {},
      secrets: { client_secret: null },
      updated_at: 0,
    });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(method, 'shipping/providers/azerpost-express', {
        body: method === 'PUT' ? connectBody({}, 0) : undefined,
      });
      expect(res.status, method).toBe(404);
    }
  });

  it('refuses missing and malformed credentials on their fields; stores nothing', async () => {
    const refused = await call('PUT', 'shipping/providers/dhl-express', {
      body: connectBody({ api_key: DHL.api_key, account_number: '12345', region: 'EU' }, 0),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { field: 'credentials.region', title: 'This service has no such field' },
      { field: 'credentials.api_secret', title: 'Required' },
      { field: 'credentials.account_number', title: CREDENTIAL_MESSAGES.format },
    ]);
    const noMode = await call('PUT', 'shipping/providers/dhl-express', {
      body: { status: 'active', credentials: DHL, updated_at: 0 },
    });
    expect(noMode.status).toBe(422);
    expect(noMode.body.errors.map((e) => e.field)).toEqual(['mode']);
    expect(await storedRow('dhl-express')).toBeNull();
  });

  it('connects: the secret sealed at rest, answered as its last 4 characters', async () => {
    ctx.clock.advance(60);
    const res = await call('PUT', 'shipping/providers/dhl-express', {
      body: connectBody(DHL, 0, { mode: 'live' }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      provider: 'dhl-express',
      connected: true,
      status: 'active',
      mode: 'live',
      credentials: { api_key: DHL.api_key, account_number: DHL.account_number },
      secrets: { api_secret: '7p2k' },
      updated_at: expect.any(Number),
    });
    expect(await carrier('dhl-express')).toEqual(res.body);
    const stored = (await storedRow('dhl-express'))!;
    expect(stored).toContain(DHL.account_number);
    expect(stored).not.toContain(DHL.api_secret);
    const list = await call<ShippingCarrierList>('GET', 'shipping/providers');
    expect(list.body.items[0]).toMatchObject({ connected: true, mode: 'live', status: 'active' });
  });

  it('keeps a secret left empty, replaces one given; 409 when stale, 428 unversioned', async () => {
    const before = await carrier('dhl-express');
    const kept = await call('PUT', 'shipping/providers/dhl-express', {
      body: connectBody(
        { api_key: DHL.api_key, api_secret: '', account_number: DHL.account_number },
        before.updated_at,
        { mode: 'live', status: 'inactive' },
      ),
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ status: 'inactive', secrets: { api_secret: '7p2k' } });
    const replaced = await call('PUT', 'shipping/providers/dhl-express', {
      body: connectBody(
        { api_key: DHL.api_key, api_secret: SECRETS[1]!, account_number: DHL.account_number },
        kept.body.updated_at,
        { mode: 'live' },
      ),
    });
    expect(replaced.body.secrets).toEqual({ api_secret: 'Zq91' });
    const stale = await call('PUT', 'shipping/providers/dhl-express', {
      body: connectBody(DHL, kept.body.updated_at, { mode: 'live' }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(replaced.body);
    const { updated_at: _, ...unversioned } = connectBody(DHL, 0);
    const missing = await call('PUT', 'shipping/providers/dhl-express', { body: unversioned });
    expect(missing.status).toBe(428);
    expect(missing.body.errors).toEqual([{ field: 'updated_at', title: VERSION_REQUIRED }]);
    expect(await carrier('dhl-express')).toEqual(replaced.body);
  });

  it('disconnects: the credentials are gone; a second time is 404', async () => {
    expect((await call('DELETE', 'shipping/providers/dhl-express')).status).toBe(204);
    expect(await storedRow('dhl-express')).toBeNull();
    expect(await carrier('dhl-express')).toMatchObject({ connected: false, updated_at: 0 });
    expect((await call('DELETE', 'shipping/providers/dhl-express')).status).toBe(404);
  });

  it('no answer, log line or console line holds a secret that was sent', async () => {
    await call('PUT', 'shipping/providers/fedex', { raw: `{"credentials":"${SECRETS[0]}` });
    await call('PUT', 'shipping/providers/fedex', {
      body: connectBody({ secret_key: SECRETS[0]!, password: SECRETS[1]! }, 0),
    });
    const log = [...consoleLines, ...ctx.logged.map((e) => JSON.stringify(e))].join('\n');
    for (const secret of SECRETS) {
      for (const answer of answers) expect(answer).not.toContain(secret);
      expect(log).not.toContain(secret);
    }
    // The secrets did reach the server (the saves above masked them), so this is no empty check.
    expect(answers.join('\n')).toContain('"api_secret":"7p2k"');
  });
});
