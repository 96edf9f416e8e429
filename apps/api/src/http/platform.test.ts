// The rules every endpoint of the Admin API follows: authentication, XSRF, policies, validation,
// JSON errors, no caching.
import type { Policy } from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signAccessToken } from '../auth/jwt';
import { preparedName } from '../db/prepared';
import { DEMO_OWNER, DEMO_SHOP_ID, DEMO_STAFF } from '../db/seed';
import { createApp } from '../server';
import { createTestContext, type TestContext } from '../test/context';
import { callJson, signIn, type Session } from '../test/session';

let ctx: TestContext;
let owner: Session;
let staff: Session;
let customerId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
  staff = await signIn(ctx, DEMO_STAFF.email, DEMO_STAFF.password);
  const [row] = await ctx.db.query<{ id: string }>(
    'SELECT id FROM customers WHERE shop_id = $1 ORDER BY id LIMIT 1',
    [DEMO_SHOP_ID],
  );
  customerId = row!.id;
});
afterAll(() => ctx.close());

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: () => string;
  policy?: Policy;
  /** A valid body, for the methods that take one. */
  body?: unknown;
  /** Input the contract refuses, and the field it names. */
  invalid?: { body?: unknown; query?: Record<string, string>; path?: () => string; field: string };
}

const longId = 'x'.repeat(65);
const validCustomer = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada.lovelace@example.org',
  updated_at: 1,
};

/** Every authenticated endpoint of this issue. */
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: () => 'account' },
  {
    method: 'PUT',
    path: () => 'account',
    body: { first_name: 'Alex', last_name: 'Morgan', updated_at: 1 },
    invalid: { body: { first_name: ' ', last_name: 'Morgan', updated_at: 1 }, field: 'first_name' },
  },
  {
    method: 'PUT',
    path: () => 'account/email',
    body: { email: 'owner@example.com', password: 'owner-pass-123', updated_at: 1 },
    invalid: {
      body: { email: 'not-an-email', password: 'owner-pass-123', updated_at: 1 },
      field: 'email',
    },
  },
  {
    method: 'PUT',
    path: () => 'account/password',
    body: { old_password: 'owner-pass-123', new_password: 'owner-pass-123' },
    invalid: {
      body: { old_password: 'owner-pass-123', new_password: 'short' },
      field: 'new_password',
    },
  },
  { method: 'GET', path: () => 'shop' },
  {
    method: 'PUT',
    path: () => 'shop',
    policy: 'setting',
    // A version, so the policy decides (it depends on the fields the body changes).
    body: { name: 'Demo Shop', updated_at: 1 },
    invalid: { body: { language: 'fr', updated_at: 1 }, field: 'language' },
  },
  { method: 'GET', path: () => 'stores' },
  {
    method: 'GET',
    path: () => 'customers',
    policy: 'customer',
    invalid: { query: { sort: 'first_name:asc' }, field: 'sort' },
  },
  {
    method: 'GET',
    path: () => 'customers/count',
    policy: 'customer',
    invalid: { query: { q: 'q'.repeat(201) }, field: 'q' },
  },
  {
    method: 'GET',
    path: () => `customers/${customerId}`,
    policy: 'customer',
    invalid: { path: () => `customers/${longId}`, field: 'id' },
  },
  {
    method: 'PUT',
    path: () => `customers/${customerId}`,
    policy: 'customer',
    body: validCustomer,
    invalid: { body: { ...validCustomer, phone: 'call me' }, field: 'phone' },
  },
  {
    method: 'DELETE',
    path: () => `customers/${customerId}`,
    policy: 'customer',
    invalid: { path: () => `customers/${longId}`, field: 'id' },
  },
  {
    method: 'GET',
    path: () => `customers/${customerId}/orders`,
    policy: 'customer',
    invalid: { query: { limit: '0' }, field: 'limit' },
  },
  {
    method: 'GET',
    path: () => `customers/${customerId}/stats`,
    policy: 'customer',
    invalid: { path: () => `customers/${longId}/stats`, field: 'id' },
  },
  {
    method: 'GET',
    path: () => 'orders/count',
    policy: 'order',
    invalid: { query: { fulfillment_status: 'lost' }, field: 'fulfillment_status' },
  },
];

const name = (e: Endpoint) => `${e.method} ${e.path().replace(/cus_\w+/, '{id}')}`;
const writes = ENDPOINTS.filter((e) => e.method !== 'GET');
const unsafeAuth = ['auth/refresh-token', 'auth/logout'];

describe('authentication', () => {
  it.each(ENDPOINTS.map((e) => [name(e), e] as const))(
    '%s answers 401 without a valid bearer token',
    async (_, e) => {
      const session = { ...owner, accessToken: '' };
      for (const bearer of [undefined, 'garbage', `${owner.accessToken}x`]) {
        const res = await callJson(ctx, e.method, e.path(), { session, bearer, body: e.body });
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ message: expect.any(String) });
      }
    },
  );

  it('refuses a token after the account lost access to the shop', async () => {
    const session = await signIn(ctx, DEMO_STAFF.email, DEMO_STAFF.password);
    await ctx.db.query(`DELETE FROM account_shops WHERE account_id = 'acct_staff'`);
    try {
      expect((await callJson(ctx, 'GET', 'account', { session })).status).toBe(401);
      expect(
        (
          await callJson(ctx, 'POST', 'auth/refresh-token', {
            session,
            refresh: session.refreshToken,
          })
        ).status,
      ).toBe(401);
    } finally {
      await ctx.db.query(
        `INSERT INTO account_shops (account_id, shop_id, role, permission, created_at, updated_at)
         VALUES ('acct_staff', $1, 'STAFF', '{product,order}', 0, 0)`,
        [DEMO_SHOP_ID],
      );
    }
  });
});

describe('the session', () => {
  it('is read once per sign-in, then kept until the database says it changed', async () => {
    const session = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
    const query = vi.spyOn(ctx.db, 'query');
    const reads = async (path: string) => {
      query.mockClear();
      expect((await callJson(ctx, 'GET', path, { session })).status).toBe(200);
      return query.mock.calls.filter(([sql]) => preparedName(sql) === 'session-account').length;
    };
    try {
      expect(await reads('customers')).toBe(1);
      expect(await reads(`customers/${customerId}`)).toBe(0);
      expect(await reads('customers')).toBe(0);
      // Any change to the account, made by any statement, is heard: the next call reads it again.
      await ctx.db.query(`UPDATE accounts SET first_name = first_name WHERE id = 'acct_owner'`);
      expect(await reads('customers')).toBe(1);
      expect(await reads('customers')).toBe(0);
    } finally {
      query.mockRestore();
    }
  });
});

describe('XSRF', () => {
  const cases = [
    ...writes.map((e) => [name(e), e.method, e.path, e.body] as const),
    ...unsafeAuth.map((p) => [`POST ${p}`, 'POST', () => p, undefined] as const),
  ];

  it.each(cases)('%s is refused without a matching X-XSRF-TOKEN', async (_, method, path, body) => {
    const before = await snapshot();
    const missing = await callJson(ctx, method, path(), {
      session: owner,
      body,
      xsrf: false,
      refresh: owner.refreshToken,
    });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ message: 'Invalid XSRF token', errors: [] });

    const other = { ...owner, xsrf: 'another-token' };
    const res = await ctx.app.request(`/api/admin/v1/${path()}`, {
      method,
      headers: {
        authorization: `Bearer ${owner.accessToken}`,
        cookie: `XSRF-TOKEN=${owner.xsrf}; shop_refresh=${owner.refreshToken}`,
        'x-xsrf-token': other.xsrf,
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('auth/verify needs no XSRF token (no cookie exists before sign-in)', async () => {
    const res = await callJson(ctx, 'POST', 'auth/verify', { body: { code: 'unknown' } });
    expect(res.status).toBe(401);
  });
});

/** What the refused writes could have touched. */
async function snapshot() {
  return {
    accounts: await ctx.db.query('SELECT * FROM accounts ORDER BY id'),
    shop: await ctx.db.query('SELECT * FROM shops ORDER BY id'),
    customers: await ctx.db.query('SELECT count(*)::int AS n, max(updated_at) AS u FROM customers'),
    tokens: await ctx.db.query(
      'SELECT count(*)::int AS n, count(used_at)::int AS used, count(revoked_at)::int AS revoked FROM refresh_tokens',
    ),
  };
}

describe('policies', () => {
  const guarded = ENDPOINTS.filter((e) => e.policy && e.policy !== 'order');
  it.each(guarded.map((e) => [name(e), e] as const))(
    '%s answers 403 to staff without the policy',
    async (_, e) => {
      const res = await callJson(ctx, e.method, e.path(), { session: staff, body: e.body });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: expect.stringContaining(e.policy!) });
    },
  );

  it('lets staff read what needs no policy or a policy it holds', async () => {
    for (const path of ['account', 'shop', 'stores', 'orders/count']) {
      expect((await callJson(ctx, 'GET', path, { session: staff })).status).toBe(200);
    }
  });

  it('refuses staff on orders once the policy is taken away, at once', async () => {
    await ctx.db.query(
      `UPDATE account_shops SET permission = '{product}' WHERE account_id = 'acct_staff'`,
    );
    try {
      expect((await callJson(ctx, 'GET', 'orders/count', { session: staff })).status).toBe(403);
    } finally {
      await ctx.db.query(
        `UPDATE account_shops SET permission = '{product,order}' WHERE account_id = 'acct_staff'`,
      );
    }
  });
});

describe('validation', () => {
  const invalid = ENDPOINTS.filter((e) => e.invalid);
  it.each(invalid.map((e) => [name(e), e] as const))(
    '%s answers 422 with field errors',
    async (_, e) => {
      const { body, query, path, field } = e.invalid!;
      const res = await callJson<{ message: string; errors: { field: string; title: string }[] }>(
        ctx,
        e.method,
        (path ?? e.path)(),
        { session: owner, body: body ?? e.body, query },
      );
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Validation failed');
      expect(res.body.errors).toContainEqual({ field, title: expect.any(String) });
    },
  );

  it.each(writes.filter((e) => e.body).map((e) => [name(e), e] as const))(
    '%s answers 400 to malformed JSON',
    async (_, e) => {
      const res = await callJson(ctx, e.method, e.path(), {
        session: owner,
        raw: '{"first_name": ',
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Malformed JSON body', errors: [] });
    },
  );

  it('answers 400 to malformed JSON on auth/verify, and 413 to a huge body', async () => {
    expect((await callJson(ctx, 'POST', 'auth/verify', { raw: '{' })).status).toBe(400);
    const huge = await callJson(ctx, 'PUT', 'account', {
      session: owner,
      raw: JSON.stringify({ first_name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
  });

  it('answers 422 when the body is not an object', async () => {
    // An unversioned update: a versioned one (PUT account) says 428 first, for want of updated_at.
    const res = await callJson(ctx, 'PUT', 'account/password', { session: owner, raw: '[1, 2]' });
    expect(res.status).toBe(422);
  });
});

describe('answers', () => {
  it('are never cached, sniffed or framed, also when they are errors', async () => {
    for (const [path, session] of [
      ['account', owner],
      ['account', undefined],
      ['nope', owner],
    ] as const) {
      const res = await callJson(ctx, 'GET', path, { session });
      expect(res.res.headers.get('cache-control')).toBe('no-store');
      expect(res.res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.res.headers.get('content-type')).toContain('application/json');
    }
  });

  it('an unknown API path is a JSON 404, with or without a token', async () => {
    for (const session of [owner, undefined]) {
      const res = await callJson(ctx, 'GET', 'does-not-exist', { session });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: expect.any(String), errors: [] });
    }
  });

  it('a real bug answers 500 "Internal error" and is logged', async () => {
    const broken = createApp({
      db: { ...ctx.db, query: () => Promise.reject(new Error('database on fire')) },
      config: ctx.config,
      secret: 'x'.repeat(32),
      clock: ctx.clock,
      logger: { error: (_m, e) => void ctx.logged.push(e), info: () => undefined },
    });
    const token = await signAccessToken(
      { sub: 'acct_owner', shop: DEMO_SHOP_ID, sid: 'any-session' },
      'x'.repeat(32),
      Math.floor(ctx.clock.now() / 1000),
      60,
    );
    const res = await broken.request('/api/admin/v1/account', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      message: 'Internal error',
      errors: [],
      error_id: expect.any(String),
    });
    expect(ctx.logged.at(-1)).toBeInstanceOf(Error);
  });

  it('nothing in this suite logged an error besides the deliberate one', () => {
    expect(
      ctx.logged.filter((e) => !(e instanceof Error && e.message === 'database on fire')),
    ).toEqual([]);
  });
});
