import { UPLOAD_SRC_INVALID, VERSION_REQUIRED, type Shop, type Store } from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { demoShop } from '../test/demo-shop';
import { callJson } from '../test/session';

const { ctx, owner, staff } = demoShop();
/** The demo shop's general settings as seeded (db/seed-shop-general.ts). */
const DEMO_GENERAL_SETTINGS = {
  phone: '+31 10 414 2200',
  industry: 'apparel_accessories',
  address: {
    line: '12 Harbour Road',
    line2: '',
    city: 'Rotterdam',
    zip: '3011 AA',
    state: { code: 'NL-ZH', name: 'Zuid-Holland' },
    country: { alpha2: 'NL', name: 'Netherlands' },
  },
  home_title: 'Demo Shop: shoes, bags and clothes for every day',
  home_meta_description:
    'Everyday shoes, bags and clothes, shipped from Rotterdam and Leipzig, with a store in Baku.',
  social_sharing_image: null,
  maintenance_mode: false,
  maintenance_message: '',
  storefront_password: null,
  social_profiles: {
    facebook: 'https://www.facebook.com/demoshop',
    instagram: 'https://www.instagram.com/demoshop',
    x: null,
    tiktok: null,
    youtube: null,
    pinterest: null,
    linkedin: null,
  },
  timezone: 'Europe/Amsterdam',
  unit_system: 'metric',
  weight_unit: 'kg',
};

const shop = async (session = owner) =>
  (await callJson<Shop>(ctx, 'GET', 'shop', { session })).body;

describe('GET shop', () => {
  it('returns the session shop with currency and wallet', async () => {
    expect(await shop(staff)).toEqual({
      id: 'shop_demo',
      name: 'Demo Shop',
      email: 'hello@demo-shop.test',
      currency: { id: 'usd', code: 'USD', symbol: '$', name: 'US Dollar', fraction_digits: 2 },
      tax_inclusion_status: 'inactive',
      tour_completed: false,
      has_wallet_card: true,
      wallet: { available_amount: 1_254_950 },
      website_selling_mode: 'online_store',
      admin_panel_logo: null,
      language: 'en',
      storefront_url: 'https://demo-shop.myshop.test',
      onboarding: { isEditable: true, list: ['create_store', 'create_card'] },
      owner: { name: 'Alex Morgan', email: 'owner@example.com' },
      ...DEMO_GENERAL_SETTINGS,
      updated_at: expect.any(Number),
    });
  });

  it('names the owner to staff, who cannot list the staff, and keeps naming them after a save', async () => {
    const owned = { name: 'Alex Morgan', email: 'owner@example.com' };
    expect((await shop(staff)).owner).toEqual(owned);
    // Staff lack the "staff" policy: the overlay's "who to ask" cannot come from the staff list.
    expect((await callJson(ctx, 'GET', 'settings/staff', { session: staff })).status).toBe(403);
    const saved = await callJson<Shop>(ctx, 'PUT', 'shop', {
      session: staff,
      body: { tour_completed: true, updated_at: (await shop(staff)).updated_at },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.owner).toEqual(owned);
  });
});

describe('PUT shop', () => {
  it('applies a partial update and moves updated_at forward', async () => {
    const before = await shop();
    const res = await callJson<Shop>(ctx, 'PUT', 'shop', {
      session: owner,
      body: { tax_inclusion_status: 'active', updated_at: before.updated_at },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...before,
      tax_inclusion_status: 'active',
      updated_at: res.body.updated_at,
    });
    expect(res.body.updated_at).toBeGreaterThan(before.updated_at);
  });

  it('answers 409 with the current shop when updated_at is stale, and changes nothing', async () => {
    const current = await shop();
    const res = await callJson<{ message: string; current: Shop }>(ctx, 'PUT', 'shop', {
      session: owner,
      body: { name: 'Overwritten', updated_at: current.updated_at - 1 },
    });
    expect(res.status).toBe(409);
    expect(res.body.current).toEqual(current);
    expect(await shop()).toEqual(current);
  });

  it('two saves in the same second are still two versions', async () => {
    const v0 = await shop();
    const first = await callJson<Shop>(ctx, 'PUT', 'shop', {
      session: owner,
      body: { name: 'A', updated_at: v0.updated_at },
    });
    expect(first.status).toBe(200);
    const second = await callJson(ctx, 'PUT', 'shop', {
      session: owner,
      body: { name: 'B', updated_at: v0.updated_at },
    });
    expect(second.status).toBe(409);
    const restored = await callJson(ctx, 'PUT', 'shop', {
      session: owner,
      body: { name: 'Demo Shop', updated_at: (await shop()).updated_at },
    });
    expect(restored.status).toBe(200);
  });

  it('answers 428 to a save that does not say which version it edits, and changes nothing', async () => {
    const before = await shop();
    for (const session of [owner, staff]) {
      const res = await callJson<{ message: string; errors: unknown[] }>(ctx, 'PUT', 'shop', {
        session,
        body: { name: 'Overwritten', tour_completed: true },
      });
      expect(res.status).toBe(428);
      expect(res.body).toEqual({
        message: VERSION_REQUIRED,
        errors: [{ field: 'updated_at', title: VERSION_REQUIRED }],
      });
    }
    expect(await shop()).toEqual(before);
  });

  it('lets staff save only tour completion', async () => {
    const res = await callJson<Shop>(ctx, 'PUT', 'shop', {
      session: staff,
      body: { tour_completed: true, updated_at: (await shop(staff)).updated_at },
    });
    expect(res.status).toBe(200);
    expect(res.body.tour_completed).toBe(true);
    const refused = await callJson(ctx, 'PUT', 'shop', {
      session: staff,
      body: { tour_completed: true, name: 'Mine', updated_at: res.body.updated_at },
    });
    expect(refused.status).toBe(403);
    expect((await shop()).name).toBe('Demo Shop');
  });

  it('takes only one of our uploads as the logo, or none, and changes nothing otherwise', async () => {
    const logo = '/uploads/2025/07/0a1b2c3d4e5f60718293a4b5c6d7e8f9.svg';
    const saved = await callJson<Shop>(ctx, 'PUT', 'shop', {
      session: owner,
      body: { admin_panel_logo: logo, updated_at: (await shop()).updated_at },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.admin_panel_logo).toBe(logo);
    for (const refused of [
      'javascript:alert(1)',
      'https://tracker.example.com/logo.png',
      '/uploads/2025/07/../../admin/index.html',
      `/uploads/2025/07/${'b'.repeat(900_000)}.png`,
    ]) {
      const res = await callJson(ctx, 'PUT', 'shop', {
        session: owner,
        body: { admin_panel_logo: refused, updated_at: saved.body.updated_at },
      });
      expect(res.status, refused.slice(0, 60)).toBe(422);
      expect(res.body).toMatchObject({ errors: [{ field: 'admin_panel_logo' }] });
      if (refused.length < 1000) {
        expect(res.body).toMatchObject({ errors: [{ title: UPLOAD_SRC_INVALID }] });
      }
    }
    expect(await shop()).toEqual(saved.body);
    const removed = await callJson<Shop>(ctx, 'PUT', 'shop', {
      session: owner,
      body: { admin_panel_logo: null, updated_at: saved.body.updated_at },
    });
    expect(removed.body.admin_panel_logo).toBeNull();
  });

  it('validates every field', async () => {
    const res = await callJson(ctx, 'PUT', 'shop', {
      session: owner,
      body: {
        name: '',
        email: 'x',
        website_selling_mode: 'market',
        tour_completed: 'yes',
        updated_at: (await shop()).updated_at,
      },
    });
    expect(res.status).toBe(422);
    expect((res.body as { errors: { field: string }[] }).errors.map((e) => e.field).sort()).toEqual(
      ['email', 'name', 'tour_completed', 'website_selling_mode'],
    );
  });
});

describe('GET stores', () => {
  it("lists the account's stores and marks the current one", async () => {
    const res = await callJson<{ items: Store[] }>(ctx, 'GET', 'stores', { session: owner });
    expect(res.body.items).toEqual([
      expect.objectContaining({
        id: 'shop_demo',
        host: 'demo-shop.myshop.test',
        name: 'Demo Shop',
        current: true,
      }),
      expect.objectContaining({
        id: 'shop_outlet',
        host: 'demo-outlet.myshop.test',
        name: 'Demo Outlet',
        website_selling_mode: 'sell_by_link',
        current: false,
      }),
    ]);
    const staffStores = await callJson<{ items: Store[] }>(ctx, 'GET', 'stores', {
      session: staff,
    });
    expect(staffStores.body.items.map((s) => s.id)).toEqual(['shop_demo']);
  });
});
