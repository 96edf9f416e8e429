import {
  API_BASE,
  type CountryList,
  type CurrencyList,
  type LanguageList,
  type StateList,
  type TimezoneList,
  type WeightList,
} from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { demoShop } from '../test/demo-shop';
import { checkAgainstContract } from '../test/contract-check';
import { call, callJson } from '../test/session';
import { REFERENCE_CACHE_CONTROL } from './reference-data';

// Holds only `product` and `order`: reference data needs no policy.
const { ctx, owner, staff } = demoShop();
const LISTS = [
  'data/countries',
  'data/countries/states/AZ',
  'data/timezones',
  'data/currencies',
  'data/languages',
  'data/weights',
];

describe('reference data', () => {
  it('needs a session: 401 without one', async () => {
    for (const path of LISTS) {
      const res = await call(ctx, 'GET', path);
      expect(res.status, path).toBe(401);
      // A refusal is never cached.
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('is open to any signed-in user, a member of staff without settings included', async () => {
    for (const path of LISTS) {
      const res = await call(ctx, 'GET', path, { session: staff });
      expect(res.status, path).toBe(200);
    }
  });

  it('lists every ISO country by its alpha-2 code and name, sorted by name', async () => {
    const { body } = await callJson<CountryList>(ctx, 'GET', 'data/countries', { session: owner });
    expect(body.items).toHaveLength(249);
    expect(body.items).toContainEqual({ alpha2: 'AZ', name: 'Azerbaijan' });
    expect(body.items).toContainEqual({ alpha2: 'GB', name: 'United Kingdom' });
    expect(body.items).toContainEqual({ alpha2: 'US', name: 'United States' });
    const names = body.items.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('names the countries in Azerbaijani when asked', async () => {
    const { body } = await callJson<CountryList>(ctx, 'GET', 'data/countries', {
      session: owner,
      query: { lang: 'az' },
    });
    expect(body.items).toContainEqual({ alpha2: 'AZ', name: 'Azərbaycan' });
    expect(body.items).toContainEqual({ alpha2: 'DE', name: 'Almaniya' });
  });

  it('refuses a language the admin does not speak', async () => {
    const res = await callJson<{ errors: { field: string }[] }>(ctx, 'GET', 'data/countries', {
      session: owner,
      query: { lang: 'xx' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e) => e.field)).toEqual(['lang']);
  });

  it("lists a country's ISO 3166-2 subdivisions with their codes, at every level", async () => {
    const us = await callJson<StateList>(ctx, 'GET', 'data/countries/states/US', {
      session: owner,
    });
    expect(us.status).toBe(200);
    expect(us.body.items).toContainEqual({ code: 'US-CA', name: 'California', parent: null });
    expect(us.body.items.length).toBeGreaterThanOrEqual(50);

    const az = await callJson<StateList>(ctx, 'GET', 'data/countries/states/az', {
      session: owner,
    });
    expect(az.body.items).toContainEqual({ code: 'AZ-BA', name: 'Bakı', parent: null });
    // Nakhchivan's districts lie in the autonomous republic.
    expect(az.body.items).toContainEqual({ code: 'AZ-ORD', name: 'Ordubad', parent: 'AZ-NX' });
    expect(az.body.items.every((s) => s.code.startsWith('AZ-'))).toBe(true);
  });

  it('answers an empty list for a country without subdivisions', async () => {
    const res = await callJson<StateList>(ctx, 'GET', 'data/countries/states/AW', {
      session: owner,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [] });
  });

  it('answers 404 for a code no country has, 422 for one that is not a code', async () => {
    expect((await call(ctx, 'GET', 'data/countries/states/XX', { session: owner })).status).toBe(
      404,
    );
    expect((await call(ctx, 'GET', 'data/countries/states/USA', { session: owner })).status).toBe(
      422,
    );
  });

  it('lists the IANA time zones, UTC first', async () => {
    const { body } = await callJson<TimezoneList>(ctx, 'GET', 'data/timezones', {
      session: owner,
    });
    expect(body.items[0]).toBe('UTC');
    expect(body.items).toContain('Asia/Baku');
    expect(body.items).toContain('America/New_York');
    expect(body.items.length).toBeGreaterThan(400);
  });

  it('lists the currencies with symbol, name and ISO fraction digits', async () => {
    const { body } = await callJson<CurrencyList>(ctx, 'GET', 'data/currencies', {
      session: owner,
    });
    const byCode = new Map(body.items.map((c) => [c.code, c]));
    expect(byCode.get('USD')).toEqual({
      id: 'usd',
      code: 'USD',
      symbol: '$',
      name: 'US Dollar',
      fraction_digits: 2,
    });
    expect(byCode.get('AZN')).toMatchObject({ symbol: '₼', fraction_digits: 2 });
    expect(byCode.get('JPY')).toMatchObject({ fraction_digits: 0 });
    expect(byCode.get('KWD')).toMatchObject({ fraction_digits: 3 });
    // No unit of account, no withdrawn currency.
    expect(byCode.has('XDR')).toBe(false);
    expect(byCode.has('SLL')).toBe(false);
    expect(body.items.length).toBeGreaterThan(140);
  });

  it('lists the shop languages and the weight units', async () => {
    const languages = await callJson<LanguageList>(ctx, 'GET', 'data/languages', {
      session: owner,
    });
    expect(languages.body).toEqual({ items: ['en', 'az'] });
    const weights = await callJson<WeightList>(ctx, 'GET', 'data/weights', { session: owner });
    expect(weights.body.items).toEqual([
      { key: 'kg', name: 'kilogram' },
      { key: 'g', name: 'gram' },
      { key: 'lb', name: 'pound' },
      { key: 'oz', name: 'ounce' },
    ]);
    const az = await callJson<WeightList>(ctx, 'GET', 'data/weights', {
      session: owner,
      query: { lang: 'az' },
    });
    expect(az.body.items[0]).toEqual({ key: 'kg', name: 'kiloqram' });
  });

  it('may be cached by the browser and answers 304 to its ETag', async () => {
    const first = await call(ctx, 'GET', 'data/timezones', { session: owner });
    expect(first.headers.get('cache-control')).toBe(REFERENCE_CACHE_CONTROL);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);

    const url = `${API_BASE}/data/timezones`;
    const again = await ctx.app.request(url, {
      headers: { authorization: `Bearer ${owner.accessToken}`, 'if-none-match': `W/${etag}` },
    });
    await checkAgainstContract('GET', url, again);
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);

    // Each language is its own answer.
    const en = await call(ctx, 'GET', 'data/countries', { session: owner });
    const az = await call(ctx, 'GET', 'data/countries', { session: owner, query: { lang: 'az' } });
    expect(en.headers.get('etag')).not.toBe(az.headers.get('etag'));
  });

  it('leaves every other answer uncached', async () => {
    const res = await call(ctx, 'GET', 'shop', { session: owner });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
