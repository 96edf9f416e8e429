/* global window, document, history, MutationObserver */
// `pnpm bench discounts [--codes N] [--runs N] [--delete N] [--rounds N] [--database pglite|postgres]
//  [--trace DIR]`: discount codes at scale (issue 25).
//
// 1. The real server (scripts/test-server.mjs: the admin build of ADMIN_DIST_DIR or apps/admin/dist,
//    the API on a throwaway PGlite folder with the demo seed, or with --database postgres on a new
//    PostgreSQL 15 cluster in a temporary folder), signed in as the demo owner.
// 2. --codes (20,000) codes added through POST discounts/coupons/generate, 1,000 a call, in batches
//    named "Bench batch 1" … "Bench batch 20" (a name search then narrows them batch by batch).
// 3. POST discounts/coupons-list as the page asks for it (its first page by name, and a search,
//    `q` "batch 17"), --runs (30) times each after three warm-ups: p50 / p95 / max in ms at the HTTP
//    API, the answer's size.
// 4. The list page in Chromium under 4x CPU throttling (CDP Emulation.setCPUThrottlingRate), the
//    search typed one key at a time, each key after the last one's rows are shown, on --rounds (3)
//    fresh loads of the page (nothing of an earlier round in its cache): one typing is two changes
//    of the rows, and a figure of two moves by tens of ms from one run to the next.
//    - key → next paint: the Event Timing API's duration of the keystroke's events (what INP counts),
//    - search applied → filtered rows shown: from the moment the search leaves the table (it waits
//      for a 300 ms pause in typing first, by design): the list's call for the search is sent, or
//      the search reaches the URL, whichever is first, to the last change of the table it caused (the
//      list sends its call first and changes the URL once the rows are here, so the call's time is
//      counted); "unchanged" when
//      the rows shown were already the search's (nothing in the table changed),
//    - of it, the call: the search's call from its fetch to the answer's last byte (Resource
//      Timing), the server's and the network's share.
//    --trace DIR writes each round's typing as a Chromium trace with its CPU profile
//    (DIR/typing-N.json, opens in DevTools' Performance panel): what the main thread did per key.
// 5. POST discounts/coupons/bulk deleting --delete (5,000) of the codes in one call (their ids
//    paged from coupons-list): its time.
//
// Budgets (issue 25): coupons-list p95 <= 60 ms; a keystroke <= 100 ms (the worst of every round);
// the bulk delete <= 1 s.
// The machine has 2 cores shared by the server, Chromium and this script: the figures are for this
// machine. Exit code 1 when a figure is over its budget or a call fails.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { postgresInstalled, startPostgres } from '../../apps/api/scripts/postgres-cluster.mjs';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { root } from '../lib.mjs';
import { startServer } from '../test-server.mjs';
import { cleanUp, onCleanUp } from './cleanups.mjs';
import { API, DEMO_OWNER, signInAsOwner, skipTour } from './sign-in.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const DATABASE = (() => {
  const i = process.argv.indexOf('--database');
  return i === -1 ? 'pglite' : process.argv[i + 1];
})();
const CODES = arg('codes', 20_000);
const RUNS = arg('runs', 30);
const DELETE = arg('delete', 5_000);
const ROUNDS = arg('rounds', 3);
const TRACE_DIR = (() => {
  const i = process.argv.indexOf('--trace');
  return i === -1 ? undefined : process.argv[i + 1];
})();
const BATCH = 1_000;
const CPU_THROTTLING = 4;
const BUDGET = { listP95: 60, keystroke: 100, bulkDelete: 1_000 };
const SEARCH = 'batch 17';

if (!(CODES >= BATCH && CODES % BATCH === 0)) {
  console.error(`--codes takes a multiple of ${BATCH}`);
  process.exit(1);
}
if (!(Number.isInteger(ROUNDS) && ROUNDS >= 1)) {
  console.error('--rounds takes a whole number of at least 1');
  process.exit(1);
}
if (
  !['pglite', 'postgres'].includes(DATABASE) ||
  (DATABASE === 'postgres' && !postgresInstalled())
) {
  console.error('--database takes pglite or postgres (PostgreSQL 15 installed)');
  process.exit(1);
}
const dist = process.env.ADMIN_DIST_DIR ?? join(root, 'apps/admin/dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`no admin build at ${dist}: run pnpm build (or set ADMIN_DIST_DIR)`);
  process.exit(1);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (n) => `${n.toFixed(1)} ms`;

async function call(server, token, method, path, body) {
  const res = await fetch(`${server.baseUrl}${API}/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      // The double-submit check wants the header to equal the cookie, as the app sends them.
      cookie: 'XSRF-TOKEN=bench',
      'x-xsrf-token': 'bench',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return { json: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

async function addCodes(server, token) {
  const validFrom = Math.floor(Date.now() / 1000) - 86_400;
  const started = performance.now();
  for (let batch = 1; batch <= CODES / BATCH; batch++) {
    await call(server, token, 'POST', 'discounts/coupons/generate', {
      name: `Bench batch ${batch}`,
      type: 'percentage',
      value: 5 + (batch % 20),
      validFrom,
      prefix: `B${batch}-`,
      count: BATCH,
    });
  }
  return performance.now() - started;
}

async function measureList(server, token, body) {
  const timings = [];
  let bytes = 0;
  let items = 0;
  for (let i = 0; i < RUNS + 3; i++) {
    const started = performance.now();
    const res = await call(server, token, 'POST', 'discounts/coupons-list', body);
    const took = performance.now() - started;
    if (i >= 3) timings.push(took);
    bytes = res.bytes;
    items = res.json.items.length;
  }
  return {
    items,
    bytes,
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    max: Math.max(...timings),
  };
}

/**
 * In the page: its keystrokes' Event Timing entries, when the search reaches the URL, and when the
 * DOM last changed.
 */
function instrumentPage() {
  const w = window;
  // `whenApplied` resolves on the search's arrival in the URL: waiting by polling from the bench
  // (Playwright's waitForFunction runs its check on every frame) would take the page's main thread
  // from the render it measures, 4x throttled.
  const waiters = [];
  w.__bench = {
    events: [],
    applied: [],
    requests: [],
    calls: [],
    lastChange: 0,
    whenApplied: (n) =>
      new Promise((resolve) => {
        const check = () => (w.__bench.applied.length > n ? resolve() : waiters.push(check));
        check();
      }),
  };
  // When the list's calls are sent (the app's transport is fetch).
  const fetch = w.fetch.bind(w);
  w.fetch = (input, init) => {
    const list = String(input instanceof Request ? input.url : input).includes('coupons-list');
    if (list) w.__bench.requests.push(performance.now());
    return fetch(input, init);
  };
  // The list's calls as the network saw them: from the fetch to the answer's last byte.
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name.includes('coupons-list'))
        w.__bench.calls.push({ start: e.startTime, took: e.responseEnd - e.startTime });
  }).observe({ type: 'resource' });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (['keydown', 'keypress', 'keyup', 'input', 'beforeinput'].includes(e.name))
        w.__bench.events.push({ name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // The table reports the search after its pause; the list puts it in the URL (replaceState).
  const replace = history.replaceState.bind(history);
  history.replaceState = (...args) => {
    if (String(args[2] ?? '').includes('q=')) w.__bench.applied.push(performance.now());
    const result = replace(...args);
    for (const check of waiters.splice(0)) check();
    return result;
  };
  // Changes of the codes' table only: the loading bar of a navigation pending 400 ms, the toolbar
  // and the like are not the rows. An attribute written with the value it had changes nothing on
  // screen (React writes a checkbox's type and name on each render of it, an absent name as "").
  const inTable = (r) =>
    (r.target.nodeType === 1 ? r.target : r.target.parentElement)?.closest('[role="grid"]') &&
    (r.type !== 'attributes' ||
      (r.target.getAttribute(r.attributeName) ?? '') !== (r.oldValue ?? ''));
  document.addEventListener('DOMContentLoaded', () =>
    new MutationObserver((records) => {
      if (records.some(inTable)) w.__bench.lastChange = performance.now();
    }).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      // A virtual table's new row count is an attribute (aria-rowcount) when the rows in view stay.
      attributes: true,
      attributeOldValue: true,
    }),
  );
}

/**
 * Resolves, in the page, once the DOM changed after `since` and then not for 200 ms: when it last
 * changed. Without a change within 3 s (the rows already showed what was asked), the last change
 * before. (Waiting only for 200 quiet ms resolved before the new rows were drawn: the 300 ms pause
 * in typing is quiet too.)
 */
function settled(since) {
  return new Promise((resolve) => {
    const started = performance.now();
    const check = () => {
      const { lastChange } = window.__bench;
      const done =
        (lastChange > since && performance.now() - lastChange > 200) ||
        performance.now() - started > 3_000;
      if (done) resolve(lastChange);
      else setTimeout(check, 50);
    };
    check();
  });
}

/** DevTools' own: the main thread's tasks with the CPU profile's samples in them. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
];

async function measureTyping(server) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  onCleanUp(() => browser.close());
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(instrumentPage);
  await page.goto(`${server.baseUrl}/admin/discount-code`);
  await page.waitForURL((url) => url.origin === server.accountsUrl);
  await page.getByLabel('Email').fill(DEMO_OWNER.email);
  await page.getByLabel('Password').fill(DEMO_OWNER.password);
  const loadStarted = Date.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.waitFor({ timeout: 120_000 });
  const heading = page.getByRole('heading', { level: 1, name: /^Discount Codes \(/ });
  await heading.waitFor({ timeout: 120_000 });
  const loadMs = Date.now() - loadStarted;
  // The demo shop's guided tour starts 2 s after the shop's data came and takes the focus: skipped
  // first, as a merchant would, so that the keys go to the search box.
  await skipTour(page);
  const cdp = await context.newCDPSession(page);
  const rows = page.getByRole('grid', { name: 'Discount codes' }).locator('tbody tr');
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round > 0) {
      // A fresh page (and cache) for each round, loaded at full speed.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.goto(`${server.baseUrl}/admin/discount-code`);
      await heading.waitFor({ timeout: 120_000 });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await search.click();
    if (TRACE_DIR) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    rounds.push(await typeSearch(page, rows));
    if (TRACE_DIR) {
      mkdirSync(TRACE_DIR, { recursive: true });
      writeFileSync(join(TRACE_DIR, `typing-${round + 1}.json`), await browser.stopTracing());
    }
  }
  await browser.close();
  return { loadMs, rounds };
}

/** Types SEARCH into the focused search box a key at a time: each key's figures. */
async function typeSearch(page, rows) {
  const keys = [];
  for (const key of SEARCH) {
    const before = await page.evaluate(() => window.__bench.applied.length);
    const pressedAt = await page.evaluate(() => performance.now());
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    // The search reaches the URL after the table's pause, then the rows change.
    await page.evaluate((n) => window.__bench.whenApplied(n), before);
    const applied = await page.evaluate(
      ({ n, since }) =>
        Math.min(window.__bench.applied[n], ...window.__bench.requests.filter((t) => t >= since)),
      { n: before, since: pressedAt },
    );
    const lastChange = await page.evaluate(settled, applied);
    const events = await page.evaluate(
      (since) => window.__bench.events.filter((e) => e.start >= since),
      pressedAt,
    );
    const call = await page.evaluate(
      (since) => window.__bench.calls.find((c) => c.start >= since - 1),
      applied,
    );
    keys.push({
      key,
      rows: await rows.count(),
      keyToPaint: Math.max(0, ...events.map((e) => e.duration)),
      // null: the rows shown were already the search's (nothing in the table changed).
      appliedToRows: lastChange > applied ? lastChange - applied : null,
      // The search's call, when it sent one (a search already asked for is in the cache).
      call: call?.took ?? null,
    });
  }
  return keys;
}

let ok = true;
try {
  let databaseUrl = '';
  if (DATABASE === 'postgres') {
    const cluster = await startPostgres();
    onCleanUp(async () => cluster.stop());
    const pg = createRequire(join(root, 'apps/api/package.json'))('pg');
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE shop_discounts');
    await admin.end();
    databaseUrl = cluster.url.replace(/\/postgres$/, '/shop_discounts');
  }
  const server = await startServer({ databaseUrl });
  onCleanUp(() => server.stop());
  const token = await signInAsOwner(server);
  console.log(`Adding ${CODES.toLocaleString('en')} codes (${CODES / BATCH} generate calls) ...`);
  const addMs = await addCodes(server, token);
  console.log(`  added in ${(addMs / 1000).toFixed(1)} s`);

  // The page's own calls: its first page (20 codes by name), and a search.
  const asked = {
    first: { sort: 'name:asc', limit: 20 },
    search: { sort: 'name:asc', limit: 20, q: SEARCH },
  };
  // The shop's count, the list's title: its own call, asked for once (not on each search).
  const { count } = (await call(server, token, 'GET', 'discounts/coupons/count')).json;
  let list = { p95: 0 };
  for (const [label, body] of Object.entries(asked)) {
    const measured = await measureList(server, token, body);
    console.log(
      `\ncoupons-list ${label} ${JSON.stringify(body)} on ${DATABASE}, ${count.toLocaleString('en')} codes, ${measured.items} in the answer (${(measured.bytes / 1024).toFixed(1)} KB of JSON), ${RUNS} calls:` +
        ` p50 ${ms(measured.p50)}, p95 ${ms(measured.p95)} (budget ${BUDGET.listP95} ms), max ${ms(measured.max)}`,
    );
    if (measured.p95 > list.p95) list = measured;
  }
  if (list.p95 > BUDGET.listP95) ok = false;

  console.log(`\nList page, ${CPU_THROTTLING}x CPU throttling, typing "${SEARCH}" ...`);
  const typing = await measureTyping(server);
  console.log(`  signed in → list shown: ${(typing.loadMs / 1000).toFixed(1)} s (not throttled)`);
  console.log(
    `  key    rows    key→paint     search→rows         of it, the call   (ms, rounds 1–${ROUNDS})`,
  );
  const whole = (n) => (n === null ? '–' : String(Math.round(n)));
  for (const [i, { key, rows }] of typing.rounds[0].entries()) {
    const each = (pick) => typing.rounds.map((keys) => whole(pick(keys[i]))).join(' / ');
    console.log(
      `  ${JSON.stringify(key).padEnd(4)} ${String(rows).padStart(6)}   ${each((k) => k.keyToPaint).padEnd(13)} ${each((k) => k.appliedToRows).padEnd(19)} ${each((k) => k.call)}`,
    );
  }
  console.log(
    "  (– in search→rows: the rows shown were already the search's; – in the call: none sent)",
  );
  const allKeys = typing.rounds.flat();
  const keyToPaint = allKeys.map((k) => k.keyToPaint);
  const toRows = allKeys.flatMap((k) => (k.appliedToRows === null ? [] : [k.appliedToRows]));
  const worstKey = Math.max(...keyToPaint);
  const worstRows = Math.max(0, ...toRows);
  console.log(
    `  key→paint: median ${ms(percentile(keyToPaint, 50))}, worst ${ms(worstKey)}; search→filtered rows: median ${ms(percentile(toRows, 50))}, worst ${ms(worstRows)} of ${toRows.length} (budget ${BUDGET.keystroke} ms each; the table's 300 ms pause in typing comes before the second)`,
  );
  if (worstKey > BUDGET.keystroke || worstRows > BUDGET.keystroke) ok = false;

  const ids = [];
  for (let after; ids.length < DELETE;) {
    const { json } = await call(server, token, 'POST', 'discounts/coupons-list', {
      sort: 'code:asc',
      q: 'Bench batch',
      limit: 1_000,
      ...(after ? { starting_after: after } : {}),
    });
    ids.push(...json.items.map((c) => c.id));
    after = json.items.at(-1)?.id;
    if (!json.has_more) break;
  }
  ids.splice(DELETE);
  const started = performance.now();
  const deleted = await call(server, token, 'POST', 'discounts/coupons/bulk', {
    action: 'delete',
    ids,
  });
  const deleteMs = performance.now() - started;
  console.log(
    `\nBulk delete of ${ids.length.toLocaleString('en')} codes in one call: ${ms(deleteMs)} (budget ${BUDGET.bulkDelete} ms); deleted ${deleted.json.deleted.length}, skipped ${deleted.json.skipped.length}`,
  );
  if (deleteMs > BUDGET.bulkDelete || deleted.json.deleted.length !== ids.length) ok = false;

  console.log(
    `\nFigures: coupons-list p95 ${ms(list.p95)} (the slower of the two) | keystroke: key→paint ${ms(worstKey)}, search→rows ${ms(worstRows)} | bulk delete ${ms(deleteMs)}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  ok = false;
} finally {
  await cleanUp();
}
process.exit(ok ? 0 : 1);
