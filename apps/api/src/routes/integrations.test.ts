import {
  INTEGRATION_NAMES,
  INTEGRATION_VALUE_MIN_MESSAGE,
  VERSION_REQUIRED,
  type Integration,
  type IntegrationList,
} from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { OUTLET_SHOP_ID } from '../db/seed';
import { demoShop, type Refused } from '../test/demo-shop';

// The demo staff member holds `product` and `order`, not `integration`.
const { ctx, owner, staff, call } = demoShop<Integration & Refusal>();

type Refusal = Refused<Integration>;

const list = async () => (await call<IntegrationList>('GET', 'settings/integrations')).body;
const one = async (name: string) => (await call('GET', `settings/integrations/${name}`)).body;
const put = (name: string, body: unknown) => call('PUT', `settings/integrations/${name}`, { body });

describe('GET settings/integrations', () => {
  it('lists the four, the meta pixel keyed facebook-pixel, with the demo shop’s values', async () => {
    const integrations = await list();
    expect(Object.keys(integrations)).toEqual([
      'google-analytics',
      'google-tag-manager',
      'facebook-pixel',
      'tiktok-pixel',
    ]);
    expect(integrations).toEqual({
      'google-analytics': {
        name: 'google-analytics',
        value: '',
        status: 'inactive',
        updated_at: expect.any(Number),
      },
      'google-tag-manager': {
        name: 'google-tag-manager',
        value: 'GTM-K7Q9M2F',
        status: 'active',
        updated_at: expect.any(Number),
      },
      'facebook-pixel': {
        name: 'meta-pixel',
        value: '718239465102384',
        status: 'active',
        updated_at: expect.any(Number),
      },
      'tiktok-pixel': {
        name: 'tiktok-pixel',
        value: 'C4A1B2C3D4E5F6G7H8I9',
        status: 'inactive',
        updated_at: expect.any(Number),
      },
    });
  });

  it('gives each one at its page’s name: meta-pixel, not facebook-pixel', async () => {
    const integrations = await list();
    expect(await one('meta-pixel')).toEqual(integrations['facebook-pixel']);
    expect(await one('google-analytics')).toEqual(integrations['google-analytics']);
    for (const name of ['facebook-pixel', 'google-ads', 'GOOGLE-ANALYTICS']) {
      const res = await call('GET', `settings/integrations/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.body.message).toBe('No integration of that name');
    }
  });

  it('gives a new shop all four, empty and inactive', async () => {
    await ctx.db.query(
      `INSERT INTO shops (id, name, email, host, storefront_url, created_at, updated_at)
       VALUES ('shop_new_integrations', 'New', 'n@example.com', 'new-integrations.test',
               'https://new-integrations.test', 100, 100)`,
    );
    const rows = await ctx.db.query<{ name: string; value: string; status: string }>(
      `SELECT name, value, status FROM shop_integrations WHERE shop_id = 'shop_new_integrations'
        ORDER BY name`,
    );
    expect(rows).toEqual(
      [...INTEGRATION_NAMES].sort().map((name) => ({ name, value: '', status: 'inactive' })),
    );
    // Another shop's integrations are its own: the outlet has none set.
    const outlet = await ctx.db.query<{ value: string }>(
      `SELECT value FROM shop_integrations WHERE shop_id = $1`,
      [OUTLET_SHOP_ID],
    );
    expect(outlet.map((r) => r.value)).toEqual(['', '', '', '']);
  });
});

describe('PUT settings/integrations/{name}', () => {
  it('saves the trimmed value and the status, moving the version', async () => {
    const before = await one('google-analytics');
    const res = await put('google-analytics', {
      value: '  G-QT1QG8RWBC ',
      status: 'active',
      updated_at: before.updated_at,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      name: 'google-analytics',
      value: 'G-QT1QG8RWBC',
      status: 'active',
      updated_at: expect.any(Number),
    });
    expect(res.body.updated_at).toBeGreaterThan(before.updated_at);
    expect((await list())['google-analytics']).toEqual(res.body);
  });

  it('takes a value of any form: the id formats are only a hint', async () => {
    const before = await one('google-tag-manager');
    const res = await put('google-tag-manager', {
      value: 'UA-123',
      status: 'inactive',
      updated_at: before.updated_at,
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toBe('UA-123');
  });

  it('refuses fewer than 3 characters for analytics, tag manager and TikTok, and changes nothing', async () => {
    const before = await list();
    for (const name of ['google-analytics', 'google-tag-manager', 'tiktok-pixel']) {
      const current = await one(name);
      for (const value of ['', 'G1', '  ab  ']) {
        const res = await put(name, { value, status: 'active', updated_at: current.updated_at });
        expect(res.status, `${name} "${value}"`).toBe(422);
        expect(res.body).toEqual({
          message: 'Validation failed',
          errors: [{ field: 'value', title: INTEGRATION_VALUE_MIN_MESSAGE }],
        });
      }
    }
    expect(await list()).toEqual(before);
  });

  it('takes a meta pixel of any length, none too (§5: no minimum)', async () => {
    let current = await one('meta-pixel');
    for (const value of ['1', '']) {
      const res = await put('meta-pixel', {
        value,
        status: 'inactive',
        updated_at: current.updated_at,
      });
      expect(res.status, `"${value}"`).toBe(200);
      expect(res.body.value).toBe(value);
      current = res.body;
    }
  });

  it('refuses a status that is not active or inactive, a value too long or not text', async () => {
    const before = await list();
    const current = await one('tiktok-pixel');
    const cases: [unknown, string][] = [
      [{ value: 'C4A1B2C3D4E5F6G7H8I9', status: 'on', updated_at: current.updated_at }, 'status'],
      [{ value: 'C4A1'.repeat(17), status: 'active', updated_at: current.updated_at }, 'value'],
      [{ value: 42, status: 'active', updated_at: current.updated_at }, 'value'],
      [{ status: 'active', updated_at: current.updated_at }, 'value'],
    ];
    for (const [body, field] of cases) {
      const res = await put('tiktok-pixel', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.map((e) => e.field)).toEqual([field]);
    }
    expect(await list()).toEqual(before);
  });

  it('answers 409 with the integration as saved when the version is stale, 428 without one', async () => {
    const before = await one('tiktok-pixel');
    ctx.clock.advance(60);
    const theirs = await put('tiktok-pixel', {
      value: 'D5B2C3D4E5F6G7H8I9J0',
      status: 'active',
      updated_at: before.updated_at,
    });
    expect(theirs.status).toBe(200);
    const mine = await put('tiktok-pixel', {
      value: 'E6C3D4E5F6G7H8I9J0K1',
      status: 'inactive',
      updated_at: before.updated_at,
    });
    expect(mine.status).toBe(409);
    expect(mine.body.current).toEqual(theirs.body);
    const missing = await put('tiktok-pixel', { value: 'E6C3D4E5F6G7H8I9J0K1', status: 'active' });
    expect(missing.status).toBe(428);
    expect(missing.body.errors).toEqual([{ field: 'updated_at', title: VERSION_REQUIRED }]);
    expect(await one('tiktok-pixel')).toEqual(theirs.body);
  });

  it('answers 404 for a name that is not an integration’s page, the list key of the meta pixel too', async () => {
    const before = await list();
    for (const name of ['facebook-pixel', 'google-ads', 'x']) {
      const res = await put(name, { value: '123456789012345', status: 'active', updated_at: 0 });
      expect(res.status, name).toBe(404);
    }
    expect(await list()).toEqual(before);
  });
});

describe('who may', () => {
  it('answers 401 without a session and 403 to a member without the integration policy, changing nothing', async () => {
    const before = await list();
    const current = before['google-analytics'];
    const requests = [
      ['GET', 'settings/integrations', undefined],
      ['GET', 'settings/integrations/google-analytics', undefined],
      [
        'PUT',
        'settings/integrations/google-analytics',
        { value: 'G-STAFF12345', status: 'inactive', updated_at: current.updated_at },
      ],
    ] as const;
    for (const [method, path, body] of requests) {
      const anonymous = await call(method, path, { session: { ...owner, accessToken: '' }, body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const refused = await call(method, path, { session: staff, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.message).toBe('This action requires the "integration" permission');
    }
    expect(await list()).toEqual(before);
  });

  it('answers 403 to a PUT without the XSRF header, changing nothing', async () => {
    const before = await one('google-analytics');
    const res = await call('PUT', 'settings/integrations/google-analytics', {
      body: { value: 'G-NOXSRF1234', status: 'active', updated_at: before.updated_at },
      xsrf: false,
    });
    expect(res.status).toBe(403);
    expect(await one('google-analytics')).toEqual(before);
  });

  it('opens them to a member once they hold the policy', async () => {
    await ctx.db.query(
      `UPDATE account_shops SET permission = array_append(permission, 'integration')
        WHERE account_id = 'acct_staff'`,
    );
    try {
      const res = await call('GET', 'settings/integrations', { session: staff });
      expect(res.status).toBe(200);
    } finally {
      await ctx.db.query(
        `UPDATE account_shops SET permission = array_remove(permission, 'integration')
          WHERE account_id = 'acct_staff'`,
      );
    }
  });
});
