// `pnpm bench bundle`: the JavaScript a browser loads to show /admin/customers to a signed-in owner,
// measured in real Chromium against the real server: every script response, its size on the wire
// (the server compresses) and its gzip size (level 9, what a CDN would serve).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { adminBuildIsStale, run } from '../lib.mjs';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { startServer } from '../test-server.mjs';

if (adminBuildIsStale()) {
  const code = await run('pnpm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}

const server = await startServer();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage();
  // Sign in first, then measure a cold load of the page (empty cache, as a first visit).
  await page.goto(`${server.baseUrl}/admin/customers`);
  await page.waitForURL((url) => url.origin === server.accountsUrl);
  await page.getByLabel('Email').fill('owner@example.com');
  await page.getByLabel('Password').fill('owner-pass-123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.baseUrl}/admin/customers`);

  const context = page.context();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    const sizes = await response.request().sizes();
    scripts.push({
      file: new URL(response.url()).pathname.replace('/admin/assets/', ''),
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      wire: sizes.responseBodySize,
    });
  });
  await page.reload({ waitUntil: 'networkidle' });
  await page.getByRole('table', { name: 'Customers' }).getByRole('row').nth(20).waitFor();

  scripts.sort((a, b) => b.gzip - a.gzip);
  const kb = (n) => (n / 1024).toFixed(1).padStart(8);
  console.log('JavaScript loaded for /admin/customers (signed in, cold cache)');
  console.log(
    `${'file'.padEnd(40)}${'raw KB'.padStart(8)}${'gzip KB'.padStart(9)}${'wire KB'.padStart(9)}`,
  );
  for (const s of scripts)
    console.log(`${s.file.padEnd(40)}${kb(s.raw)} ${kb(s.gzip)} ${kb(s.wire)}`);
  const total = (key) => scripts.reduce((sum, s) => sum + s[key], 0);
  console.log(`${'total'.padEnd(40)}${kb(total('raw'))} ${kb(total('gzip'))} ${kb(total('wire'))}`);
} finally {
  await browser.close();
  await server.stop();
}
