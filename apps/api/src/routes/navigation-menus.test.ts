import {
  NAVIGATION_MESSAGES,
  paths,
  VERSION_REQUIRED,
  type Menu,
  type MenuList,
  type MenuItemInput,
  type UpdateMenuBody,
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
  current?: Menu;
}

const call = <T = Menu & Refusal>(
  method: string,
  path: string,
  options: Omit<CallOptions, 'session'> & { session?: Session } = {},
) => callJson<T>(ctx, method, path, { session: owner, ...options });

async function menuByHandle(handle: string, shopId = DEMO_SHOP_ID): Promise<Menu> {
  const [row] = await ctx.db.query<{ id: string }>(
    'SELECT id FROM navigation_menus WHERE shop_id = $1 AND handle = $2',
    [shopId, handle],
  );
  const res = await call('GET', paths.navigationMenu(row!.id));
  expect(res.status).toBe(200);
  return res.body;
}

async function firstId(
  table: 'collections' | 'products' | 'online_store_pages',
  shopId = DEMO_SHOP_ID,
) {
  const [row] = await ctx.db.query<{ id: string; title: string }>(
    `SELECT id, title FROM ${table} WHERE shop_id = $1 ORDER BY title, id LIMIT 1`,
    [shopId],
  );
  return row!;
}

const put = (menu: Menu, children: MenuItemInput[], over: Partial<UpdateMenuBody> = {}) =>
  call('PUT', paths.navigationMenu(menu.id), {
    body: { title: menu.title, children, updated_at: menu.updated_at, ...over },
  });

describe('navigations/menus: who may call', () => {
  it('answers 401 without a token and 403 to the staff member who lacks `theme`', async () => {
    const menu = await menuByHandle('footer');
    const calls: [string, string, unknown?][] = [
      ['GET', paths.navigationMenus],
      ['GET', paths.navigationMenusCount],
      ['GET', paths.navigationMenu(menu.id)],
      [
        'PUT',
        paths.navigationMenu(menu.id),
        { title: 'Hacked', children: [], updated_at: menu.updated_at },
      ],
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
    expect((await menuByHandle('footer')).title).toBe('Footer');
  });
});

describe('GET navigations/menus', () => {
  it('lists the newest first (§9), searches title and handle, pages and counts', async () => {
    const all = await call<MenuList>('GET', paths.navigationMenus);
    expect(all.status).toBe(200);
    expect(all.body.items.map((m) => m.handle)).toEqual(['footer', 'main-menu']);
    const main = all.body.items[1]!;
    expect(main.item_titles).toEqual(['Home', 'Shop', 'About us']);
    expect(main.items_count).toBeGreaterThan(main.item_titles.length);

    const found = await call<MenuList>('GET', paths.navigationMenus, { query: { q: 'MAIN' } });
    expect(found.body.items.map((m) => m.title)).toEqual(['Main menu']);
    const count = await call<{ count: number }>('GET', paths.navigationMenusCount, {
      query: { q: 'main' },
    });
    expect(count.body).toEqual({ count: 1 });

    const first = await call<MenuList>('GET', paths.navigationMenus, { query: { limit: 1 } });
    expect(first.body).toMatchObject({ has_more: true, items: [{ handle: 'footer' }] });
    const next = await call<MenuList>('GET', paths.navigationMenus, {
      query: { limit: 1, starting_after: first.body.items[0]!.id },
    });
    expect(next.body).toMatchObject({ has_more: false, items: [{ handle: 'main-menu' }] });

    const byTitle = await call<MenuList>('GET', paths.navigationMenus, {
      query: { sort: 'title:asc' },
    });
    expect(byTitle.body.items.map((m) => m.title)).toEqual(['Footer', 'Main menu']);
  });

  it('refuses an unknown sort with a field error', async () => {
    const res = await call('GET', paths.navigationMenus, { query: { sort: 'handle:asc' } });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]?.field).toBe('sort');
  });
});

describe('GET navigations/menus/{id}', () => {
  it("answers the seeded main menu two levels deep, with each link's target title", async () => {
    const menu = await menuByHandle('main-menu');
    expect(menu.items.map((i) => i.title)).toEqual(['Home', 'Shop', 'About us']);
    const shop = menu.items[1]!;
    expect(shop.children.length).toBeGreaterThan(0);
    const collection = shop.children.find((c) => c.link.type === 'collection')!;
    expect(collection.link.target_title).toBe(collection.title);
    expect(menu.items[2]!.link).toMatchObject({ type: 'page', target_title: 'About us' });
    expect(menu.items[0]!.link).toEqual({ type: 'home', target_title: null });
  });

  it("answers 404 for another shop's menu and for an unknown id", async () => {
    const [outlet] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM navigation_menus WHERE shop_id = $1 LIMIT 1',
      [OUTLET_SHOP_ID],
    );
    expect((await call('GET', paths.navigationMenu(outlet!.id))).status).toBe(404);
    expect((await call('GET', paths.navigationMenu('mnu_nope'))).status).toBe(404);
  });
});

describe('PUT navigations/menus/{id}', () => {
  it('saves the whole ordered tree: new items get ids, moved ones keep theirs', async () => {
    const menu = await menuByHandle('main-menu');
    const page = await firstId('online_store_pages');
    const collection = await firstId('collections');
    const home = menu.items[0]!;
    const res = await put(
      menu,
      [
        {
          title: 'Catalog',
          link: { type: 'collection', id: collection.id },
          children: [
            {
              title: 'Help',
              link: { type: 'url', url: 'https://help.example.com/a?b=1' },
              children: [
                { title: 'Home again', link: { type: 'home' } },
                { id: home.id, title: ' Start ', link: { type: 'home' } },
              ],
            },
          ],
        },
        { title: 'A page', link: { type: 'page', id: page.id } },
      ],
      { title: 'Header' },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.title).toBe('Header');
    expect(res.body.updated_at).toBeGreaterThanOrEqual(menu.updated_at);
    const [catalog, aPage] = res.body.items;
    expect(catalog!.link).toEqual({
      type: 'collection',
      id: collection.id,
      target_title: collection.title,
    });
    expect(catalog!.id).toMatch(/^mni_/);
    const help = catalog!.children[0]!;
    expect(help.children.map((c) => c.title)).toEqual(['Home again', 'Start']);
    expect(help.children[1]!.id).toBe(home.id);
    expect(aPage!.link.target_title).toBe(page.title);
    // What a later GET (and the storefront) reads is what was saved.
    expect(await menuByHandle('main-menu')).toEqual(res.body);
  });

  it('refuses a fourth level, a bad URL and a link to nothing, each at its field', async () => {
    const menu = await menuByHandle('footer');
    const deep = await put(menu, [
      {
        title: 'One',
        link: { type: 'home' },
        children: [
          {
            title: 'Two',
            link: { type: 'home' },
            children: [
              {
                title: 'Three',
                link: { type: 'home' },
                children: [{ title: 'Four', link: { type: 'home' } }],
              },
            ],
          },
        ],
      },
    ]);
    expect(deep.status).toBe(422);
    expect(deep.body.errors).toContainEqual({
      field: 'children.0.children.0.children.0.children',
      title: NAVIGATION_MESSAGES.tooDeep,
    });

    const bad = await put(menu, [
      { title: '', link: { type: 'url', url: 'javascript:alert(1)' } },
      { title: 'Spaces', link: { type: 'url', url: 'not a url' } },
      { title: 'Nothing', link: { type: 'collection', id: '' } },
    ]);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'children.0.title', title: 'Required' },
        { field: 'children.0.link.url', title: NAVIGATION_MESSAGES.urlOrPath },
        { field: 'children.1.link.url', title: NAVIGATION_MESSAGES.urlOrPath },
        { field: 'children.2.link.id', title: NAVIGATION_MESSAGES.chooseTarget },
      ]),
    );

    const outletProduct = await firstId('products', OUTLET_SHOP_ID);
    const missing = await put(menu, [
      { title: 'Fine', link: { type: 'url', url: '/collections/all' } },
      {
        title: 'Gone',
        link: { type: 'home' },
        children: [
          { title: 'Not ours', link: { type: 'product', id: outletProduct.id } },
          { title: 'Deleted', link: { type: 'page', id: 'pge_deleted' } },
        ],
      },
    ]);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([
      { field: 'children.1.children.0.link.id', title: NAVIGATION_MESSAGES.unknownProduct },
      { field: 'children.1.children.1.link.id', title: NAVIGATION_MESSAGES.unknownPage },
    ]);
    expect(await menuByHandle('footer')).toEqual(menu);
  });

  it('answers 409 with the current menu on a stale save, 428 without a version, 404 unknown', async () => {
    const menu = await menuByHandle('footer');
    const saved = await put(menu, [{ title: 'Only', link: { type: 'home' } }]);
    expect(saved.status).toBe(200);
    // The clock may not have moved: make the first save's version differ from the second's.
    const stale = await put({ ...menu, updated_at: menu.updated_at - 1 }, []);
    expect(stale.status).toBe(409);
    expect(stale.body.current?.items.map((i) => i.title)).toEqual(['Only']);

    const unversioned = await call('PUT', paths.navigationMenu(menu.id), {
      body: { title: 'x', children: [] },
    });
    expect(unversioned.status).toBe(428);
    expect(unversioned.body.message).toBe(VERSION_REQUIRED);

    const unknown = await call('PUT', paths.navigationMenu('mnu_nope'), {
      body: { title: 'x', children: [], updated_at: 1 },
    });
    expect(unknown.status).toBe(404);
  });
});
