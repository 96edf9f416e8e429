// `pnpm bench lighthouse [--runs N] [--save DIR] [--tour] [--form-factor desktop|mobile] [--page home|products|order]`:
// Lighthouse 12's figures for three pages of the real product, signed in as the demo owner, with a
// cold HTTP cache: desktop (Lighthouse's desktop config) and mobile (its default config: simulated
// slow 4G and 4x CPU slowdown), or only the one --form-factor names, the median of N runs per
// figure (3 by default), against the budgets. --save DIR writes every run's report, trace and
// DevTools log there (`pnpm bench lantern DIR` shows how the simulation timed each request and task
// of a saved run).
//
// The pages as a merchant loads them every day: the demo shop's guided tour is skipped once, in
// the app, before the runs. A shop that has not finished it starts the tour 2 s after its data came
// (§4), on every page, and Lighthouse then counts the tour's work as the page's. --tour measures
// those first visits instead.
//
// Staying signed in: the access token lives in the page's memory only, and on load the app trades
// the HttpOnly refresh cookie for one (the server rotates the cookie on every trade; a cookie
// presented twice ends the session). So one Chromium runs with a remote-debugging port; Playwright
// signs in in its default browser context, the one Lighthouse opens its tab in, and lets go;
// Lighthouse then loads every page in that browser, which keeps the newest cookie from each load
// for the next. Lighthouse's storage reset empties the whole HTTP cache (cold loads) but clears,
// for the page's origin, only `clearStorageTypes` (by default file systems, shader cache, service
// workers and Cache Storage): cookies are not among them, so the session survives it.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { adminBuildIsStale, root, run } from '../lib.mjs';
import { startServer } from '../test-server.mjs';
import { median } from './median.mjs';
import { API, DEMO_OWNER, signInInBrowser, skipTour } from './sign-in.mjs';

// chrome-launcher is Lighthouse's own dependency (what its CLI starts Chrome with), not the root's.
const fromLighthouse = createRequire(fileURLToPath(import.meta.resolve('lighthouse')));
const { launch: launchChrome } = await import(
  pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href
);

const argv = process.argv.slice(2);
if (argv[0] === 'lighthouse') argv.shift(); // through `pnpm bench lighthouse`
const { values: options } = parseArgs({
  args: argv,
  options: {
    runs: { type: 'string', default: '3' },
    save: { type: 'string' },
    tour: { type: 'boolean', default: false },
    'form-factor': { type: 'string' },
    page: { type: 'string' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(
    'usage: pnpm bench lighthouse [--runs N (a whole number, 3 by default)] [--save DIR] [--tour] [--form-factor desktop|mobile] [--page home|products|order]',
  );
  process.exit(1);
}
const saveDir = options.save ? resolve(options.save) : undefined;
if (saveDir) mkdirSync(saveDir, { recursive: true });

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
// --form-factor measures one of the two (half the time, while working on one).
const FORM_FACTORS = ['desktop', 'mobile'].filter(
  (f) => options['form-factor'] === undefined || f === options['form-factor'],
);
if (FORM_FACTORS.length === 0) {
  console.error('--form-factor takes desktop or mobile');
  process.exit(1);
}

const categoryScore = (id) => (lhr) => Math.round(lhr.categories[id].score * 100);
const metric = (id) => (lhr) => lhr.audits[id].numericValue;
const showScore = (v) => (Number.isInteger(v) ? String(v) : v.toFixed(1));
const showSeconds = (v) => `${(v / 1000).toFixed(2)} s`;
const showMs = (v) => `${Math.round(v)} ms`;
const showCls = (v) => (v === 0 ? '0' : v < 0.001 ? v.toPrecision(1) : v.toFixed(3));

/** The figures, in print order. `atLeast`: a score, whose budget is a minimum (else a maximum). */
const FIGURES = [
  {
    key: 'performance',
    heading: 'perf',
    get: categoryScore('performance'),
    show: showScore,
    atLeast: true,
  },
  { key: 'fcp', heading: 'FCP', get: metric('first-contentful-paint'), show: showSeconds },
  { key: 'lcp', heading: 'LCP', get: metric('largest-contentful-paint'), show: showSeconds },
  { key: 'tbt', heading: 'TBT', get: metric('total-blocking-time'), show: showMs },
  { key: 'cls', heading: 'CLS', get: metric('cumulative-layout-shift'), show: showCls },
  { key: 'si', heading: 'SI', get: metric('speed-index'), show: showSeconds },
  {
    key: 'accessibility',
    heading: 'a11y',
    get: categoryScore('accessibility'),
    show: showScore,
    atLeast: true,
  },
  {
    key: 'bestPractices',
    heading: 'best pract.',
    get: categoryScore('best-practices'),
    show: showScore,
    atLeast: true,
  },
];

const BUDGETS = {
  desktop: { performance: 98, cls: 0, accessibility: 100, bestPractices: 100 },
  mobile: { performance: 95, tbt: 150, cls: 0, accessibility: 100, bestPractices: 100 },
};

const clip = (text, length) => {
  const flat = String(text).replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};

/** One line for an item of a failing audit: the element Lighthouse names, or what it reports. */
function describeItem(item) {
  if (item.node) {
    const { selector, snippet, explanation } = item.node;
    const why = explanation?.replace(/^Fix (any|all) of the following:\s*/, '');
    return [selector, clip(snippet ?? '', 140), why && `(${clip(why, 220)})`]
      .filter(Boolean)
      .join('  ');
  }
  const text = (v) => (typeof v === 'string' ? v : typeof v?.value === 'string' ? v.value : '');
  const fields = [item.source, item.issueType, item.directive, item.description, item.scriptUrl];
  const url =
    text(item.url) || text(item.sourceLocation?.url) || text(item.subItems?.items?.[0]?.url);
  return clip([...fields.map(text), url].filter(Boolean).join('  '), 300);
}

/** A load that ended up signed out: the refresh failed or the app left for the sign-in page. */
function signedOut(lhr, url) {
  const refresh = lhr.audits['network-requests']?.details?.items?.find((r) =>
    r.url.includes(`${API}/auth/refresh-token`),
  );
  return lhr.finalDisplayedUrl !== url || !refresh || refresh.statusCode !== 200;
}

/** Newest modification time of a folder's files and folders (a build deletes and writes both). */
function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/**
 * A copy of the admin build for this run, which the server serves (ADMIN_DIST_DIR): a build made in
 * the work tree meanwhile (by anyone) cannot change the app between two pages or two runs. A copy
 * is kept only when nothing in dist changed while it was taken and every file index.html names is
 * in it; otherwise a build is under way, and the next try waits for it.
 */
async function snapshotAdminBuild() {
  const dist = join(root, 'apps/admin/dist');
  for (let attempt = 1; ; attempt++) {
    const copy = mkdtempSync(join(tmpdir(), 'lighthouse-admin-'));
    try {
      const before = newestChange(dist);
      cpSync(dist, copy, { recursive: true });
      const html = readFileSync(join(copy, 'index.html'), 'utf8');
      const files = [...html.matchAll(/"\/admin\/([^"]+)"/g)].map((m) => m[1]);
      // The app's entry: the script without `async` (the boot script before it has it).
      const entry = html.match(/<script(?![^>]*\basync\b)[^>]+src="\/admin\/assets\/([^"]+)"/)?.[1];
      if (entry && files.every((f) => existsSync(join(copy, f))) && newestChange(dist) === before)
        return { dir: copy, entry };
    } catch {
      // dist is being rewritten: try again
    }
    rmSync(copy, { recursive: true, force: true });
    if (attempt === 15) throw new Error('apps/admin/dist kept changing: is a build running?');
    await new Promise((done) => setTimeout(done, 2000));
  }
}

if (adminBuildIsStale()) {
  const code = await run('pnpm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}
const build = await snapshotAdminBuild();
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const dirty = git('status', '--porcelain', '--', 'apps/admin', 'packages') !== '';
const revision = `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' + uncommitted changes' : ''}`;

// Lighthouse's simulation scales the CPU time it observes: other work on the machine inflates TBT.
const loadAtStart = loadavg()[0];
let server;
let chrome;
try {
  process.env.ADMIN_DIST_DIR = build.dir;
  server = await startServer();
  chrome = await launchChrome({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });

  let chromeVersion;
  let tourSkipped = options.tour;
  /**
   * Signs the owner in (in the browser's default context) and returns the newest order's id. The
   * first time (without --tour), skips the guided tour as a merchant would: the app saves the shop's
   * tour_completed.
   */
  const signIn = async () => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    chromeVersion = browser.version();
    try {
      const page = await browser.contexts()[0].newPage();
      const orders = await signInInBrowser(page, server);
      if (!tourSkipped) {
        await skipTour(page);
        tourSkipped = true;
      }
      // Nothing of the app may run beside Lighthouse's tab (its timer would refresh the session).
      await page.close();
      return orders[0].id;
    } finally {
      await browser.close(); // connected over CDP: only lets go; the browser and its cookies stay
    }
  };

  const orderId = await signIn();
  const pages = {
    home: '/admin/home',
    products: '/admin/products',
    order: `/admin/orders/${orderId}`,
  };
  // --page measures one of the three (while working on one).
  const paths = Object.entries(pages)
    .filter(([name]) => options.page === undefined || name === options.page)
    .map(([, path]) => path);
  if (paths.length === 0) throw new Error('--page takes home, products or order');

  let signIns = 0;
  const measure = async (url, formFactor) => {
    for (;;) {
      const flags = {
        port: chrome.port,
        hostname: '127.0.0.1',
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      };
      const result = await lighthouse(
        url,
        flags,
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
      if (lhr.runtimeError)
        throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
      if (!signedOut(lhr, url))
        return { lhr, trace: result.artifacts?.Trace, devtoolsLog: result.artifacts?.DevtoolsLog };
      // Never expected; if it happens, say so, sign in again and measure the load again, not the
      // sign-in page.
      if (++signIns > 3) throw new Error(`${url} kept signing out under Lighthouse`);
      console.error(`  ${url} (${formFactor}) ended signed out: signing in again, measuring again`);
      await signIn();
    }
  };

  const results = [];
  for (const path of paths) {
    const url = `${server.baseUrl}${path}`;
    const byFormFactor = {};
    for (const formFactor of FORM_FACTORS) {
      const lhrs = [];
      for (let i = 1; i <= runs; i++) {
        console.error(`measuring ${path} (${formFactor}), run ${i} of ${runs}…`);
        const { lhr, trace, devtoolsLog } = await measure(url, formFactor);
        lhrs.push(lhr);
        if (saveDir) {
          const name = `${path.slice(1).replaceAll('/', '-')}-${formFactor}-${i}`;
          writeFileSync(join(saveDir, `${name}.json`), JSON.stringify(lhr, null, 1));
          // The unthrottled trace Lighthouse simulated from: opens in DevTools' Performance panel.
          if (trace) writeFileSync(join(saveDir, `${name}.trace.json`), JSON.stringify(trace));
          // With the trace, what Lighthouse's simulation (Lantern) builds its graph from.
          if (devtoolsLog)
            writeFileSync(join(saveDir, `${name}.devtoolslog.json`), JSON.stringify(devtoolsLog));
        }
      }
      const figures = Object.fromEntries(
        FIGURES.map((f) => [f.key, median(lhrs.map((lhr) => f.get(lhr)))]),
      );
      byFormFactor[formFactor] = { lhrs, figures, medianRun: computeMedianRun(lhrs) };
    }
    results.push({ path, byFormFactor });
  }

  // The report. The benchmark index is Lighthouse's measure of this machine's CPU (the simulation
  // scales by it); it varies from run to run.
  const allLhrs = results.flatMap((r) => FORM_FACTORS.flatMap((f) => r.byFormFactor[f].lhrs));
  const benchmarkIndex = median(allLhrs.map((lhr) => lhr.environment.benchmarkIndex));
  console.log(
    `\nLighthouse ${allLhrs[0].lighthouseVersion}, Chromium ${chromeVersion}, benchmark index ` +
      `${Math.round(benchmarkIndex)} (median). Signed in as ${DEMO_OWNER.email}, cold HTTP cache, ` +
      (options.tour ? 'the guided tour pending (--tour).' : 'the guided tour finished.'),
  );
  console.log(
    `Machine: ${cpus().length} cores, load average ${loadAtStart.toFixed(1)} at the start and ` +
      `${loadavg()[0].toFixed(1)} at the end (1 minute).`,
  );
  console.log(
    `The admin app as built in the work tree (at ${revision}), entry ${build.entry}, copied ` +
      'for this run.',
  );
  console.log(
    `Median of ${runs} run${runs > 1 ? 's' : ''} per figure. ` +
      "desktop: Lighthouse's desktop config; mobile: the default config (simulated slow 4G, " +
      '4x CPU slowdown).',
  );
  console.log(
    'Budgets: performance ≥ 98 desktop, ≥ 95 mobile; mobile TBT ≤ 150 ms; CLS 0; accessibility ' +
      'and best practices 100.',
  );

  const summaries = [];
  for (const { path, byFormFactor } of results) {
    console.log(`\n${path}`);
    const rows = [['', ...FIGURES.map((f) => f.heading)]];
    const missed = [];
    let budgetCount = 0;
    for (const formFactor of FORM_FACTORS) {
      const { figures } = byFormFactor[formFactor];
      const cells = FIGURES.map((f) => {
        const value = figures[f.key];
        const budget = BUDGETS[formFactor][f.key];
        if (budget === undefined) return f.show(value);
        budgetCount++;
        const ok = f.atLeast ? value >= budget : value <= budget;
        const limit = f.atLeast ? `≥${budget}` : budget === 0 ? '=0' : `≤${f.show(budget)}`;
        if (!ok) missed.push(`${formFactor} ${f.heading} ${f.show(value)} (${limit})`);
        return `${f.show(value)} ${ok ? '✔' : '✘'} ${limit}`;
      });
      rows.push([formFactor, ...cells]);
    }
    const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)) + 3);
    const line = (row) => row.map((text, i) => text.padEnd(widths[i])).join('');
    for (const row of rows) console.log(line(row).trimEnd());

    // The failing accessibility and best-practices audits of the median runs, both form factors.
    const failing = new Map();
    for (const formFactor of FORM_FACTORS) {
      const { medianRun } = byFormFactor[formFactor];
      for (const category of ['accessibility', 'best-practices']) {
        for (const ref of medianRun.categories[category].auditRefs) {
          const audit = medianRun.audits[ref.id];
          if (audit.score === null || audit.score >= 1) continue;
          const entry = failing.get(ref.id) ?? { category, audit, ref, items: new Map(), in: [] };
          entry.in.push(formFactor);
          for (const item of audit.details?.items ?? []) {
            const line = describeItem(item);
            entry.items.set(line, [...(entry.items.get(line) ?? []), formFactor]);
          }
          failing.set(ref.id, entry);
        }
      }
    }
    if (failing.size) console.log('failing audits (median run):');
    for (const { category, audit, ref, items, in: formFactors } of failing.values()) {
      const where = formFactors.length === FORM_FACTORS.length ? '' : ` [${formFactors} only]`;
      const weight = ref.weight ? '' : ' (weight 0)';
      console.log(`  ✘ ${category}: ${audit.id}: ${audit.title}${weight}${where}`);
      const lines = [...items];
      for (const [line, seenIn] of lines.slice(0, 8)) {
        const only = seenIn.length < formFactors.length ? ` [${seenIn} only]` : '';
        console.log(`      ${line}${only}`);
      }
      if (lines.length > 8) console.log(`      … and ${lines.length - 8} more`);
    }

    // What the mobile main thread spends its time on (Lighthouse scales it by the CPU slowdown).
    const mobile = byFormFactor.mobile?.medianRun ?? { audits: {} };
    const top = (id, describe, count = 5) =>
      (mobile.audits[id]?.details?.items ?? []).slice(0, count).map(describe).join(' · ');
    const file = (url) => (url.startsWith(server.baseUrl) ? url.slice(server.baseUrl.length) : url);
    const work = (i) => `${i.groupLabel} ${showMs(i.duration)}`;
    const boot = (i) =>
      `${file(i.url)} ${showMs(i.total)} (script ${showMs(i.scripting)}, ` +
      `parse/compile ${showMs(i.scriptParseCompile)})`;
    const task = (i) => `${file(i.url)} ${showMs(i.duration)} at ${showMs(i.startTime)}`;
    console.log(`mobile main thread: ${top('mainthread-work-breakdown', work)}`);
    console.log(`mobile JS boot-up: ${top('bootup-time', boot, 4)}`);
    console.log(`mobile long tasks: ${top('long-tasks', task)}`);
    const warnings = new Set(
      FORM_FACTORS.flatMap((f) => byFormFactor[f].lhrs.flatMap((lhr) => lhr.runWarnings)),
    );
    for (const warning of warnings) console.log(`Lighthouse warns: ${clip(warning, 300)}`);

    summaries.push(
      `${missed.length ? '✘' : '✔'} ${path}: ${budgetCount - missed.length} of ${budgetCount} ` +
        `budgets met${missed.length ? `; missed: ${missed.join(', ')}` : ''}`,
    );
  }
  // Audits Lighthouse could not run: none counts in a score, but their diagnostics are missing.
  const errored = new Map();
  for (const audit of allLhrs.flatMap((lhr) => Object.values(lhr.audits)))
    if (audit.scoreDisplayMode === 'error') {
      const message = audit.errorMessage
        .replace(/^Required \w+ gatherer encountered an error: /, '')
        .replace(/^Dependency "\w+" failed with exception: /, '');
      errored.set(message, (errored.get(message) ?? new Set()).add(audit.id));
    }
  for (const [message, ids] of errored)
    console.log(`\nLighthouse could not run ${[...ids].join(', ')}: ${clip(message, 200)}`);

  console.log(`\n${summaries.join('\n')}`);
  if (signIns) console.log(`(the session was lost ${signIns} time(s) and signed in again)`);
} finally {
  chrome?.kill();
  await server?.stop();
  rmSync(build.dir, { recursive: true, force: true });
}
