import {
  NAVIGATION_MESSAGES,
  paths,
  SLUG_PATTERN_MESSAGE,
  SLUG_TOO_SHORT,
  VERSION_REQUIRED,
  type CreatePageBody,
  type OnlineStorePage,
  type OnlineStorePageList,
  type UpdatePageBody,
} from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_SHOP_ID, DEMO_STAFF, OUTLET_SHOP_ID } from '../db/seed';
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
  current?: OnlineStorePage;
}

const call = <T = OnlineStorePage & Refusal>(
  method: string,
  path: string,
  options: Omit<CallOptions, 'session'> & { session?: Session } = {},
) => callJson<T>(ctx, method, path, { session: owner, ...options });

async function create(body: CreatePageBody): Promise<OnlineStorePage> {
  const res = await call('POST', paths.navigationPages, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const bodyOf = (page: OnlineStorePage): UpdatePageBody => ({
  title: page.title,
  handle: page.handle,
  body_html: page.body_html,
  seo_title: page.seo_title,
  seo_description: page.seo_description,
  visible: page.visible,
  updated_at: page.updated_at,
});

async function pageByHandle(handle: string, shopId = DEMO_SHOP_ID): Promise<OnlineStorePage> {
  const [row] = await ctx.db.query<{ id: string }>(
    'SELECT id FROM online_store_pages WHERE shop_id = $1 AND handle = $2',
    [shopId, handle],
  );
  const res = await call('GET', paths.navigationPage(row!.id));
  expect(res.status).toBe(200);
  return res.body;
}

describe('navigations/pages: who may call', () => {
  it('answers 401 without a token and 403 to the staff member who lacks `theme`', async () => {
    const page = await pageByHandle('about-us');
    const calls: [string, string, unknown?][] = [
      ['GET', paths.navigationPages],
      ['GET', paths.navigationPagesCount],
      ['POST', paths.navigationPages, { title: 'Sneaky page' }],
      ['GET', paths.navigationPage(page.id)],
      ['PUT', paths.navigationPage(page.id), { ...bodyOf(page), title: 'Hacked' }],
      ['DELETE', paths.navigationPage(page.id)],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await callJson(ctx, method, path, {
        session: { ...owner, accessToken: '' },
        body,
      });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const refused = await callJson(ctx, method, path, { session: staff, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
    }
    expect(await pageByHandle('about-us')).toEqual(page);
  });
});

describe('GET navigations/pages', () => {
  it('lists the newest first (§9), searches title and handle, and counts', async () => {
    const res = await call<OnlineStorePageList>('GET', paths.navigationPages);
    expect(res.status).toBe(200);
    const handles = res.body.items.map((p) => p.handle);
    expect(handles.slice(0, 3)).toEqual(['size-guide', 'shipping-policy', 'about-us']);
    expect(res.body.items[0]).not.toHaveProperty('body_html');

    const found = await call<OnlineStorePageList>('GET', paths.navigationPages, {
      query: { q: 'SHIPPING' },
    });
    expect(found.body.items.map((p) => p.title)).toEqual(['Shipping policy']);
    const count = await call<{ count: number }>('GET', paths.navigationPagesCount, {
      query: { q: 'about' },
    });
    expect(count.body).toEqual({ count: 1 });

    const next = await call<OnlineStorePageList>('GET', paths.navigationPages, {
      query: { limit: 1, starting_after: res.body.items[0]!.id },
    });
    expect(next.body.items[0]?.handle).toBe(handles[1]);
  });
});

describe('POST navigations/pages', () => {
  it('makes the handle from the title when none is sent, unique in the shop', async () => {
    const first = await create({ title: 'Returns & Refunds' });
    expect(first).toMatchObject({
      handle: 'returns-refunds',
      visible: true,
      body_html: '',
      seo_title: '',
    });
    const second = await create({ title: 'Returns & refunds' });
    expect(second.handle).toBe('returns-refunds-2');
    expect((await create({ title: 'FAQ' })).handle).toBe('faq-page');
    expect((await create({ title: 'Əlaqə ünvanı' })).handle).toBe('elaqe-unvani');
  });

  it('refuses a taken handle with "URL already taken" and a handle against the slug rule', async () => {
    const taken = await call('POST', paths.navigationPages, {
      body: { title: 'Another about', handle: ' About-Us ' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual([
      { field: 'handle', title: NAVIGATION_MESSAGES.handleTaken },
    ]);
    expect(NAVIGATION_MESSAGES.handleTaken).toBe('URL already taken');

    const short = await call('POST', paths.navigationPages, {
      body: { title: 'Short', handle: 'abc' },
    });
    expect(short.body.errors).toEqual([{ field: 'handle', title: SLUG_TOO_SHORT }]);
    const pattern = await call('POST', paths.navigationPages, {
      body: { title: 'Pattern', handle: 'two--dashes' },
    });
    expect(pattern.body.errors).toEqual([{ field: 'handle', title: SLUG_PATTERN_MESSAGE }]);
    const empty = await call('POST', paths.navigationPages, { body: { title: '  ' } });
    expect(empty.body.errors).toEqual([{ field: 'title', title: 'Required' }]);

    // A free one is saved as typed (lowercased).
    const free = await create({ title: 'Contact', handle: 'Contact-Us' });
    expect(free.handle).toBe('contact-us');
  });

  it('keeps only the allowed markup of the content: no script, handler or javascript: link', async () => {
    const page = await create({
      title: '<script>alert(1)</script>Care',
      body_html:
        '<p onclick="alert(1)">Wash <strong>cold</strong></p><script>alert(2)</script>' +
        '<img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a>',
      seo_title: '"><script>alert(5)</script>',
      seo_description: '<img src=x onerror=alert(6)>',
    });
    expect(page.body_html).toBe(
      '<p>Wash <strong>cold</strong></p><a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    // Plain-text fields are stored as typed and escaped wherever they are shown.
    expect(page.title).toBe('<script>alert(1)</script>Care');
    expect(page.handle).toBe('script-alert-1-script-care');
  });
});

describe('PUT and DELETE navigations/pages/{pageId}', () => {
  it('saves the whole page, refuses a handle another page has, and a stale version', async () => {
    const page = await create({ title: 'Gift cards', body_html: '<p>Old</p>' });
    const saved = await call('PUT', paths.navigationPage(page.id), {
      body: {
        ...bodyOf(page),
        title: 'Gift cards and vouchers',
        handle: 'gift-cards-vouchers',
        body_html: '<p>New</p>',
        seo_title: 'Gift cards',
        seo_description: 'Give a gift card.',
        visible: false,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      handle: 'gift-cards-vouchers',
      body_html: '<p>New</p>',
      visible: false,
    });
    // Saving it under its own handle is fine.
    const same = await call('PUT', paths.navigationPage(page.id), { body: bodyOf(saved.body) });
    expect(same.status).toBe(200);

    const taken = await call('PUT', paths.navigationPage(page.id), {
      body: { ...bodyOf(same.body), handle: 'shipping-policy' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual([{ field: 'handle', title: 'URL already taken' }]);

    const stale = await call('PUT', paths.navigationPage(page.id), {
      body: { ...bodyOf(same.body), updated_at: same.body.updated_at - 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current?.title).toBe('Gift cards and vouchers');

    const { updated_at: _, ...unversioned } = bodyOf(same.body);
    const noVersion = await call('PUT', paths.navigationPage(page.id), { body: unversioned });
    expect(noVersion.status).toBe(428);
    expect(noVersion.body.message).toBe(VERSION_REQUIRED);
  });

  it("deletes a page, then answers 404; another shop's page is not found", async () => {
    const page = await create({ title: 'Temporary page' });
    expect((await call('DELETE', paths.navigationPage(page.id))).status).toBe(204);
    expect((await call('GET', paths.navigationPage(page.id))).status).toBe(404);
    expect((await call('DELETE', paths.navigationPage(page.id))).status).toBe(404);
    const [outlet] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM online_store_pages WHERE shop_id = $1 LIMIT 1',
      [OUTLET_SHOP_ID],
    );
    expect((await call('GET', paths.navigationPage(outlet!.id))).status).toBe(404);
    const put = await call('PUT', paths.navigationPage(outlet!.id), {
      body: { title: 'Mine now', handle: 'mine-now', updated_at: 1 },
    });
    expect(put.status).toBe(404);
  });
});
