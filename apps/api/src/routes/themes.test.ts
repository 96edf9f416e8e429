import {
  API_BASE,
  THEME_MESSAGES,
  THEME_PREVIEW_TTL_SECONDS,
  themePaths,
  VERSION_REQUIRED,
  XSRF_COOKIE,
  XSRF_HEADER,
  type ThemeCustomize,
  type ThemeList,
  type ThemePreview,
  type UploadResponse,
} from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_SHOP_ID, DEMO_STAFF, OUTLET_SHOP_ID } from '../db/seed';
import { installThemes } from '../repos/themes';
import { createTestContext, type TestContext } from '../test/context';
import { callJson, signIn, type CallOptions, type Session } from '../test/session';

let ctx: TestContext;
let owner: Session;
/** The demo staff member: `product` and `order`, no `theme`. */
let staff: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
  staff = await signIn(ctx, DEMO_STAFF.email, DEMO_STAFF.password);
});
afterAll(() => ctx.close());

interface Refusal {
  message: string;
  errors: { field: string; title: string }[];
  current?: ThemeCustomize;
}

const call = <T>(
  method: string,
  path: string,
  options: Omit<CallOptions, 'session'> & { session?: Session } = {},
) => callJson<T & Refusal>(ctx, method, path, { session: owner, ...options });

const themes = async () => (await call<ThemeList>('GET', themePaths.themes)).body;
const byHandle = async (handle: string) => {
  const found = (await themes()).items.find((t) => t.handle === handle);
  expect(found, handle).toBeDefined();
  return found!;
};
const customize = async (id: string) =>
  (await call<ThemeCustomize>('GET', themePaths.themeCustomize(id))).body;

/** The storefront's HTML as a visitor gets it (no session). */
const storefront = async (path: string) => {
  const res = await ctx.app.request(path);
  return { status: res.status, html: await res.text(), res };
};

describe('GET themes', () => {
  it('lists the seeded themes, one live, with the storefront address', async () => {
    const list = await themes();
    expect(list.items.map((t) => t.handle).sort()).toEqual(['harbor', 'meadow', 'noir']);
    expect(list.items.filter((t) => t.live).map((t) => t.handle)).toEqual(['harbor']);
    expect(list.items[0]!.live).toBe(true);
    expect(list.storefront_url).toBe(`/store/${DEMO_SHOP_ID}/`);
    for (const theme of list.items) {
      expect(theme.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(theme.has_unpublished_changes).toBe(false);
      const image = await ctx.app.request(theme.preview_image);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
    }
  });

  it('installs the themes of a shop that has none on its first visit', async () => {
    await ctx.db.query('DELETE FROM themes WHERE shop_id = $1', [OUTLET_SHOP_ID]);
    const [shop] = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM themes WHERE shop_id = $1',
      [OUTLET_SHOP_ID],
    );
    expect(shop!.n).toBe(0);
    // The owner's token is for the demo shop; the storefront of the outlet still renders (defaults).
    const page = await storefront(`/store/${OUTLET_SHOP_ID}/`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('theme-harbor');
  });

  it('refuses the staff member without the theme policy', async () => {
    for (const [method, path] of [
      ['GET', themePaths.themes],
      ['GET', themePaths.themeCustomize('thm_x')],
      ['POST', themePaths.themeActivate('thm_x')],
      ['POST', themePaths.theme('thm_x')],
      ['POST', themePaths.themePublish('thm_x')],
      ['POST', themePaths.themePreview('thm_x')],
    ] as const) {
      const { status } = await call(method, path, {
        session: staff,
        ...(method === 'POST' ? { body: {} } : {}),
      });
      expect(status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('GET themes/{id}/customize', () => {
  it('gives the schema, the draft, the published values and a signed preview URL', async () => {
    const harbor = await byHandle('harbor');
    const theme = await customize(harbor.id);
    expect(theme.schema.sections.map((s) => s.id)).toContain('colors');
    expect(theme.settings.sections.colors!.background).toBe('#ffffff');
    expect(theme.settings).toEqual(theme.published_settings);
    // The seed points the featured collection and product at the catalog: the pickers get titles.
    expect(theme.references.collections).toHaveLength(1);
    expect(theme.references.products).toHaveLength(1);
    const now = Math.floor(ctx.clock.now() / 1000);
    expect(theme.preview.expires_at).toBe(now + THEME_PREVIEW_TTL_SECONDS);
    expect(theme.preview.url).toBe(
      `/store/${DEMO_SHOP_ID}/?preview=${encodeURIComponent(theme.preview.token)}`,
    );
  });

  it('answers 404 for another shop’s theme and an unknown one', async () => {
    await installThemes(ctx.db, OUTLET_SHOP_ID, Math.floor(ctx.clock.now() / 1000));
    const [outlet] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM themes WHERE shop_id = $1 LIMIT 1',
      [OUTLET_SHOP_ID],
    );
    expect((await call('GET', themePaths.themeCustomize(outlet!.id))).status).toBe(404);
    expect((await call('GET', themePaths.themeCustomize('thm_nope'))).status).toBe(404);
  });
});

describe('save, publish, activate', () => {
  it('saves a draft the storefront does not show, and the preview does', async () => {
    const harbor = await byHandle('harbor');
    const theme = await customize(harbor.id);
    const settings = structuredClone(theme.settings);
    settings.sections.colors!.background = '#FAF0E6';
    settings.sections.hero!.heading = 'Draft heading';
    const saved = await call<ThemeCustomize>('POST', themePaths.theme(harbor.id), {
      body: { settings, updated_at: theme.theme.updated_at },
    });
    expect(saved.status).toBe(200);
    // Colours are kept lower-cased, as the colour field gives them.
    expect(saved.body.settings.sections.colors!.background).toBe('#faf0e6');
    expect(saved.body.published_settings.sections.colors!.background).toBe('#ffffff');
    expect(saved.body.theme.has_unpublished_changes).toBe(true);
    expect(saved.body.theme.updated_at).toBeGreaterThan(theme.theme.updated_at);

    const live = await storefront(`/store/${DEMO_SHOP_ID}/`);
    expect(live.html).not.toContain('Draft heading');
    expect(live.html).toContain('--colors-background:#ffffff');
    const preview = await storefront(saved.body.preview.url);
    expect(preview.html).toContain('Draft heading');
    expect(preview.html).toContain('--colors-background:#faf0e6');
    expect(preview.res.headers.get('cache-control')).toBe('no-store');

    // The version loaded before the save is stale now: 409 with the theme as it is.
    const stale = await call('POST', themePaths.theme(harbor.id), {
      body: { settings, updated_at: theme.theme.updated_at },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current!.settings.sections.hero!.heading).toBe('Draft heading');
    const missing = await call('POST', themePaths.theme(harbor.id), { body: { settings } });
    expect(missing.status).toBe(428);
    expect(missing.body.message).toBe(VERSION_REQUIRED);

    // Publish: the storefront shows it.
    const published = await call<ThemeCustomize>('POST', themePaths.themePublish(harbor.id), {
      body: { settings: saved.body.settings, updated_at: saved.body.theme.updated_at },
    });
    expect(published.status).toBe(200);
    expect(published.body.theme.has_unpublished_changes).toBe(false);
    expect(published.body.theme.published_at).not.toBeNull();
    const after = await storefront(`/store/${DEMO_SHOP_ID}/`);
    expect(after.html).toContain('Draft heading');
  });

  it('refuses values the schema does not allow, each on its field', async () => {
    const harbor = await byHandle('harbor');
    const theme = await customize(harbor.id);
    const settings = structuredClone(theme.settings);
    settings.sections.colors!.accent = 'blue';
    settings.sections.typography!.base_size = 99;
    settings.sections.header!.layout = 'diagonal';
    settings.sections.hero!.button_link = 'javascript:alert(1)';
    settings.sections.featured_collection!.collection = 'col_nope';
    settings.sections.hero!.image = '/uploads/2020/01/not-ours.png';
    settings.sections.colors!.unknown = 'x';
    settings.section_order = ['hero'];
    const { status, body } = await call('POST', themePaths.theme(harbor.id), {
      body: { settings, updated_at: theme.theme.updated_at },
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'settings.sections.colors.accent', title: THEME_MESSAGES.color },
        { field: 'settings.sections.typography.base_size', title: THEME_MESSAGES.range },
        { field: 'settings.sections.header.layout', title: THEME_MESSAGES.option },
        { field: 'settings.sections.hero.button_link', title: THEME_MESSAGES.link },
        { field: 'settings.sections.colors.unknown', title: THEME_MESSAGES.unknownSetting },
        { field: 'settings.section_order', title: THEME_MESSAGES.sectionOrder },
      ]),
    );
    // The references are checked once the values are well-formed.
    const refs = structuredClone(theme.settings);
    refs.sections.featured_collection!.collection = 'col_nope';
    refs.sections.hero!.image = '/uploads/2020/01/not-ours.png';
    const second = await call('POST', themePaths.theme(harbor.id), {
      body: { settings: refs, updated_at: theme.theme.updated_at },
    });
    expect(second.status).toBe(422);
    expect(second.body.errors).toEqual(
      expect.arrayContaining([
        {
          field: 'settings.sections.featured_collection.collection',
          title: THEME_MESSAGES.unknownCollection,
        },
        { field: 'settings.sections.hero.image', title: THEME_MESSAGES.unknownImage },
      ]),
    );
  });

  it('keeps a saved order of the home sections and renders them in it', async () => {
    const noir = await byHandle('noir');
    const theme = await customize(noir.id);
    const settings = structuredClone(theme.settings);
    settings.section_order = [...settings.section_order].reverse();
    const saved = await call<ThemeCustomize>('POST', themePaths.theme(noir.id), {
      body: { settings, updated_at: theme.theme.updated_at },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.section_order).toEqual(settings.section_order);
    const html = (await storefront(saved.body.preview.url)).html;
    const positions = settings.section_order.map((id) => html.indexOf(`data-section-id="${id}"`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('activates another theme: the storefront changes, one theme stays live', async () => {
    const noir = await byHandle('noir');
    const { status, body } = await call<ThemeList>('POST', themePaths.themeActivate(noir.id));
    expect(status).toBe(200);
    expect(body.items.filter((t) => t.live).map((t) => t.handle)).toEqual(['noir']);
    const html = (await storefront(`/store/${DEMO_SHOP_ID}/`)).html;
    expect(html).toContain('theme-noir');
    expect(html).toContain('/store/assets/themes/noir/theme.css');
    // Noir's own product card replaces the shared one.
    expect(html).toContain('card--noir');
    // Back, so the other tests see the seeded state.
    await call('POST', themePaths.themeActivate((await byHandle('harbor')).id));
  });

  it('gives a fresh preview token; an expired or forged one shows the live storefront', async () => {
    const meadow = await byHandle('meadow');
    const { body } = await call<ThemePreview>('POST', themePaths.themePreview(meadow.id));
    expect((await storefront(body.url)).html).toContain('theme-meadow');
    const forged = body.url.replace(/.(?=$)/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await storefront(forged)).html).toContain('theme-harbor');
    ctx.clock.advance(THEME_PREVIEW_TTL_SECONDS + 1);
    const expired = await storefront(body.url);
    expect(expired.html).toContain('theme-harbor');
    expect(expired.html).not.toContain('preview.js');
    // The sessions' access tokens expired with it: the next tests sign in again.
    owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
    staff = await signIn(ctx, DEMO_STAFF.email, DEMO_STAFF.password);
  });
});

describe('theme images', () => {
  const png = () => {
    // A 1x1 PNG, padded past the gallery's 2 MB by a trailing chunk-free tail the sniffer ignores.
    const head = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    return head;
  };
  const upload = async (session: Session, kind: string, bytes: Buffer) => {
    const body = new FormData();
    body.append('file', new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' }));
    body.append('kind', kind);
    const res = await ctx.app.request(`${API_BASE}/uploads`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${session.accessToken}`,
        cookie: `${XSRF_COOKIE}=${session.xsrf}`,
        [XSRF_HEADER]: session.xsrf,
      },
      body,
    });
    return { status: res.status, body: (await res.json()) as UploadResponse & Refusal };
  };

  it('takes a theme image of up to 5 MB and refuses more with the spec’s message', async () => {
    const small = await upload(owner, 'theme', png());
    expect(small.status).toBe(201);
    const big = Buffer.concat([png(), Buffer.alloc(5_000_001)]);
    const tooBig = await upload(owner, 'theme', big);
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors).toEqual([{ field: 'file', title: 'Max size must be 5 MB.' }]);

    // The uploaded image is one of the shop's: a theme setting may name it.
    const harbor = await byHandle('harbor');
    const theme = await customize(harbor.id);
    const settings = structuredClone(theme.settings);
    settings.sections.header!.logo = small.body.src;
    const saved = await call<ThemeCustomize>('POST', themePaths.theme(harbor.id), {
      body: { settings, updated_at: theme.theme.updated_at },
    });
    expect(saved.status).toBe(200);
    expect((await storefront(saved.body.preview.url)).html).toContain(`src="${small.body.src}"`);
  });

  it('needs the theme policy for a theme image (the staff member has product only)', async () => {
    expect((await upload(staff, 'theme', png())).status).toBe(403);
    expect((await upload(staff, 'image', png())).status).toBe(201);
  });
});
