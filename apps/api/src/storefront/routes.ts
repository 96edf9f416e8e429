import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultThemeSettings, THEME_PREVIEW_PARAM, type ThemeSettings } from '@shop/admin-api';
import { Hono, type Context } from 'hono';
import { nowSeconds } from '../clock';
import type { Deps } from '../http/env';
import { themeCatalog, themeDefinition, type ThemeDefinition } from './catalog';
import { cardView, homeSections, productView, resolveMenus, type MenuView } from './context';
import {
  collectionProducts,
  storeCollection,
  storePage,
  storeProduct,
  storeFront,
  type StoreShop,
} from './data';
import { storeWords } from './locales';
import {
  previewMap,
  renderTemplate,
  StoreUrls,
  templateSettings,
  themeCssVariables,
} from './render';
import { verifyPreviewToken } from './preview-token';

const ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');
/** Products on a collection page. */
const COLLECTION_PAGE_SIZE = 24;
const ASSET_TYPES: Record<string, string> = {
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  js: 'text/javascript; charset=utf-8',
};

/**
 * The storefront's CSP: nothing from elsewhere, no inline script at all, inline style only in the
 * one element carrying this response's nonce (the theme's colours and fonts). Script runs only in a
 * preview (the same-origin preview.js that applies the customize page's unsaved values). Framed only
 * by the same origin (the customize page's preview).
 */
function storefrontCsp(nonce: string, preview: boolean): string {
  return [
    "default-src 'none'",
    "img-src 'self' data:",
    `style-src 'self' 'nonce-${nonce}'`,
    preview ? "script-src 'self'" : "script-src 'none'",
    "font-src 'self'",
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const assetCache = new Map<string, Buffer>();
function readAsset(file: string): Buffer | null {
  let body = assetCache.get(file);
  if (body) return body;
  try {
    body = readFileSync(file);
  } catch {
    return null;
  }
  assetCache.set(file, body);
  return body;
}

function assetAnswer(c: Context, body: Buffer | null, ext: string): Response {
  if (!body) return c.text('Not found', 404);
  return c.body(new Uint8Array(body), 200, {
    'Content-Type': ASSET_TYPES[ext]!,
    'Cache-Control': 'public, max-age=300',
    'X-Content-Type-Options': 'nosniff',
    // An SVG opened by itself runs nothing.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
}

interface Resolved {
  shop: StoreShop;
  /** The header and footer menus, being resolved. */
  menus: Promise<MenuView[][]>;
  /** The settings as templates read them. */
  values: Record<string, Record<string, unknown>>;
  started: number;
  theme: ThemeDefinition;
  settings: ThemeSettings;
  urls: StoreUrls;
  preview: boolean;
}

/**
 * The storefront (DESIGN: the same server renders it): `/store/<shop id>/` home, `collections/<handle>`,
 * `products/<id>`, `pages/<handle>`, from the live theme's published settings, or with `?preview=` a
 * valid token's theme and its draft. Public: no session, no cookie read or set.
 */
export function storefrontRoutes({ db, clock, secret }: Deps): Hono {
  const app = new Hono();

  app.get('/assets/themes/:handle/:file', (c) => {
    const { handle, file } = c.req.param();
    const theme = themeDefinition(handle);
    const match = /^[a-z0-9-]+\.(css|svg)$/.exec(file);
    if (!theme || !match) return c.text('Not found', 404);
    return assetAnswer(c, readAsset(path.join(theme.dir, file)), match[1]!);
  });
  app.get('/assets/:file', (c) => {
    const match = /^[a-z0-9-]+\.(css|js)$/.exec(c.req.param('file'));
    if (!match) return c.text('Not found', 404);
    return assetAnswer(c, readAsset(path.join(ASSETS_DIR, match[0])), match[1]!);
  });

  /**
   * The shop, and the theme and values to render it with (one statement, storeFront); null: no such
   * shop. `started`: when the request reached the storefront (its Server-Timing).
   */
  const resolve = async (c: Context): Promise<Resolved | null> => {
    const started = performance.now();
    const shopId = c.req.param('shopId') ?? '';
    if (shopId.length > 64) return null;
    const token = c.req.query(THEME_PREVIEW_PARAM);
    const grant = token ? verifyPreviewToken(secret, token, shopId, nowSeconds(clock)) : null;
    const front = await storeFront(db, shopId, grant?.themeId ?? null);
    if (!front) return null;
    const row = front.theme;
    const known = row ? themeDefinition(row.handle) : undefined;
    // A shop whose themes were never installed (or whose theme left the server) shows the default
    // theme with its defaults.
    const theme = known ?? themeCatalog().find((t) => t.isDefault) ?? themeCatalog()[0]!;
    const settings = known && row ? row.settings : defaultThemeSettings(theme.schema);
    // An invalid or expired token shows the live storefront, with links that carry no token.
    const preview = !!(grant && row);
    const urls = new StoreUrls(shopId, preview ? token! : null);
    const values = templateSettings(theme.schema, settings, urls);
    // The menus' targets are read while the page reads its own records (render awaits them).
    const menus = resolveMenus(db, shopId, urls, front.menus, [
      stringOr(values.header?.menu, 'main-menu'),
      stringOr(values.footer?.menu, 'footer'),
    ]);
    // A page that fails before render still settles the promise (no unhandled rejection).
    menus.catch(() => undefined);
    return { shop: front.shop, menus, values, theme, settings, urls, preview, started };
  };

  const render = async (
    c: Context,
    r: Resolved,
    template: string,
    page: Record<string, unknown>,
    status: 200 | 404 = 200,
  ) => {
    const nonce = randomBytes(16).toString('base64');
    const values = r.values;
    const [header, footer] = await r.menus;
    const liquidStarted = performance.now();
    const scope = {
      ...page,
      shop: { name: r.shop.name, url: r.urls.to() },
      settings: values,
      css_variables: themeCssVariables(r.theme.schema, r.settings),
      header_menu: header,
      footer_menu: footer,
      t: storeWords(r.shop.language),
      lang: r.shop.language,
      csp_nonce: nonce,
      preview: r.preview,
      preview_map: r.preview ? previewMap(r.theme.schema) : null,
      assets: {
        base_css: '/store/assets/base.css',
        theme_css: `/store/assets/themes/${r.theme.handle}/theme.css`,
        preview_js: '/store/assets/preview.js',
      },
      theme: { handle: r.theme.handle, name: r.theme.name },
    };
    const html = await renderTemplate(r.theme, template, scope);
    const done = performance.now();
    return c.html(html, status, {
      'Content-Security-Policy': storefrontCsp(nonce, r.preview),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // A preview is one person's draft: never cached, never indexed.
      'Cache-Control': r.preview ? 'no-store' : 'no-cache',
      ...(r.preview ? { 'X-Robots-Tag': 'noindex' } : {}),
      // The whole page's time in the server (every statement and the template), and the template's.
      'Server-Timing': `total;dur=${(done - r.started).toFixed(1)}, liquid;dur=${(done - liquidStarted).toFixed(1)}`,
    });
  };

  const notFoundPage = (c: Context, r: Resolved) =>
    render(c, r, 'not-found', { page_title: r.shop.name, template: 'not-found' }, 404);

  app.get('/:shopId/', async (c) => {
    const r = await resolve(c);
    if (!r) return c.text('Not found', 404);
    const sections = await homeSections(db, r.shop, r.urls, r.theme.schema, r.settings, r.values);
    return render(c, r, 'home', { page_title: r.shop.name, template: 'home', sections });
  });
  app.get('/:shopId/products/:productId', async (c) => {
    const r = await resolve(c);
    if (!r) return c.text('Not found', 404);
    const id = c.req.param('productId');
    const product = id.length <= 64 ? await storeProduct(db, r.shop.id, id) : null;
    if (!product) return notFoundPage(c, r);
    return render(c, r, 'product', {
      page_title: product.seo_title || product.title,
      page_description: product.seo_description,
      template: 'product',
      product: productView(r.shop, r.urls, product),
    });
  });
  app.get('/:shopId/collections/:handle', async (c) => {
    const r = await resolve(c);
    if (!r) return c.text('Not found', 404);
    const handle = c.req.param('handle');
    const collection = handle.length <= 255 ? await storeCollection(db, r.shop.id, handle) : null;
    if (!collection) return notFoundPage(c, r);
    const after = c.req.query('after');
    const rows = await collectionProducts(
      db,
      r.shop.id,
      collection,
      COLLECTION_PAGE_SIZE + 1,
      after && after.length <= 64 ? after : undefined,
    );
    const products = rows.slice(0, COLLECTION_PAGE_SIZE);
    const last = products.at(-1);
    return render(c, r, 'collection', {
      page_title: collection.meta_title || collection.title,
      page_description: collection.meta_description,
      template: 'collection',
      collection: {
        title: collection.title,
        description_html: collection.description_html,
        products: products.map((p) => cardView(r.shop, r.urls, p)),
        next_url:
          rows.length > COLLECTION_PAGE_SIZE && last
            ? r.urls.to(`collections/${encodeURIComponent(handle)}`, { after: last.id })
            : '',
      },
    });
  });
  app.get('/:shopId/pages/:handle', async (c) => {
    const r = await resolve(c);
    if (!r) return c.text('Not found', 404);
    const handle = c.req.param('handle');
    const page = handle.length <= 255 ? await storePage(db, r.shop.id, handle) : null;
    if (!page) return notFoundPage(c, r);
    return render(c, r, 'page', {
      page_title: page.seo_title || page.title,
      page_description: page.seo_description,
      template: 'page',
      page: { title: page.title, body_html: page.body_html },
    });
  });
  app.get('/:shopId/*', async (c) => {
    const r = await resolve(c);
    if (!r) return c.text('Not found', 404);
    return notFoundPage(c, r);
  });

  // The shop's root without its slash: the same address with it (relative links resolve from there).
  app.get('/:shopId', (c) => {
    const url = new URL(c.req.url);
    return c.redirect(`${url.pathname}/${url.search}`, 301);
  });
  return app;
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}
