import path from 'node:path';
import { CASHFREE_SDK_URL, type ShopConfig } from '@shop/admin-api';
import { Hono, type Context } from 'hono';
import { accepts } from 'hono/accepts';
import { getCookie } from 'hono/cookie';
import { compress } from 'hono/compress';
import { CASHFREE_HOSTS, type CashfreeConfig } from '../config';
import { requestLanguage } from '../accounts/language';
import type { Deps } from '../http/env';
import { escapeHtml } from '../http/html';
import { distFiles, type DistFile } from './dist-files';
import {
  matchPagePreload,
  PAGE_PRELOADS_FILE,
  preloadLinks,
  type PagePreload,
} from './page-preloads';

/**
 * No inline script anywhere in the admin app; styles may be inline (CSS-in-JS and Radix set them).
 * Where the platform takes plan payments through Cashfree (CASHFREE_APP_ID), the billing page loads
 * Cashfree's checkout SDK, which talks to Cashfree's host of that environment and sends the page
 * there (a form post or a redirect): those origins, and only then. Where an app store widget is
 * configured (APP_STORE_WIDGET_URL), its origin alone may serve what the widget is made of (its
 * script, styles, fonts, images and frames) and answer its calls. Where errors are reported
 * (SENTRY_DSN), the app may send its events to the DSN's origin, and only then.
 */
export function adminCsp(
  cashfree?: Pick<CashfreeConfig, 'environment'>,
  appStoreWidgetUrl?: string | null,
  errorReportingDsn?: string | null,
): string {
  const host = cashfree ? CASHFREE_HOSTS[cashfree.environment] : undefined;
  const sdk = cashfree ? new URL(CASHFREE_SDK_URL).origin : undefined;
  const widget = appStoreWidgetUrl ? new URL(appStoreWidgetUrl).origin : undefined;
  const errorReporting = errorReportingDsn ? new URL(errorReportingDsn).origin : undefined;
  const directive = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    directive("script-src 'self'", sdk, widget),
    directive("style-src 'self' 'unsafe-inline'", widget),
    directive("img-src 'self' data: blob: https:", widget),
    directive("connect-src 'self'", sdk, host, widget, errorReporting),
    directive("font-src 'self' data:", widget),
    // The customize page frames the storefront's preview (same origin, /store/...): 'self' stays.
    ...(host || widget ? [directive("frame-src 'self'", host, widget)] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    directive("form-action 'self'", host),
  ].join('; ');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

/** Vite puts content-hashed files under assets/: a new build gets new names, so they may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, locales) may change with any deploy: revalidate each time. */
const REVALIDATE = 'no-cache';

/** Where the admin is served: the build's `base` (apps/admin/vite.config.ts). */
const BASE = '/admin/';
const META = /<meta\s+name="shop-config"\s+content=""\s*\/?>/;
const SCRIPT = /\.(m?js|css)$/;

/**
 * The light or dark choice the user made in the admin's profile menu, which the app keeps in this
 * cookie as well as in local storage (apps/admin/src/app/shell/appearance.ts). Written into the page
 * as its colour scheme, so the first paint already has it: no inline script may read local storage
 * before the app's entry runs. Without a choice, index.html's own `color-scheme: light dark` follows
 * the device.
 */
const APPEARANCE_COOKIE = 'shop.appearance';

function colorSchemeAttribute(c: Context): string {
  const choice = getCookie(c, APPEARANCE_COOKIE);
  return choice === 'light' || choice === 'dark' ? ` style="color-scheme: ${choice}"` : '';
}

/** Whether the client takes this encoding (`Accept-Encoding: gzip, br`; not `br;q=0`). */
function acceptsEncoding(c: Context, encoding: 'br' | 'gzip'): boolean {
  return accepts(c, { header: 'Accept-Encoding', supports: [encoding], default: '' }) === encoding;
}

/**
 * The smallest of a file's precompressed twins that the client takes: brotli, else gzip (a browser
 * lists both, gzip first, with the same weight), or none.
 */
function precompressedFor(c: Context, file: DistFile) {
  if (file.brotli && acceptsEncoding(c, 'br')) return { encoding: 'br', body: file.brotli };
  if (file.gzip && acceptsEncoding(c, 'gzip')) return { encoding: 'gzip', body: file.gzip };
  return null;
}

/** The build's map of each route's chunks, parsed once per version of the file. */
const parsedPreloads = new WeakMap<DistFile, PagePreload[]>();
function pagePreloadsOf(file: DistFile | null): PagePreload[] {
  if (!file) return []; // an older build, or none yet: no preload links, not an error
  let parsed = parsedPreloads.get(file);
  if (!parsed) {
    try {
      parsed = JSON.parse(Buffer.from(file.body).toString('utf8')) as PagePreload[];
    } catch {
      parsed = [];
    }
    parsedPreloads.set(file, parsed);
  }
  return parsed;
}

/**
 * The built admin app under /admin: files from the dist folder, index.html for every other path (the
 * app routes in the browser), and the runtime config injected into index.html's shop-config meta tag.
 */
export function adminStatic({ config }: Pick<Deps, 'config'>): Hono {
  const app = new Hono();
  const dist = config.adminDistDir;
  const shopConfig = escapeHtml(
    JSON.stringify({
      accountsUrl: config.accountsUrl,
      supportEmail: config.supportEmail,
      links: config.links,
      appStoreWidget: config.appStore.widget,
      errorReporting: config.errorReporting,
    } satisfies ShopConfig),
  );

  const files = distFiles(dist, (name) => SCRIPT.test(name));
  const send = (c: Context, body: Uint8Array | string, type: string, cache: string) => {
    c.header('Content-Type', type);
    c.header('Cache-Control', cache);
    return c.body(typeof body === 'string' ? body : new Uint8Array(body), 200);
  };

  // The app's scripts and styles shrink to about a third on the wire. Only the static app: API answers
  // carry tokens and personal data, which compression next to reflected input can leak (BREACH).
  app.use('*', compress());
  const csp = adminCsp(config.cashfree, config.appStore.widget?.url, config.errorReporting?.dsn);
  app.use('*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
  });

  app.get('/', (c) => c.redirect('/admin/', 301));

  app.get('/*', async (c) => {
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path.replace(/^\/admin\/?/, ''));
    } catch {
      return c.text('Bad path\n', 400);
    }
    const file = path.resolve(dist, relative);
    // Nothing outside the dist folder, whatever the path says (../, encoded slashes, NUL bytes).
    const inside = file.startsWith(dist + path.sep) && !relative.includes('\0');
    const name = path.relative(dist, file).split(path.sep).join('/');
    const found = inside && name !== 'index.html' ? await files(name) : null;
    if (found) {
      const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      const cache = name.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
      // The build's source maps are "hidden" (no comment at the end of each script, bytes every
      // visitor would download): the developer tools find a script's map by this header instead.
      if (found.sourceMap) c.header('SourceMap', `${path.basename(file)}.map`);
      // The build writes a brotli .br and a zopfli .gz beside each script, style and translation
      // (apps/admin/build/precompress.ts): smaller than compressing here, and no work per request.
      // The answer then depends on Accept-Encoding, for a cache too. Without them, compress() above
      // does it.
      if (found.gzip || found.brotli) {
        c.header('Vary', 'Accept-Encoding');
        const precompressed = precompressedFor(c, found);
        if (precompressed) {
          c.header('Content-Encoding', precompressed.encoding);
          return send(c, precompressed.body, type, cache);
        }
      }
      return send(c, found.body, type, cache);
    }
    // A missing asset or translation is an error, not a page: answering index.html would hide it.
    if (/^(assets|locales)\//.test(relative)) return c.text('Not found\n', 404);

    const index = await files('index.html');
    if (!index) return c.text('The admin app is not built yet: run pnpm build\n', 503);
    // The page's own chunks, named in the HTML: fetched beside the entry, not after it has run.
    const preloads = pagePreloadsOf(await files(PAGE_PRELOADS_FILE));
    const links = preloadLinks(
      matchPagePreload(preloads, relative),
      BASE,
      requestLanguage(c).language,
    );
    const html = Buffer.from(index.body)
      .toString('utf8')
      .replace(/<html(?=[\s>])/, () => `<html${colorSchemeAttribute(c)}`)
      .replace(META, () => `<meta name="shop-config" content="${shopConfig}" />`)
      .replace('</head>', () => `${links}</head>`);
    return send(c, html, TYPES['.html']!, REVALIDATE);
  });

  return app;
}
