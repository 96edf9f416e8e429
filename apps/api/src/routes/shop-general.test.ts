import {
  COUNTRY_MESSAGE,
  STATE_MESSAGE,
  CURRENCY_INVALID,
  PHONE_INVALID,
  TIMEZONE_INVALID,
  URL_INVALID,
  VERSION_REQUIRED,
  type Shop,
} from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { demoShop, type Refused } from '../test/demo-shop';
import { callJson } from '../test/session';

// Holds `product` and `order`, not `setting`.
const { ctx, owner, staff } = demoShop();
type Refusal = Refused<Shop>;

const shop = async (session = owner) =>
  (await callJson<Shop>(ctx, 'GET', 'shop', { session })).body;

/** PUT shop (or shop/address) over the version as it is now. */
async function save(body: Record<string, unknown>, path = 'shop', session = owner) {
  return callJson<Shop & Refusal>(ctx, 'PUT', path, {
    session,
    body: { ...body, updated_at: (await shop()).updated_at },
  });
}

const fields = (res: { body: Refusal }) => res.body.errors.map((e) => e.field).sort();

describe('details', () => {
  it('saves the name, contact email and phone, and the industry', async () => {
    const res = await save({
      name: '  Harbour Goods ',
      email: 'Shop@Harbour.Example',
      phone: '+31 10 555 0101',
      industry: 'electronics',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Harbour Goods',
      email: 'shop@harbour.example',
      phone: '+31 10 555 0101',
      industry: 'electronics',
    });
    expect(await shop()).toEqual(res.body);
    // §5: an empty phone becomes null.
    expect((await save({ phone: '  ' })).body.phone).toBeNull();
    await save({
      name: 'Demo Shop',
      email: 'hello@demo-shop.test',
      industry: 'apparel_accessories',
    });
  });

  it('refuses a bad phone, an unknown industry and a blank name with their fields, changing nothing', async () => {
    const before = await shop();
    const res = await save({ name: ' ', phone: 'call me', industry: 'mining' });
    expect(res.status).toBe(422);
    expect(fields(res)).toEqual(['industry', 'name', 'phone']);
    expect(res.body.errors).toContainEqual({ field: 'phone', title: PHONE_INVALID });
    expect(await shop()).toEqual(before);
  });
});

describe('policy', () => {
  it('answers 401 without an access token', async () => {
    // The XSRF cookie and header are right: only the token is missing.
    const signedOut = { ...owner, accessToken: '' };
    for (const path of ['shop', 'shop/address']) {
      const res = await callJson(ctx, 'PUT', path, {
        session: signedOut,
        body: { phone: '+31 10 000 0000', updated_at: 1 },
      });
      expect(res.status, path).toBe(401);
    }
  });

  it('answers 403 to a member of staff without `setting`, changing nothing', async () => {
    const before = await shop();
    const details = await save({ phone: '+31 10 000 0000' }, 'shop', staff);
    expect(details.status).toBe(403);
    const address = await save(
      {
        line: '1 Main St',
        city: 'Austin',
        zip: '78701',
        state: 'US-TX',
        country: { alpha2: 'US' },
      },
      'shop/address',
      staff,
    );
    expect(address.status).toBe(403);
    expect(await shop()).toEqual(before);
  });

  it('shows the storefront password to those who may change the settings only', async () => {
    const saved = await save({ maintenance_mode: true, storefront_password: 'open-sesame' });
    expect(saved.status).toBe(200);
    expect(saved.body.storefront_password).toBe('open-sesame');
    expect((await shop(owner)).storefront_password).toBe('open-sesame');
    expect((await shop(staff)).storefront_password).toBeNull();
    expect((await shop(staff)).maintenance_mode).toBe(true);
    await save({ maintenance_mode: false, storefront_password: '' });
    expect((await shop()).storefront_password).toBeNull();
  });
});

describe('home page, maintenance and social profiles', () => {
  it('saves the home page display and its sharing image, one of our uploads', async () => {
    const image = '/uploads/2025/07/0a1b2c3d4e5f60718293a4b5c6d7e8f9.png';
    const res = await save({
      home_title: 'Harbour Goods',
      home_meta_description: 'Shoes and bags.',
      social_sharing_image: image,
    });
    expect(res.body).toMatchObject({
      home_title: 'Harbour Goods',
      home_meta_description: 'Shoes and bags.',
      social_sharing_image: image,
    });
    const refused = await save({
      home_title: 'x'.repeat(71),
      social_sharing_image: 'https://tracker.example.com/a.png',
    });
    expect(refused.status).toBe(422);
    expect(fields(refused)).toEqual(['home_title', 'social_sharing_image']);
  });

  it('saves the maintenance switch and message; a short password is refused', async () => {
    const res = await save({ maintenance_mode: true, maintenance_message: 'Back at 9.' });
    expect(res.body).toMatchObject({ maintenance_mode: true, maintenance_message: 'Back at 9.' });
    const refused = await save({
      storefront_password: 'abc',
      maintenance_message: 'x'.repeat(501),
    });
    expect(fields(refused)).toEqual(['maintenance_message', 'storefront_password']);
    await save({ maintenance_mode: false, maintenance_message: '' });
  });

  it('changes the networks sent and keeps the others; empty removes one', async () => {
    const res = await save({
      social_profiles: { x: 'https://x.com/harbour', facebook: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body.social_profiles).toEqual({
      facebook: null,
      instagram: 'https://www.instagram.com/demoshop',
      x: 'https://x.com/harbour',
      tiktok: null,
      youtube: null,
      pinterest: null,
      linkedin: null,
    });
  });

  it('refuses a profile that is not a web address, on its field', async () => {
    const before = await shop();
    const res = await save({
      social_profiles: { instagram: 'javascript:alert(1)', tiktok: 'tiktok.com/@harbour' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'social_profiles.instagram', title: URL_INVALID },
        { field: 'social_profiles.tiktok', title: URL_INVALID },
      ]),
    );
    expect(await shop()).toEqual(before);
  });
});

describe('standards and formats', () => {
  it('saves the time zone, unit system and weight unit', async () => {
    const res = await save({ timezone: 'Asia/Baku', unit_system: 'imperial', weight_unit: 'lb' });
    expect(res.body).toMatchObject({
      timezone: 'Asia/Baku',
      unit_system: 'imperial',
      weight_unit: 'lb',
    });
  });

  it('takes the currency from the reference list: symbol, name and fraction digits', async () => {
    const euro = await save({ currency: 'eur' });
    expect(euro.body.currency).toEqual({
      id: 'eur',
      code: 'EUR',
      symbol: '€',
      name: 'Euro',
      fraction_digits: 2,
    });
    const yen = await save({ currency: 'JPY' });
    expect(yen.body.currency).toMatchObject({ code: 'JPY', fraction_digits: 0 });
    await save({ currency: 'USD' });
    expect((await shop()).currency).toEqual({
      id: 'usd',
      code: 'USD',
      symbol: '$',
      name: 'US Dollar',
      fraction_digits: 2,
    });
  });

  it('refuses a time zone or a currency not in the lists, changing nothing', async () => {
    const before = await shop();
    const res = await save({ timezone: 'Mars/Olympus', currency: 'XDR', weight_unit: 'stone' });
    expect(res.status).toBe(422);
    expect(fields(res)).toEqual(['weight_unit']);
    const listed = await save({ timezone: 'Mars/Olympus', currency: 'ABC' });
    expect(listed.status).toBe(422);
    expect(listed.body.errors).toEqual([
      { field: 'timezone', title: TIMEZONE_INVALID },
      { field: 'currency', title: CURRENCY_INVALID },
    ]);
    expect(await shop()).toEqual(before);
  });
});

describe('PUT shop/address', () => {
  it('saves an address with a state, named from the reference data', async () => {
    const res = await save(
      {
        line: '1 Congress Ave',
        line2: 'Suite 200',
        city: 'Austin',
        zip: '78701',
        state: 'us-tx',
        country: { alpha2: 'us' },
      },
      'shop/address',
    );
    expect(res.status).toBe(200);
    expect(res.body.address).toEqual({
      line: '1 Congress Ave',
      line2: 'Suite 200',
      city: 'Austin',
      zip: '78701',
      state: { code: 'US-TX', name: 'Texas' },
      country: { alpha2: 'US', name: 'United States' },
    });
    expect((await shop()).address).toEqual(res.body.address);
  });

  it("asks for what the country's addresses need: a US state and ZIP code", async () => {
    const before = await shop();
    const res = await save(
      { line: '1 Main St', city: '', country: { alpha2: 'US' } },
      'shop/address',
    );
    expect(res.status).toBe(422);
    expect(fields(res)).toEqual(['city', 'zip']);
    const noState = await save(
      { line: '1 Main St', city: 'Austin', zip: '78701', country: { alpha2: 'US' } },
      'shop/address',
    );
    expect(noState.body.errors).toEqual([{ field: 'state', title: 'Required' }]);
    expect(await shop()).toEqual(before);
  });

  it('takes no state where the country needs none, and none where it has no subdivisions', async () => {
    // Germany has states, but its addresses do not name them.
    const germany = await save(
      { line: 'Augustusplatz 1', city: 'Leipzig', zip: '04109', country: { alpha2: 'DE' } },
      'shop/address',
    );
    expect(germany.status).toBe(200);
    expect(germany.body.address?.state).toBeNull();
    // Aruba has no subdivisions and no postal codes: a code sent is dropped.
    const aruba = await save(
      { line: 'L.G. Smith Blvd 1', city: 'Oranjestad', zip: '12345', country: { alpha2: 'AW' } },
      'shop/address',
    );
    expect(aruba.status).toBe(200);
    expect(aruba.body.address).toMatchObject({ zip: '', state: null, country: { alpha2: 'AW' } });
    // Addresses in the Emirates have no city line, and need the emirate.
    const dubai = await save(
      { line: 'Sheikh Zayed Rd 1', city: 'Dubai', state: 'AE-DU', country: { alpha2: 'AE' } },
      'shop/address',
    );
    expect(dubai.body.address).toMatchObject({ city: '', state: { code: 'AE-DU' } });
  });

  it('refuses an unknown country and a state of another country', async () => {
    const before = await shop();
    const unknown = await save(
      { line: '1 Road', city: 'Nowhere', country: { alpha2: 'XX' } },
      'shop/address',
    );
    expect(unknown.body.errors).toEqual([{ field: 'country.alpha2', title: COUNTRY_MESSAGE }]);
    const elsewhere = await save(
      { line: '1 Road', city: 'Baku', zip: 'AZ1000', state: 'US-TX', country: { alpha2: 'AZ' } },
      'shop/address',
    );
    expect(elsewhere.body.errors).toEqual([{ field: 'state', title: STATE_MESSAGE }]);
    const missing = await save({ city: 'Baku' }, 'shop/address');
    expect(fields(missing)).toEqual(['country', 'line']);
    expect(await shop()).toEqual(before);
  });

  it('answers 409 with the shop as saved meanwhile, and 428 without a version', async () => {
    const current = await shop();
    const stale = await callJson<Refusal>(ctx, 'PUT', 'shop/address', {
      session: owner,
      body: {
        line: '5 Market Street',
        city: 'Baku',
        zip: 'AZ1000',
        state: 'AZ-BA',
        country: { alpha2: 'AZ' },
        updated_at: current.updated_at - 1,
      },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(current);
    const unversioned = await callJson<Refusal>(ctx, 'PUT', 'shop/address', {
      session: owner,
      body: { line: '5 Market Street', city: 'Baku', country: { alpha2: 'AZ' } },
    });
    expect(unversioned.status).toBe(428);
    expect(unversioned.body.message).toBe(VERSION_REQUIRED);
    expect(await shop()).toEqual(current);
  });
});
