import { themePaths, type ThemeCustomize, type ThemeList } from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_SHOP_ID } from '../db/seed';
import { createTestContext, type TestContext } from '../test/context';
import { callJson, signIn, type Session } from '../test/session';

/**
 * The storefront as a visitor sees it: pages, menus, the CSP, and merchant text that can never run.
 * Every text field a merchant (or anyone with the database) can fill holds a script payload; the
 * rendered pages carry it only as text.
 */
let ctx: TestContext;
let owner: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
});
afterAll(() => ctx.close());

const ROOT = `/store/${DEMO_SHOP_ID}/`;
const visit = async (path: string) => {
  const res = await ctx.app.request(path);
  return { status: res.status, html: await res.text(), res };
};

const PAYLOAD = `"><script>alert(1)</script><img src=x onerror=alert(1)><svg onload=alert(1)>`;
const LINK_PAYLOAD = 'javascript:alert(1)';

/** Every attribute of every tag, as a browser tokenises them (quoted values may hold `>`). */
function attributes(html: string): [string, string][] {
  const tags = html.matchAll(
    /<[a-zA-Z][^\s/>]*((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g,
  );
  const out: [string, string][] = [];
  for (const tag of tags)
    for (const a of tag[1]!.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g))
      out.push([a[1]!.toLowerCase(), a[2] ?? a[3] ?? a[4] ?? '']);
  return out;
}

/** What a page may hold as script: the preview's data block and preview.js, nothing else. */
function expectInert(html: string, where: string): void {
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
  for (const tag of scripts)
    expect(
      tag === '<script type="application/json" id="theme-preview-map">' ||
        tag === '<script src="/store/assets/preview.js" defer>',
      `${where}: ${tag}`,
    ).toBe(true);
  // No element carries an event handler, no link or image runs script.
  for (const [name, value] of attributes(html)) {
    expect(name, `${where}: ${name}=${value}`).not.toMatch(/^on/i);
    if (name === 'href' || name === 'src')
      expect(value.trim(), `${where}: ${name}`).not.toMatch(/^javascript:/i);
  }
  // The payload arrived, as text.
  expect(html, where).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
}

describe('the storefront', () => {
  it('renders the home page with the header and footer menus and a strict CSP', async () => {
    const { status, html, res } = await visit(ROOT);
    expect(status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'none'");
    expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(html).toContain(`<style nonce="${nonce}">`);
    // The seeded menus: main-menu two levels deep, the footer's pages.
    expect(html).toMatch(/<nav class="site-nav"[\s\S]*menu--level-2[\s\S]*<\/nav>/);
    expect(html).toContain(`href="${ROOT}pages/about-us"`);
    expect(html).toMatch(/<nav class="footer-nav"[\s\S]*Shipping policy[\s\S]*<\/nav>/);
  });

  it('serves a product, a collection, a page, and a themed 404', async () => {
    const [product] = await ctx.db.query<{ id: string; title: string }>(
      `SELECT id, title FROM products WHERE shop_id = $1 AND status = 'active' ORDER BY id LIMIT 1`,
      [DEMO_SHOP_ID],
    );
    const page = await visit(`${ROOT}products/${product!.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('class="product__title"');
    const [collection] = await ctx.db.query<{ id: string; handle: string | null }>(
      `SELECT id, handle FROM collections WHERE shop_id = $1 AND status = 'active' ORDER BY id LIMIT 1`,
      [DEMO_SHOP_ID],
    );
    const list = await visit(`${ROOT}collections/${collection!.handle ?? collection!.id}`);
    expect(list.status).toBe(200);
    expect(list.html).toContain('class="collection__title"');
    expect((await visit(`${ROOT}pages/about-us`)).html).toContain('Who we are');
    const missing = await visit(`${ROOT}products/prd_nope`);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Page not found');
    expect((await visit('/store/shop_nope/')).status).toBe(404);
    // A hidden page is not served.
    await ctx.db.query(
      `UPDATE online_store_pages SET visible = false WHERE shop_id = $1 AND handle = 'size-guide'`,
      [DEMO_SHOP_ID],
    );
    expect((await visit(`${ROOT}pages/size-guide`)).status).toBe(404);
  });
});

describe('merchant text on the storefront', () => {
  it('keeps script payloads in every text field inert, on every page and in a preview', async () => {
    const db = ctx.db;
    const shop = DEMO_SHOP_ID;
    // Straight into the database: what the API would sanitise or refuse, the storefront still must not run.
    await db.query('UPDATE shops SET name = $2 WHERE id = $1', [shop, PAYLOAD]);
    const [product] = await db.query<{ id: string }>(
      `SELECT p.id FROM products p WHERE p.shop_id = $1 AND p.status = 'active'
         AND EXISTS (SELECT 1 FROM product_images pi WHERE pi.product_id = p.id)
         AND (SELECT count(*) FROM product_variants v WHERE v.product_id = p.id) > 1
       ORDER BY p.id LIMIT 1`,
      [shop],
    );
    await db.query(
      `UPDATE products SET title = $2, description_html = $2, meta_title = $2, meta_description = $2
       WHERE id = $1`,
      [product!.id, PAYLOAD],
    );
    await db.query(
      `UPDATE uploads SET descr = $2 WHERE id IN (SELECT upload_id FROM product_images WHERE product_id = $1)`,
      [product!.id, PAYLOAD],
    );
    await db.query(
      `UPDATE product_variants SET option_values = ARRAY[$2::text] WHERE product_id = $1`,
      [product!.id, PAYLOAD],
    );
    // An option's name is at most 50 characters (migration 002).
    await db.query(`UPDATE product_options SET name = $2 WHERE product_id = $1`, [
      product!.id,
      '<script>alert(1)</script>',
    ]);
    const [collection] = await db.query<{ id: string }>(
      `SELECT c.id FROM collections c WHERE c.shop_id = $1 AND c.status = 'active'
         AND c.collection_type = 'manual' ORDER BY c.id LIMIT 1`,
      [shop],
    );
    await db.query(
      `UPDATE collections SET title = $2, description_html = $2, meta_title = $2, meta_description = $2
       WHERE id = $1`,
      [collection!.id, PAYLOAD],
    );
    await db.query(
      `INSERT INTO collection_products (shop_id, collection_id, product_id, position)
       VALUES ($1, $2, $3, -1) ON CONFLICT DO NOTHING`,
      [shop, collection!.id, product!.id],
    );
    await db.query(
      `UPDATE online_store_pages SET title = $2, body_html = $2, seo_title = $2, seo_description = $2
       WHERE shop_id = $1 AND handle = 'about-us'`,
      [shop, PAYLOAD],
    );
    const item = (title: string, link: Record<string, string>) => ({
      id: `mni_${title.length}`,
      title,
      link,
      children: [],
    });
    await db.query(
      `UPDATE navigation_menus SET items = $2::jsonb WHERE shop_id = $1 AND handle = 'main-menu'`,
      [
        shop,
        JSON.stringify([
          {
            ...item(PAYLOAD, { type: 'home' }),
            children: [item(PAYLOAD, { type: 'url', url: '/pages/about-us' })],
          },
          item('Bad link', { type: 'url', url: LINK_PAYLOAD }),
          item(PAYLOAD, { type: 'url', url: `https://example.com/"><script>alert(1)</script>` }),
        ]),
      ],
    );

    // Every text and rich text setting of the live theme, through the API (rich text sanitised on
    // save), then straight into the database again (the renderer sanitises rich text once more).
    const { body: list } = await callJson<ThemeList>(ctx, 'GET', themePaths.themes, {
      session: owner,
    });
    const live = list.items.find((t) => t.live)!;
    const { body: theme } = await callJson<ThemeCustomize>(
      ctx,
      'GET',
      themePaths.themeCustomize(live.id),
      {
        session: owner,
      },
    );
    const settings = structuredClone(theme.settings);
    for (const section of theme.schema.sections)
      for (const setting of section.settings)
        if (setting.type === 'text' || setting.type === 'richtext')
          settings.sections[section.id]![setting.id] =
            setting.id === 'menu'
              ? 'main-menu'
              : PAYLOAD.slice(0, setting.type === 'text' ? (setting.max_length ?? 500) : 1000);
    settings.sections.featured_collection!.collection = collection!.id;
    settings.sections.featured_product!.product = product!.id;
    const link = await callJson(ctx, 'POST', themePaths.theme(live.id), {
      session: owner,
      body: {
        settings: {
          ...settings,
          sections: {
            ...settings.sections,
            hero: { ...settings.sections.hero, button_link: LINK_PAYLOAD },
          },
        },
        updated_at: theme.theme.updated_at,
      },
    });
    expect(link.status).toBe(422);
    const saved = await callJson<ThemeCustomize>(ctx, 'POST', themePaths.themePublish(live.id), {
      session: owner,
      body: { settings, updated_at: theme.theme.updated_at },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.sections.rich_text!.body).not.toContain('<script');
    await db.query(
      `UPDATE themes SET published_settings = jsonb_set(published_settings, '{sections,rich_text,body}', to_jsonb($2::text)),
         draft_settings = jsonb_set(draft_settings, '{sections,footer,text}', to_jsonb($2::text))
       WHERE id = $1`,
      [live.id, PAYLOAD],
    );

    const handle = collection!.id;
    const pages = {
      home: `${ROOT}`,
      product: `${ROOT}products/${product!.id}`,
      collection: `${ROOT}collections/${handle}`,
      page: `${ROOT}pages/about-us`,
      missing: `${ROOT}nothing-here`,
      preview: saved.body.preview.url,
    };
    for (const [where, path] of Object.entries(pages)) {
      const { html } = await visit(path);
      expectInert(html, where);
    }
    const home = (await visit(ROOT)).html;
    expect(home).not.toContain('Bad link');
  });
});
