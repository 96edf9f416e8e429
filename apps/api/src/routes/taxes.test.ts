import {
  VERSION_REQUIRED,
  type Shop,
  type TaxRate,
  type TaxRateList,
  type UpdateTaxRateBody,
} from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID, OUTLET_SHOP_ID } from '../db/seed';
import { demoShop, type Refused } from '../test/demo-shop';

/** The demo staff member: `product` and `order`, no `tax`. */
const { ctx, owner, staff, call } = demoShop<TaxRate & Refusal>();

type Refusal = Refused<TaxRate>;

const list = async () => (await call<TaxRateList>('GET', 'taxes')).body.items;

const countries = (...codes: string[]) => codes.map((alpha2) => ({ country: { alpha2 } }));

async function create(name: string, rate = 10, codes = ['FR']): Promise<TaxRate> {
  const res = await call('POST', 'taxes', { body: { name, rate, countries: countries(...codes) } });
  expect(res.status).toBe(201);
  return res.body;
}

function bodyOf(rate: TaxRate): UpdateTaxRateBody {
  const { name, rate: value, amount_type, countries: list, charge_policy, updated_at } = rate;
  return { name, rate: value, amount_type, countries: list, charge_policy, updated_at };
}

/** Every rate row of the database, to show that a refusal changed nothing. */
async function allRows(): Promise<unknown[]> {
  return ctx.db.query('SELECT * FROM tax_rates ORDER BY id');
}

describe('GET taxes', () => {
  it("lists the demo shop's real VAT rates by name", async () => {
    expect(await list()).toEqual([
      {
        id: expect.stringMatching(/^tax_/),
        name: 'Azerbaijan VAT',
        rate: 18,
        amount_type: 'percentage',
        countries: countries('AZ'),
        charge_policy: 'products',
        created_at: expect.any(Number),
        updated_at: expect.any(Number),
      },
      {
        id: expect.stringMatching(/^tax_/),
        name: 'Netherlands VAT',
        rate: 21,
        amount_type: 'percentage',
        countries: countries('NL'),
        charge_policy: 'products_and_shipping',
        created_at: expect.any(Number),
        updated_at: expect.any(Number),
      },
    ]);
  });
});

describe('POST taxes', () => {
  it('creates a rate with the defaults: percentage, charged on products', async () => {
    const res = await call('POST', 'taxes', {
      body: { name: '  Reduced rate ', rate: 7.375, countries: countries('de', 'AT') },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^tax_/),
      name: 'Reduced rate',
      rate: 7.375,
      amount_type: 'percentage',
      countries: countries('DE', 'AT'),
      charge_policy: 'products',
      created_at: expect.any(Number),
      updated_at: res.body.created_at,
    });
    expect((await list()).find((r) => r.id === res.body.id)).toEqual(res.body);
  });

  it('keeps a whole rate whole and takes products_and_shipping', async () => {
    const res = await call('POST', 'taxes', {
      body: {
        name: 'Sweden VAT',
        rate: 25,
        amount_type: 'percentage',
        countries: countries('SE'),
        charge_policy: 'products_and_shipping',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ rate: 25, charge_policy: 'products_and_shipping' });
  });

  it('answers 422 on each refused field (a zero rate, no countries) and creates nothing', async () => {
    const before = await allRows();
    const ok = { name: 'Fine', rate: 5, countries: countries('FR') };
    const cases: [unknown, { field: string; title: string }[]][] = [
      [
        {},
        [
          { field: 'name', title: 'Required' },
          { field: 'rate', title: 'Enter a rate' },
          { field: 'countries', title: 'Choose at least one country' },
        ],
      ],
      [{ ...ok, name: '  ' }, [{ field: 'name', title: 'Required' }]],
      [{ ...ok, name: 'n'.repeat(101) }, [{ field: 'name', title: 'At most 100 characters' }]],
      [{ ...ok, rate: 0 }, [{ field: 'rate', title: 'The rate cannot be zero' }]],
      [{ ...ok, rate: '5' }, [{ field: 'rate', title: 'Enter a rate' }]],
      [{ ...ok, rate: null }, [{ field: 'rate', title: 'Enter a rate' }]],
      [{ ...ok, rate: -3 }, [{ field: 'rate', title: 'The rate cannot be negative' }]],
      [{ ...ok, rate: 100.5 }, [{ field: 'rate', title: 'At most 100' }]],
      [{ ...ok, rate: 7.3755 }, [{ field: 'rate', title: 'Use at most 3 decimal places' }]],
      [{ ...ok, countries: [] }, [{ field: 'countries', title: 'Choose at least one country' }]],
      [
        { ...ok, countries: countries('FR', 'XX', 'Fr') },
        [{ field: 'countries.2.country.alpha2', title: 'This country is already listed' }],
      ],
      [
        { ...ok, countries: countries('FR', 'XX') },
        [{ field: 'countries.1.country.alpha2', title: 'Choose a country from the list' }],
      ],
      [
        { ...ok, countries: countries('France') },
        [{ field: 'countries.0.country.alpha2', title: 'Choose a country from the list' }],
      ],
      [
        { ...ok, charge_policy: 'everything' },
        [{ field: 'charge_policy', title: expect.any(String) }],
      ],
      [{ ...ok, amount_type: 'fixed' }, [{ field: 'amount_type', title: expect.any(String) }]],
    ];
    for (const [body, errors] of cases) {
      const res = await call('POST', 'taxes', { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toEqual({ message: 'Validation failed', errors });
    }
    expect(await allRows()).toEqual(before);
  });
});

describe('PUT taxes/{rateId}', () => {
  it('saves the whole rate and moves its version on', async () => {
    const rate = await create('Standard rate');
    const res = await call('PUT', `taxes/${rate.id}`, {
      body: {
        ...bodyOf(rate),
        name: 'France VAT',
        rate: 20,
        countries: countries('FR', 'MC'),
        charge_policy: 'products_and_shipping',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...rate,
      name: 'France VAT',
      rate: 20,
      countries: countries('FR', 'MC'),
      charge_policy: 'products_and_shipping',
      updated_at: expect.any(Number),
    });
    expect(res.body.updated_at).toBeGreaterThan(rate.updated_at);
  });

  it('answers 422 for a zero rate and no countries, 409 to a stale save, 428 without a version', async () => {
    const rate = await create('Italy VAT', 22, ['IT']);
    const before = await allRows();
    const invalid = await call('PUT', `taxes/${rate.id}`, {
      body: { ...bodyOf(rate), rate: 0, countries: [] },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual([
      { field: 'rate', title: 'The rate cannot be zero' },
      { field: 'countries', title: 'Choose at least one country' },
    ]);
    const mine = await call('PUT', `taxes/${rate.id}`, { body: { ...bodyOf(rate), rate: 10 } });
    expect(mine.status).toBe(200);
    const afterMine = await allRows();
    const stale = await call('PUT', `taxes/${rate.id}`, { body: { ...bodyOf(rate), rate: 4 } });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(mine.body);
    const { updated_at: _, ...unversioned } = bodyOf(mine.body);
    const missing = await call('PUT', `taxes/${rate.id}`, { body: unversioned });
    expect(missing.status).toBe(428);
    expect(missing.body.errors).toEqual([{ field: 'updated_at', title: VERSION_REQUIRED }]);
    expect(await allRows()).toEqual(afterMine);
    expect(afterMine).not.toEqual(before);
  });

  it("answers 404 for an unknown id and another shop's rate, changing nothing", async () => {
    const [outlet] = await ctx.db.query<{ id: string; updated_at: number }>(
      'SELECT id, updated_at FROM tax_rates WHERE shop_id = $1 LIMIT 1',
      [OUTLET_SHOP_ID],
    );
    const before = await allRows();
    for (const id of ['tax_nope', outlet!.id]) {
      const res = await call('PUT', `taxes/${id}`, {
        body: {
          name: 'Mine now',
          rate: 1,
          countries: countries('NL'),
          updated_at: outlet!.updated_at,
        },
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Tax rate not found', errors: [] });
      expect((await call('DELETE', `taxes/${id}`)).status).toBe(404);
    }
    expect(await allRows()).toEqual(before);
  });
});

describe('DELETE taxes/{rateId}', () => {
  it('deletes the rate; a second delete is a 404', async () => {
    const rate = await create('Temporary');
    const res = await call('DELETE', `taxes/${rate.id}`);
    expect(res.status).toBe(204);
    expect((await list()).map((r) => r.id)).not.toContain(rate.id);
    expect((await call('DELETE', `taxes/${rate.id}`)).status).toBe(404);
  });
});

describe('the tax-inclusive prices switch (PUT shop)', () => {
  it('saves tax_inclusion_status for the owner; the staff member without tax or setting is refused', async () => {
    const shop = (await call<Shop>('GET', 'shop')).body;
    expect(shop.tax_inclusion_status).toBe('inactive');
    const refused = await call('PUT', 'shop', {
      session: staff,
      body: { tax_inclusion_status: 'active', updated_at: shop.updated_at },
    });
    expect(refused.status).toBe(403);
    const saved = await call<Shop>('PUT', 'shop', {
      body: { tax_inclusion_status: 'active', updated_at: shop.updated_at },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.tax_inclusion_status).toBe('active');
  });
});

describe('access', () => {
  it('answers 401 without a token and 403 to the staff member, writing nothing', async () => {
    const rate = await create('Guarded');
    const before = await allRows();
    const body = { name: 'Staff rate', rate: 3, countries: countries('NL') };
    const requests = [
      ['GET', 'taxes', undefined],
      ['POST', 'taxes', body],
      ['PUT', `taxes/${rate.id}`, { ...body, updated_at: rate.updated_at }],
      ['DELETE', `taxes/${rate.id}`, undefined],
    ] as const;
    for (const [method, path, sent] of requests) {
      const anonymous = await call(method, path, {
        session: { ...owner, accessToken: '' },
        body: sent,
      });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const refused = await call(method, path, { session: staff, body: sent });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body).toMatchObject({ message: expect.stringContaining('tax') });
    }
    const xsrf = await call('POST', 'taxes', { body, xsrf: false });
    expect(xsrf.status).toBe(403);
    expect(await allRows()).toEqual(before);
    const [count] = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM tax_rates WHERE shop_id = $1',
      [DEMO_SHOP_ID],
    );
    expect(count!.n).toBe((await list()).length);
  });

  it('logged no server error', () => {
    expect(ctx.logged).toEqual([]);
  });
});
