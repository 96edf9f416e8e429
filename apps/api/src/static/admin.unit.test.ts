import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/db';
import { createApp } from '../server';

// No database: the static routes never touch it (any use here is a bug), so this runs as a unit test.
const noDb: Db = {
  query: () => Promise.reject(new Error('no database in static tests')),
  exec: () => Promise.reject(new Error('no database in static tests')),
  transaction: () => Promise.reject(new Error('no database in static tests')),
  close: () => Promise.resolve(),
};

let dir: string;
let app: ReturnType<typeof createApp>;
const INDEX = `<!doctype html><html><head><meta name="shop-config" content="" /><script type="module" src="/admin/assets/index-Abc123.js"></script></head><body><div id="root"></div></body></html>`;

/** A script large enough for on-the-fly compression (over hono's 1 KB threshold). */
const BIG_SCRIPT = Array.from({ length: 200 }, (_, i) => `export const item${i} = ${i * 7};`).join(
  '\n',
);
/** Its precompressed twin, as the build writes it (at another level than the server would use). */
const BIG_SCRIPT_GZ = gzipSync(BIG_SCRIPT, { level: 1 });
const BIG_SCRIPT_BR = brotliCompressSync(BIG_SCRIPT);
/** A script the build wrote only a .gz for (an older build). */
const GZ_ONLY_SCRIPT = BIG_SCRIPT.replaceAll('item', 'entry');
const GZ_ONLY_SCRIPT_GZ = gzipSync(GZ_ONLY_SCRIPT, { level: 1 });

function appWith(config: Partial<Config>) {
  return createApp({ db: noDb, config: { ...loadConfig({}), ...config }, secret: 'x'.repeat(32) });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'admin-dist-'));
  await mkdir(path.join(dir, 'dist/assets'), { recursive: true });
  await mkdir(path.join(dir, 'dist/locales/en'), { recursive: true });
  await writeFile(path.join(dir, 'dist/index.html'), INDEX);
  await writeFile(path.join(dir, 'dist/assets/index-Abc123.js'), 'console.log("admin")');
  await writeFile(path.join(dir, 'dist/assets/index-Abc123.js.map'), '{"version":3}');
  await writeFile(path.join(dir, 'dist/assets/style-Def456.css'), 'body{}');
  await writeFile(path.join(dir, 'dist/assets/page-Pre789.js'), BIG_SCRIPT);
  await writeFile(path.join(dir, 'dist/assets/page-Pre789.js.gz'), BIG_SCRIPT_GZ);
  await writeFile(path.join(dir, 'dist/assets/page-Pre789.js.br'), BIG_SCRIPT_BR);
  await writeFile(path.join(dir, 'dist/assets/page-Old345.js'), GZ_ONLY_SCRIPT);
  await writeFile(path.join(dir, 'dist/assets/page-Old345.js.gz'), GZ_ONLY_SCRIPT_GZ);
  await writeFile(path.join(dir, 'dist/assets/page-Pre789.js.map'), '{"version":3}');
  await writeFile(path.join(dir, 'dist/assets/page-Fly012.js'), BIG_SCRIPT);
  await writeFile(path.join(dir, 'dist/locales/en/general.json'), '{"hello":"Hello"}');
  await mkdir(path.join(dir, 'dist/.vite'), { recursive: true });
  await writeFile(
    path.join(dir, 'dist/.vite/page-preloads.json'),
    JSON.stringify([
      {
        path: 'customers',
        js: ['assets/list-A1.js', 'assets/table-B2.js'],
        namespaces: ['non-settings'],
        css: ['assets/t-C3.css'],
      },
      { path: 'customers/:customerId', js: ['assets/detail-D4.js'], css: [] },
    ]),
  );
  await writeFile(path.join(dir, 'dist/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dir, 'secret.txt'), 'outside the dist folder');
  app = appWith({
    adminDistDir: path.join(dir, 'dist'),
    accountsUrl: 'http://accounts.test:4100',
    supportEmail: 'help+"quotes"@example.com',
    links: { ...loadConfig({}).links, helpCenter: 'https://help.shop.test/?a=1&b="2"' },
  });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the admin app', () => {
  it('redirects / and /admin to /admin/', async () => {
    for (const p of ['/', '/admin']) {
      const res = await app.request(p);
      expect(res.status).toBeGreaterThanOrEqual(301);
      expect(res.headers.get('location')).toBe('/admin/');
    }
  });

  it('serves index.html with the shop config injected, escaped, and the security headers', async () => {
    const res = await app.request('/admin/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; " +
        "connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    // Where plan payments go through Cashfree, its checkout SDK and its host (of that environment
    // alone) are allowed too: the billing page continues to Cashfree checkout.
    const cashfree = appWith({
      adminDistDir: path.join(dir, 'dist'),
      cashfree: {
        appId: 'app',
        secretKey: 'secret',
        environment: 'production',
        baseUrl: 'http://127.0.0.1:9',
      },
    });
    expect((await cashfree.request('/admin/')).headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self' https://sdk.cashfree.com; " +
        "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; " +
        "connect-src 'self' https://sdk.cashfree.com https://api.cashfree.com; font-src 'self' data:; " +
        "frame-src 'self' https://api.cashfree.com; frame-ancestors 'none'; base-uri 'self'; " +
        "form-action 'self' https://api.cashfree.com",
    );
    const html = await res.text();
    const content = /<meta name="shop-config" content="([^"]*)" \/>/.exec(html)?.[1];
    expect(content).toBeDefined();
    expect(content).not.toContain('"');
    const decoded = content!.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual({
      accountsUrl: 'http://accounts.test:4100',
      supportEmail: 'help+"quotes"@example.com',
      links: {
        manageStores: 'https://accounts.example.com/stores',
        helpCenter: 'https://help.shop.test/?a=1&b="2"',
        feedback: 'https://feedback.example.com',
        systemStatus: 'https://status.example.com',
        hireExpert: 'https://experts.example.com',
        bookCall: 'https://calendar.example.com/shop-onboarding',
      },
      // No automation widget configured: the app store page says so.
      appStoreWidget: null,
      // No SENTRY_DSN: the app reports nothing (and the CSP above lets it reach nothing else).
      errorReporting: null,
    });
  });

  it("lets the app reach the error reporting DSN's origin, and tells the app where to report", async () => {
    const errorReporting = {
      dsn: 'https://0123abcd@o42.ingest.sentry.io/4501',
      environment: 'staging',
      release: 'shop-admin@1.2.3',
    };
    const reporting = appWith({ adminDistDir: path.join(dir, 'dist'), errorReporting });
    const res = await reporting.request('/admin/home');
    expect(res.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://o42.ingest.sentry.io;",
    );
    const content = /<meta name="shop-config" content="([^"]*)" \/>/.exec(await res.text())?.[1];
    const decoded = content!.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    expect((JSON.parse(decoded) as { errorReporting: unknown }).errorReporting).toEqual(
      errorReporting,
    );
  });

  it("lets the app store widget's origin, and no other, serve the widget; tells the app where it is", async () => {
    const widget = {
      url: 'https://widgets.example.com/automation/v2/widget.js?build=7',
      integrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
    };
    const withWidget = appWith({
      adminDistDir: path.join(dir, 'dist'),
      appStore: { widget, tokenSecret: undefined },
    });
    const res = await withWidget.request('/admin/settings/app-store');
    const origin = 'https://widgets.example.com';
    expect(res.headers.get('content-security-policy')).toBe(
      `default-src 'self'; script-src 'self' ${origin}; style-src 'self' 'unsafe-inline' ${origin}; ` +
        `img-src 'self' data: blob: https: ${origin}; connect-src 'self' ${origin}; ` +
        `font-src 'self' data: ${origin}; frame-src 'self' ${origin}; frame-ancestors 'none'; ` +
        "base-uri 'self'; form-action 'self'",
    );
    const content = /<meta name="shop-config" content="([^"]*)" \/>/.exec(await res.text())?.[1];
    const decoded = content!.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    expect((JSON.parse(decoded) as { appStoreWidget: unknown }).appStoreWidget).toEqual(widget);
  });

  it("paints the page in the light or dark scheme the user chose, from the app's cookie", async () => {
    const page = async (cookie?: string) =>
      (await app.request('/admin/home', cookie ? { headers: { Cookie: cookie } } : {})).text();
    expect(await page('shop.appearance=dark')).toContain('<html style="color-scheme: dark">');
    expect(await page('other=1; shop.appearance=light')).toContain(
      '<html style="color-scheme: light">',
    );
    // No choice (the device's), or a value it does not know: the page as built.
    expect(await page()).toContain('<html><head>');
    expect(await page('shop.appearance=%22%3E%3Cscript%3E')).toContain('<html><head>');
  });

  it('falls back to index.html for any app route', async () => {
    for (const p of [
      '/admin/customers',
      '/admin/customers/cus_1',
      '/admin/settings/general/account',
    ]) {
      const res = await app.request(p);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it("names the page's own chunks in index.html, so they load beside the entry", async () => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const list = head(await (await app.request('/admin/customers')).text());
    expect(list).toContain(
      '<link rel="stylesheet" crossorigin href="/admin/assets/t-C3.css" media="print" data-deferred-styles />',
    );
    expect(list).toContain(
      '<link rel="modulepreload" crossorigin href="/admin/assets/list-A1.js" />',
    );
    expect(list).toContain(
      '<link rel="modulepreload" crossorigin href="/admin/assets/table-B2.js" />',
    );
    expect(list).not.toContain('detail-D4.js');
    const detail = head(await (await app.request('/admin/customers/cus_1')).text());
    expect(detail).toContain('href="/admin/assets/detail-D4.js"');
    expect(detail).not.toContain('list-A1.js');
    // A path no route renders gets the entry alone.
    expect(await (await app.request('/admin/nowhere/at/all')).text()).not.toContain(
      'modulepreload',
    );
  });

  it("preloads the page's translations in the language the app will choose", async () => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const locale = (language: string, namespace: string) =>
      `<link rel="preload" as="fetch" crossorigin href="/admin/locales/${language}/${namespace}.json" />`;
    const page = async (url: string, headers: Record<string, string> = {}) =>
      head(await (await app.request(url, { headers })).text());

    const english = await page('/admin/customers', { 'Accept-Language': 'en-US,en;q=0.9' });
    expect(english).toContain(locale('en', 'general'));
    expect(english).toContain(locale('en', 'non-settings'));
    // As the app chooses (detect-language.ts): the address, then the kept choice, then the browser.
    expect(await page('/admin/customers', { 'Accept-Language': 'az-AZ,en;q=0.5' })).toContain(
      locale('az', 'non-settings'),
    );
    expect(
      await page('/admin/customers', { 'Accept-Language': 'az', Cookie: 'lang=en' }),
    ).toContain(locale('en', 'general'));
    expect(await page('/admin/customers?lang=az', { Cookie: 'lang=en' })).toContain(
      locale('az', 'general'),
    );
    // Only languages of ours reach the page; any page gets `general`.
    const other = await page('/admin/nowhere', { 'Accept-Language': 'fr', Cookie: 'lang="><x' });
    expect(other).toContain(locale('en', 'general'));
    expect(other).not.toContain('non-settings');
    expect(other).not.toContain('<x');
  });

  it('serves hashed assets for a year and other files revalidated', async () => {
    const js = await app.request('/admin/assets/index-Abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await js.text()).toBe('console.log("admin")');
    expect(
      (await app.request('/admin/assets/style-Def456.css')).headers.get('content-type'),
    ).toContain('text/css');

    const locale = await app.request('/admin/locales/en/general.json');
    expect(locale.status).toBe(200);
    expect(locale.headers.get('content-type')).toContain('application/json');
    expect(locale.headers.get('cache-control')).toBe('no-cache');
    expect(await locale.json()).toEqual({ hello: 'Hello' });

    expect((await app.request('/admin/favicon.svg')).headers.get('content-type')).toBe(
      'image/svg+xml',
    );
  });

  it('sends the precompressed .br to a browser that accepts brotli, as it is', async () => {
    const res = await app.request('/admin/assets/page-Pre789.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The file's own bytes, not compressed a second time.
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(BIG_SCRIPT_BR)).toBe(true);
    expect(brotliDecompressSync(body).toString()).toBe(BIG_SCRIPT);
  });

  it('sends the precompressed .gz to a browser that takes gzip and not brotli, or when there is no .br', async () => {
    const asked = [
      ['/admin/assets/page-Pre789.js', 'gzip, deflate', BIG_SCRIPT_GZ, BIG_SCRIPT],
      ['/admin/assets/page-Pre789.js', 'gzip, br;q=0', BIG_SCRIPT_GZ, BIG_SCRIPT],
      [
        '/admin/assets/page-Old345.js',
        'gzip, deflate, br, zstd',
        GZ_ONLY_SCRIPT_GZ,
        GZ_ONLY_SCRIPT,
      ],
    ] as const;
    for (const [url, acceptEncoding, sent, script] of asked) {
      const res = await app.request(url, { headers: { 'Accept-Encoding': acceptEncoding } });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.equals(sent)).toBe(true);
      expect(gunzipSync(body).toString()).toBe(script);
    }
  });

  it('sends the file itself to a client that takes neither, even with twins beside it', async () => {
    const refusals: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'gzip;q=0, br;q=0' },
    ];
    for (const headers of refusals) {
      const res = await app.request('/admin/assets/page-Pre789.js', { headers });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(await res.text()).toBe(BIG_SCRIPT);
    }
  });

  it('compresses a file without a .gz on the fly', async () => {
    const res = await app.request('/admin/assets/page-Fly012.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(BIG_SCRIPT_GZ)).toBe(false);
    expect(gunzipSync(body).toString()).toBe(BIG_SCRIPT);
  });

  it("names a script's source map in a SourceMap header when the build has one", async () => {
    const mapped = await app.request('/admin/assets/index-Abc123.js');
    expect(mapped.headers.get('sourcemap')).toBe('index-Abc123.js.map');
    const precompressed = await app.request('/admin/assets/page-Pre789.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(precompressed.headers.get('content-encoding')).toBe('gzip');
    expect(precompressed.headers.get('sourcemap')).toBe('page-Pre789.js.map');
    expect((await app.request('/admin/assets/page-Fly012.js')).headers.get('sourcemap')).toBeNull();
    expect((await app.request('/admin/favicon.svg')).headers.get('sourcemap')).toBeNull();
  });

  it('answers 404 for a missing asset or locale instead of the page', async () => {
    expect((await app.request('/admin/assets/missing-000.js')).status).toBe(404);
    expect((await app.request('/admin/locales/fr/general.json')).status).toBe(404);
  });

  it('never serves a file outside the dist folder', async () => {
    for (const p of [
      '/admin/..%2fsecret.txt',
      '/admin/%2e%2e/secret.txt',
      '/admin/assets/..%2f..%2fsecret.txt',
    ]) {
      const res = await app.request(p);
      expect(await res.text()).not.toContain('outside the dist folder');
    }
  });

  it('answers 503 with a hint while the app is not built', async () => {
    const unbuilt = appWith({ adminDistDir: path.join(dir, 'nothing-here') });
    const res = await unbuilt.request('/admin/customers');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('run pnpm build');
  });
});
