// The pack test: @shop/ui as another internal app gets it.
//
//   1. build the kit and `pnpm pack` it into a temp folder (publishConfig applied, as `pnpm publish` would);
//   2. check the tarball: dist/ (ESM, style.css, declarations), no sources, no workspace-only export condition;
//   3. create a fresh Vite + React app in a temp folder OUTSIDE the workspace (its own package.json, no
//      workspace links) and `npm install` the tarball with react, react-dom, @radix-ui/themes, vite,
//      @vitejs/plugin-react and every peer dependency the kit declares, from the npm registry;
//   4. typecheck the app against the published declarations, `vite build` it;
//   5. serve dist/ with `vite preview` on a free 127.0.0.1 port and open it in headless Chromium: a
//      DataTable with its rows (a lazily loaded chunk that `compileHints()` of `@shop/ui/vite` starts with
//      the compile hint), an ImageGallery's drop zone, a toast after a click, the kit's stylesheet
//      applied, no console error.
//
// Temp folders and the server (by PID) are removed at the end, pass or fail. `KEEP=1` keeps the folders;
// `--no-build` packs the dist/ already built.
/* global window */
// Run: `node tests/pack/run.mjs` (part of the test command).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { root } from '../../scripts/lib.mjs';
import { appFiles } from './app.mjs';

const started = Date.now();
const kitDir = join(root, 'packages/ui');
const work = mkdtempSync(join(tmpdir(), 'shop-ui-pack-'));
const appDir = join(work, 'app');
let server;
let browser;

const step = (text) =>
  console.log(`[pack ${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`);
const sh = (command, args, options = {}) =>
  execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...options });

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    step('building @shop/ui');
    sh('pnpm', ['--filter', '@shop/ui', 'run', 'build'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  }

  step('pnpm pack');
  sh('pnpm', ['pack', '--pack-destination', work], { cwd: kitDir });
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  check(tarball, 'pnpm pack wrote no tarball');
  const listing = sh('tar', ['-tzf', join(work, tarball)])
    .split('\n')
    .filter(Boolean);
  for (const file of [
    'package/package.json',
    'package/README.md',
    'package/dist/index.js',
    'package/dist/index.d.ts',
    'package/dist/style.css',
    'package/vite.js',
    'package/vite.d.ts',
  ])
    check(listing.includes(file), `the tarball lacks ${file}`);
  check(!listing.some((f) => f.startsWith('package/src/')), 'the tarball ships src/');
  check(
    !listing.some((f) => /\.(stories|test)\.(js|d\.ts)$/.test(f)),
    'the tarball ships stories or tests',
  );
  const manifest = JSON.parse(sh('tar', ['-xzOf', join(work, tarball), 'package/package.json']));
  check(
    !JSON.stringify(manifest.exports).includes('@shop/source'),
    'the published exports keep the workspace-only "@shop/source" condition',
  );
  check(
    !JSON.stringify(manifest).includes('workspace:'),
    'the published package.json has a workspace: range',
  );
  step(
    `${tarball}: ${listing.length} files, peers ${Object.keys(manifest.peerDependencies ?? {}).join(', ')}`,
  );

  // A fresh app outside the workspace, as another team would start one.
  mkdirSync(appDir, { recursive: true });
  // The required peers beyond the three above (vite, an optional peer for `@shop/ui/vite`, is a dev
  // dependency of the app).
  const peers = Object.fromEntries(
    Object.entries(manifest.peerDependencies ?? {}).filter(
      ([name]) =>
        !['react', 'react-dom', '@radix-ui/themes'].includes(name) &&
        !manifest.peerDependenciesMeta?.[name]?.optional,
    ),
  );
  writeFileSync(
    join(appDir, 'package.json'),
    JSON.stringify(
      {
        name: 'shop-ui-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@shop/ui': `file:../${tarball}`,
          react: '~19.3.1',
          'react-dom': '~19.3.1',
          '@radix-ui/themes': '3.3.0',
          ...peers,
        },
        devDependencies: {
          vite: '~8.3.8',
          '@vitejs/plugin-react': '~6.3.0',
          typescript: '~6.0.3',
          '@types/react': '^19.2.0',
          '@types/react-dom': '^19.2.0',
        },
      },
      null,
      2,
    ),
  );
  const galleryExported = /\bImageGallery\b/.test(
    sh('tar', ['-xzOf', join(work, tarball), 'package/dist/index.d.ts']),
  );
  for (const [file, text] of Object.entries(appFiles({ gallery: galleryExported }))) {
    mkdirSync(join(appDir, file, '..'), { recursive: true });
    writeFileSync(join(appDir, file), text);
  }

  step('npm install (tarball + react, react-dom, @radix-ui/themes, vite, plugin-react, peers)');
  const npmEnv = { ...process.env, npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr' };
  // Outside the workspace, but pnpm/npm variables of the caller must not leak into the app's install.
  for (const key of Object.keys(npmEnv))
    if (/^(npm_package_|npm_lifecycle_|PNPM_|npm_config_(workspace|prefix|global))/i.test(key))
      delete npmEnv[key];
  sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline'], {
    cwd: appDir,
    env: npmEnv,
  });
  const installed = JSON.parse(
    readFileSync(join(appDir, 'node_modules/@shop/ui/package.json'), 'utf8'),
  );
  check(installed.version === manifest.version, 'node_modules/@shop/ui is not the packed tarball');

  step('tsc --noEmit (the published declarations)');
  try {
    sh(join(appDir, 'node_modules/.bin/tsc'), ['--noEmit', '-p', '.'], { cwd: appDir });
  } catch (error) {
    throw new Error(
      `the consumer app does not typecheck against @shop/ui:\n${error.stdout}${error.stderr}`,
      { cause: error },
    );
  }

  step('vite build');
  sh(join(appDir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
    cwd: appDir,
    env: npmEnv,
  });
  const assets = readdirSync(join(appDir, 'dist/assets'));
  const builtCss = assets
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(join(appDir, 'dist/assets', f), 'utf8'))
    .join('');
  const kitCss = readFileSync(join(appDir, 'node_modules/@shop/ui/dist/style.css'), 'utf8');
  const kitClass = kitCss.match(/\.([A-Za-z_][\w-]*)/)?.[1];
  check(builtCss.includes('.radix-themes'), "the app's CSS lacks Radix Themes' stylesheet");
  check(kitClass && builtCss.includes(kitClass), "the app's CSS lacks @shop/ui/style.css");
  // `compileHints()` of `@shop/ui/vite`: the lazily loaded table's chunk starts with the compile hint,
  // the entry chunk does not.
  const { EAGER_COMPILE_HINT } = await import(
    pathToFileURL(join(appDir, 'node_modules/@shop/ui/vite.js')).href
  );
  const chunkStart = (prefix) => {
    const file = assets.find((f) => f.startsWith(prefix) && f.endsWith('.js'));
    check(file, `vite build wrote no ${prefix}*.js chunk`);
    return readFileSync(join(appDir, 'dist/assets', file), 'utf8').split('\n', 1)[0];
  };
  check(
    chunkStart('OrdersTable-') === EAGER_COMPILE_HINT,
    `the DataTable's chunk does not start with ${EAGER_COMPILE_HINT} (compileHints() of @shop/ui/vite)`,
  );
  check(
    chunkStart('index-') !== EAGER_COMPILE_HINT,
    'the entry chunk starts with the compile hint: compileHints() should leave it alone',
  );

  step('vite preview + headless Chromium');
  const port = await freePort();
  server = spawn(
    join(appDir, 'node_modules/.bin/vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: appDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}/`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    check(tries < 100 && server.exitCode === null, 'vite preview did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  await page.goto(url, { waitUntil: 'networkidle' });

  const expectVisible = async (locator, what) => {
    try {
      await locator.waitFor({ state: 'visible', timeout: 5000 });
    } catch {
      throw new Error(`not visible: ${what}\n${await page.locator('body').ariaSnapshot()}`);
    }
  };

  // DataTable: its name, the column headers and every row.
  const table = page.getByRole('table', { name: 'Orders' });
  await expectVisible(table, 'the DataTable "Orders"');
  await expectVisible(
    table.getByRole('columnheader', { name: /Customer/ }),
    'the "Customer" column header',
  );
  for (const customer of ['Aysel Mammadova', 'Rashad Aliyev', 'Leyla Huseynova'])
    await expectVisible(
      table.getByRole('row', { name: new RegExp(customer) }),
      `the row of ${customer}`,
    );
  check(
    (await table.getByRole('row').count()) === 4,
    'the table should show a header row and 3 rows',
  );

  // The kit's stylesheet is applied: a custom property it defines reaches the table (inherited), and the
  // kit's border-box sizing holds inside its root.
  const kitProperty = kitCss.match(/(--[A-Za-z][\w-]*):/)?.[1];
  check(kitProperty, 'dist/style.css defines no custom property');
  const applied = await table.evaluate(
    (el, property) => ({
      property: window.getComputedStyle(el).getPropertyValue(property).trim(),
      boxSizing: window.getComputedStyle(el).boxSizing,
    }),
    kitProperty,
  );
  check(applied.property !== '', `the kit's stylesheet is not applied (${kitProperty} is unset)`);
  check(
    applied.boxSizing === 'border-box',
    `the kit's stylesheet is not applied (box-sizing ${applied.boxSizing})`,
  );

  // ImageGallery: its images, its drop zone, and an upload through the file input.
  if (galleryExported) {
    const gallery = page.getByTestId('gallery');
    const images = gallery.getByRole('list', { name: 'Product images' }).locator(':scope > li');
    await expectVisible(images.first(), 'the first image of the ImageGallery');
    await expectVisible(
      gallery.getByRole('button', { name: /Drag and drop images here.*up to 2 MB/ }),
      'the ImageGallery drop zone',
    );
    await gallery.locator('input[type="file"]').setInputFiles({
      name: 'pixel.png',
      mimeType: 'image/png',
      // A 1×1 transparent PNG.
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      ),
    });
    try {
      await images.nth(1).locator('img').waitFor({ timeout: 5000 });
    } catch {
      throw new Error(
        'an image chosen through the ImageGallery input did not appear in the gallery',
      );
    }
  }

  // A toast after a click, announced in the polite live region.
  await page.getByRole('button', { name: 'Save order' }).click();
  await expectVisible(
    page.getByRole('status').getByText('Order #1001 saved'),
    'the toast "Order #1001 saved"',
  );

  check(problems.length === 0, `the page reported problems:\n  ${problems.join('\n  ')}`);
  check(
    galleryExported,
    'ImageGallery is not exported from @shop/ui (dist/index.d.ts): the pack test needs it',
  );
  step(
    'ok: DataTable rows (its chunk compile-hinted), ImageGallery drop zone and upload, toast, kit ' +
      'stylesheet, no console errors',
  );
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`[pack] FAILED: ${error.message}`);
  if (error.stderr) console.error(String(error.stderr).slice(-4000));
} finally {
  await browser?.close().catch(() => {});
  if (server && server.exitCode === null) {
    try {
      process.kill(server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (process.env.KEEP) console.log(`[pack] kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
step(failed ? 'failed' : 'passed');
process.exit(failed ? 1 : 0);
