import {
  COLOR_INVALID,
  UPLOAD_SRC_INVALID,
  VERSION_REQUIRED,
  type Brand,
  type Shop,
  type StoreList,
} from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID, OUTLET_SHOP_ID } from '../db/seed';
import { demoShop, type Refused } from '../test/demo-shop';

// The demo staff member holds `product` and `order`, not `brand`.
const { ctx, owner, staff, call } = demoShop<Brand & Refusal>();

type Refusal = Refused<Brand>;

const brand = async () => (await call('GET', 'settings/brand')).body;
const shop = async () => (await call<Shop>('GET', 'shop')).body;

/** The public address of one of a shop's uploads. */
async function uploadOf(shopId: string, offset = 0): Promise<string> {
  const [row] = await ctx.db.query<{ key: string }>(
    'SELECT storage_key AS key FROM uploads WHERE shop_id = $1 ORDER BY id LIMIT 1 OFFSET $2',
    [shopId, offset],
  );
  return `/uploads/${row!.key}`;
}

function edit(current: Brand, change: Partial<Brand>) {
  const { updated_at, ...fields } = { ...current, ...change };
  return { ...fields, updated_at };
}

describe('GET settings/brand', () => {
  it("is the demo shop's brand, its logo the shop's admin_panel_logo", async () => {
    expect(await brand()).toEqual({
      logo: null,
      cover_image: null,
      primary_color: '#0f766e',
      accent_color: '#c2410c',
      slogan: 'Everyday goods, made to last',
      short_description:
        'Demo Shop sells durable home and outdoor goods from small makers, shipped the same day.',
      updated_at: expect.any(Number),
    });
  });

  it('answers 401 without a session and 403 to a member without the brand policy', async () => {
    const before = await brand();
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', edit(before, { slogan: 'Staff was here' })],
    ] as const) {
      const anonymous = await call(method, 'settings/brand', {
        session: { ...owner, accessToken: '' },
        body,
      });
      expect(anonymous.status, method).toBe(401);
      const refused = await call(method, 'settings/brand', { session: staff, body });
      expect(refused.status, method).toBe(403);
      expect(refused.body.message).toContain('brand');
    }
    expect(await brand()).toEqual(before);
  });
});

describe('PUT settings/brand', () => {
  it('saves the brand, trimmed and lowercased; the logo becomes the shop’s at once', async () => {
    const before = await brand();
    const shopBefore = await shop();
    const [logo, cover] = [await uploadOf(DEMO_SHOP_ID, 0), await uploadOf(DEMO_SHOP_ID, 1)];
    ctx.clock.advance(60);
    const res = await call('PUT', 'settings/brand', {
      body: edit(before, {
        logo,
        cover_image: cover,
        primary_color: ' #1A7F5A ',
        accent_color: '#FFCC00',
        slogan: '  Made by hand  ',
        short_description: ' Small batches. ',
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      logo,
      cover_image: cover,
      primary_color: '#1a7f5a',
      accent_color: '#ffcc00',
      slogan: 'Made by hand',
      short_description: 'Small batches.',
      updated_at: expect.any(Number),
    });
    expect(res.body.updated_at).toBeGreaterThan(before.updated_at);
    expect(await brand()).toEqual(res.body);
    // Every user's sidebar reads the logo from the shop; the shop's own version stays.
    const after = await shop();
    expect(after.admin_panel_logo).toBe(logo);
    expect(after.updated_at).toBe(shopBefore.updated_at);
    const stores = (await call<StoreList>('GET', 'stores')).body.items;
    expect(stores.find((s) => s.current)?.admin_panel_logo).toBe(logo);

    // Back to the default logo.
    const cleared = await call('PUT', 'settings/brand', {
      body: edit(res.body, { logo: null, cover_image: null }),
    });
    expect(cleared.status).toBe(200);
    expect((await shop()).admin_panel_logo).toBeNull();
  });

  it('answers 422 on each field and changes nothing', async () => {
    const before = await brand();
    const foreign = await uploadOf(OUTLET_SHOP_ID);
    const cases: [Partial<Record<keyof Brand, unknown>>, { field: string; title: string }[]][] = [
      [{ primary_color: 'teal' }, [{ field: 'primary_color', title: COLOR_INVALID }]],
      [{ primary_color: '#12345' }, [{ field: 'primary_color', title: COLOR_INVALID }]],
      [{ accent_color: '#1234567' }, [{ field: 'accent_color', title: COLOR_INVALID }]],
      [{ accent_color: 'x'.repeat(10_000) }, [{ field: 'accent_color', title: COLOR_INVALID }]],
      [{ slogan: 's'.repeat(81) }, [{ field: 'slogan', title: 'At most 80 characters' }]],
      [
        { short_description: 'd'.repeat(301) },
        [{ field: 'short_description', title: 'At most 300 characters' }],
      ],
      [
        { logo: 'https://tracker.example.com/pixel.png' },
        [{ field: 'logo', title: UPLOAD_SRC_INVALID }],
      ],
      [
        { cover_image: 'javascript:alert(1)' },
        [{ field: 'cover_image', title: UPLOAD_SRC_INVALID }],
      ],
      // The right shape, but another shop's upload, or none at all.
      [
        { logo: foreign, cover_image: '/uploads/2025/01/nothing-here.png' },
        [
          { field: 'logo', title: 'Unknown image' },
          { field: 'cover_image', title: 'Unknown image' },
        ],
      ],
      [{ slogan: undefined }, [{ field: 'slogan', title: expect.any(String) }]],
    ];
    for (const [change, errors] of cases) {
      const res = await call('PUT', 'settings/brand', {
        body: edit(before, change as Partial<Brand>),
      });
      expect(res.status, JSON.stringify(change).slice(0, 80)).toBe(422);
      expect(res.body).toEqual({ message: 'Validation failed', errors });
    }
    expect(await brand()).toEqual(before);
    expect((await shop()).admin_panel_logo).toBeNull();
  });

  it('answers 409 with the brand as saved when the version is stale, 428 without one', async () => {
    const before = await brand();
    ctx.clock.advance(60);
    const theirs = await call('PUT', 'settings/brand', {
      body: edit(before, { slogan: 'Theirs' }),
    });
    expect(theirs.status).toBe(200);
    const mine = await call('PUT', 'settings/brand', { body: edit(before, { slogan: 'Mine' }) });
    expect(mine.status).toBe(409);
    expect(mine.body.current).toEqual(theirs.body);
    const { updated_at: _version, ...unversioned } = edit(theirs.body, { slogan: 'Mine' });
    const missing = await call('PUT', 'settings/brand', { body: unversioned });
    expect(missing.status).toBe(428);
    expect(missing.body.errors).toEqual([{ field: 'updated_at', title: VERSION_REQUIRED }]);
    expect((await brand()).slogan).toBe('Theirs');
  });
});
