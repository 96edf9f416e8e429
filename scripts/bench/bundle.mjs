// `pnpm bench bundle [--chunks]`: the JavaScript and CSS a browser loads to show each first-load page
// of the admin to a signed-in owner, measured in real Chromium against the real server: every script
// and stylesheet response, its size on the wire (what the server sends Chromium: the build's brotli
// .br, or gzip on the fly without one) against the budgets of issue 20 (apps/admin/bundle-budgets.mjs,
// which `pnpm test` checks from the build's manifest at the sizes of its .gz, a little larger), and
// for comparison its size at gzip level 9. `--chunks` prints every file of every page, named by the module it starts from.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { adminBuildIsStale, chunkLabeller, root, run } from '../lib.mjs';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { startServer } from '../test-server.mjs';
import { pageBudgets } from '../../apps/admin/bundle-budgets.mjs';

// ADMIN_DIST_DIR (another build folder, which the server then serves) is measured as it is.
if (!process.env.ADMIN_DIST_DIR && adminBuildIsStale()) {
  const code = await run('pnpm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}

const showChunks = process.argv.includes('--chunks');

// The build the server serves, for naming each file by the module it starts from.
const dist = process.env.ADMIN_DIST_DIR ?? join(root, 'apps/admin/dist');
const manifestPath = join(dist, '.vite/manifest.json');
const label = chunkLabeller(
  existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {},
);
const labelOf = (file) => label(`assets/${file}`);
const kb = (n) => (n / 1024).toFixed(1);

/** What the page shows once it is usable: its main table, or the home greeting. */
function readyLocator(page, path) {
  if (path === '/admin/home') return page.getByRole('heading', { level: 2 }).first();
  const name = { '/admin/customers': 'Customers', '/admin/products': 'Products' }[path] ?? 'Orders';
  return page.getByRole('table', { name }).getByRole('row').nth(1);
}

async function measure(page, cdp, baseUrl, path) {
  await cdp.send('Network.clearBrowserCache');
  const files = [];
  // Every body read is waited for before the next page's load: one still running when that load
  // navigated away failed ("No resource with given identifier"), and its file went uncounted.
  const reads = [];
  const onResponse = (response) => reads.push(readFile(response));
  const readFile = async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body();
    const sizes = await response.request().sizes();
    files.push({
      type,
      file: new URL(response.url()).pathname.replace('/admin/assets/', ''),
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      wire: sizes.responseBodySize,
    });
  };
  page.on('response', onResponse);
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await readyLocator(page, path).waitFor();
  page.off('response', onResponse);
  await Promise.all(reads);
  return files;
}

/**
 * From /admin/customers (loaded, cold cache for the rest) to Products through the sidebar, as a
 * user does it: the pointer comes over the link, then clicks 300 ms later. Prints when the products
 * page's code and its data were requested: the code should leave on hover, the data at the click,
 * with nothing chained behind the code.
 */
async function measureNavigation(page, baseUrl) {
  await page.goto(`${baseUrl}/admin/customers`, { waitUntil: 'networkidle' });
  await readyLocator(page, '/admin/customers').waitFor();
  const requests = [];
  let started = 0;
  const onRequest = (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/admin/assets/') && request.resourceType() === 'script')
      requests.push({
        at: Date.now() - started,
        what: labelOf(url.pathname.replace('/admin/assets/', '')),
      });
    else if (url.pathname.startsWith('/api/admin/v1/products'))
      requests.push({
        at: Date.now() - started,
        what: `GET ${url.pathname.replace('/api/admin/v1/', '')}`,
      });
  };
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Catalog' }).click(); // its group is closed on Customers
  const link = nav.getByRole('link', { name: 'Products', exact: true });
  await link.waitFor();
  started = Date.now();
  page.on('request', onRequest);
  await link.hover();
  await page.waitForTimeout(300); // the time between the pointer arriving and the click
  const clickedAt = Date.now() - started;
  await link.click();
  await readyLocator(page, '/admin/products').waitFor();
  const shownAt = Date.now() - started;
  page.off('request', onRequest);
  console.log('\nCustomers -> Products (hover, click 300 ms later); ms from the hover');
  for (const request of requests) console.log(`${String(request.at).padStart(6)}  ${request.what}`);
  console.log(
    `${String(clickedAt).padStart(6)}  click\n${String(shownAt).padStart(6)}  products shown`,
  );
  const code = requests.filter((r) => !r.what.startsWith('GET'));
  const data = requests.filter((r) => r.what.startsWith('GET'));
  const codeBeforeClick = code.length > 0 && code.every((r) => r.at < clickedAt);
  console.log(
    `code requested before the click: ${codeBeforeClick ? 'yes ✔' : 'no ✘'}; data requested ${data.length > 0 ? `${data[0].at - clickedAt} ms after the click` : 'never ✘'}`,
  );
}

const server = await startServer();
const browser = await chromium.launch(chromiumLaunchOptions);
let failed = 0;
try {
  const page = await browser.newPage();
  // Sign in once; every page is then a cold load (empty HTTP cache) of a signed-in session.
  await page.goto(`${server.baseUrl}/admin/home`);
  await page.waitForURL((url) => url.origin === server.accountsUrl);
  await page.getByLabel('Email').fill('owner@example.com');
  await page.getByLabel('Password').fill('owner-pass-123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.baseUrl}/admin/home`);
  const cdp = await page.context().newCDPSession(page);

  const summary = [];
  for (const budget of pageBudgets) {
    const files = await measure(page, cdp, server.baseUrl, budget.path);
    const sum = (type, key) =>
      files.filter((f) => f.type === type).reduce((total, f) => total + f[key], 0);
    const js = {
      gzip: sum('script', 'gzip'),
      wire: sum('script', 'wire'),
      raw: sum('script', 'raw'),
    };
    const css = { gzip: sum('stylesheet', 'gzip'), wire: sum('stylesheet', 'wire') };
    const scripts = files.filter((f) => f.type === 'script').length;
    const jsOk = js.wire <= budget.jsKb * 1024;
    const cssOk = css.wire <= budget.cssKb * 1024;
    if (!jsOk || !cssOk) failed++;
    summary.push({ path: budget.path, js, css, scripts, budget, jsOk, cssOk });
    if (showChunks) {
      console.log(`\n${budget.path}`);
      console.log(
        `${'file (module)'.padEnd(72)}${'raw KB'.padStart(8)}${'wire KB'.padStart(9)}${'gzip-9 KB'.padStart(11)}`,
      );
      for (const f of files.sort((a, b) => b.wire - a.wire))
        console.log(
          `${labelOf(f.file).padEnd(72)}${kb(f.raw).padStart(8)}${kb(f.wire).padStart(9)}${kb(f.gzip).padStart(11)}`,
        );
    }
  }

  console.log('\nFirst load, signed in, cold cache (KB on the wire; at gzip level 9 in brackets)');
  console.log(
    `${'page'.padEnd(20)}${'JS KB'.padStart(18)}${'scripts'.padStart(9)}${'budget'.padStart(8)}${'CSS KB'.padStart(16)}${'budget'.padStart(8)}`,
  );
  for (const s of summary) {
    const mark = (ok) => (ok ? '✔' : '✘');
    console.log(
      `${s.path.padEnd(20)}${`${kb(s.js.wire)} (${kb(s.js.gzip)})`.padStart(18)}${String(s.scripts).padStart(9)}${`${s.budget.jsKb} ${mark(s.jsOk)}`.padStart(8)}${`${kb(s.css.wire)} (${kb(s.css.gzip)})`.padStart(16)}${`${s.budget.cssKb} ${mark(s.cssOk)}`.padStart(8)}`,
    );
  }
  console.log(failed === 0 ? 'every page within budget' : `${failed} page(s) over budget`);
  await measureNavigation(page, server.baseUrl);
} finally {
  await browser.close();
  await server.stop();
}
process.exitCode = failed === 0 ? 0 : 1;
