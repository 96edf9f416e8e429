// `pnpm bench startup [--runs N] [--throttle R]`: a cold load's main-thread work, measured in the
// browser itself. Lighthouse's mobile figures (`pnpm bench lighthouse`) simulate a phone from one
// unthrottled trace, and its TBT moved by ±150 ms between runs of the same build on this machine:
// too coarse to tell whether a change to the start-up helped. This loads each page cold (HTTP cache
// cleared) under R× CPU throttling (CDP, 4 by default, what Lighthouse's mobile preset simulates)
// N times (7 by default), signed in as the demo owner, and prints per page the medians of:
//
// - first paint (FCP) and the largest contentful paint (LCP), from the trace,
// - blocking time: after FCP, the part over 50 ms of every main-thread task (TBT's definition,
//   measured instead of simulated, until the page is quiet),
// - the longest task, and the main thread's busy time after FCP.
//
// The figures are for this machine (2 cores shared by the server, Chromium and this script).
import { chromium } from 'playwright';
import { parseArgs } from 'node:util';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { adminBuildIsStale, run } from '../lib.mjs';
import { startServer } from '../test-server.mjs';
import { cleanUp, onCleanUp } from './cleanups.mjs';
import { median } from './median.mjs';
import { signInInBrowser, skipTour } from './sign-in.mjs';

const argv = process.argv.slice(2);
if (argv[0] === 'startup') argv.shift(); // through `pnpm bench startup`
const { values: options } = parseArgs({
  args: argv,
  options: { runs: { type: 'string', default: '7' }, throttle: { type: 'string', default: '4' } },
});
const runs = Number(options.runs);
const throttle = Number(options.throttle);
if (!Number.isInteger(runs) || runs < 1 || !(throttle >= 1)) {
  console.error('usage: pnpm bench startup [--runs N (7)] [--throttle R (4)]');
  process.exit(1);
}

const TRACE_CATEGORIES = [
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
];
/** The page is quiet once nothing ran on its main thread for this long. */
const QUIET_MS = 1_500;

/** The figures of one load, from its trace: times in ms from the navigation's start. */
function figures(trace) {
  const events = JSON.parse(trace.toString()).traceEvents;
  const named = (name) => events.filter((e) => e.name === name);
  // The page's first paint, and the navigation it belongs to (not the new tab's about:blank).
  const fcp = named('firstContentfulPaint')[0];
  const ofNavigation = (e) => e.args?.data?.navigationId === fcp?.args.data.navigationId;
  const navigation = named('navigationStart').find(ofNavigation);
  const lcp = named('largestContentfulPaint::Candidate').filter(ofNavigation).at(-1);
  if (!navigation || !fcp) throw new Error('the trace has no navigation or no first paint');
  // The page's main thread: where its first paint was recorded.
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === fcp.pid && e.tid === fcp.tid)
    .filter((e) => e.ts > fcp.ts);
  const ms = (ts) => (ts - navigation.ts) / 1000;
  const durations = tasks.map((e) => e.dur / 1000);
  return {
    fcp: ms(fcp.ts),
    lcp: lcp ? ms(lcp.ts) : NaN,
    blocking: durations.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    longest: Math.max(0, ...durations),
    busy: durations.reduce((sum, d) => sum + d, 0),
  };
}

/** Resolves once the page's main thread has run no task for QUIET_MS (long tasks included). */
async function quiet(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    (quietMs) =>
      new Promise((resolve) => {
        let last = performance.now();
        new PerformanceObserver(() => (last = performance.now())).observe({ type: 'longtask' });
        const check = () =>
          performance.now() - last >= quietMs ? resolve() : setTimeout(check, 100);
        setTimeout(check, 100);
      }),
    QUIET_MS,
  );
}

let failed = false;
try {
  if (adminBuildIsStale()) {
    const code = await run('pnpm', ['run', 'build']);
    if (code !== 0) process.exit(code);
  }
  const server = await startServer();
  onCleanUp(() => server.stop());
  const browser = await chromium.launch(chromiumLaunchOptions);
  onCleanUp(() => browser.close());
  // A phone's viewport: the drawer shell and the pages' narrow layouts, as Lighthouse's mobile run.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });

  // Signed in once, in the context: every load trades the refresh cookie for its token. The tour
  // would start on every page: skipped once.
  const signIn = await context.newPage();
  const orders = await signInInBrowser(signIn, server);
  await skipTour(signIn);
  await signIn.close();

  const paths = ['/admin/home', '/admin/products', `/admin/orders/${orders[0].id}`];
  console.log(
    `Cold loads under ${throttle}x CPU throttling, 412×823, median of ${runs} (ms from the navigation)`,
  );
  console.log(
    `${'page'.padEnd(36)}${['FCP', 'LCP', 'blocking', 'longest', 'busy'].map((h) => h.padStart(10)).join('')}`,
  );
  for (const path of paths) {
    const loads = [];
    for (let i = 0; i < runs; i++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await page.goto(`${server.baseUrl}${path}`);
      await quiet(page);
      const trace = await browser.stopTracing();
      if (new URL(page.url()).pathname !== path) throw new Error(`${path} ended at ${page.url()}`);
      loads.push(figures(trace));
      await page.close();
    }
    const line = ['fcp', 'lcp', 'blocking', 'longest', 'busy'].map((key) =>
      String(Math.round(median(loads.map((load) => load[key])))).padStart(10),
    );
    console.log(`${path.padEnd(36)}${line.join('')}`);
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
