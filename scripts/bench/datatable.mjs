/* global window */
// `pnpm bench datatable`: DataTable in virtual mode with 100,000 rows, in headless Chromium with 4x CPU
// throttling. Builds the harness (packages/ui/bench/datatable, the kit from source) with Vite into a
// temp folder, serves it on a free loopback port, and measures in the page:
//   - first render: from the mark before `root.render` to the first paint with rows (rAF + message);
//   - frame time while scrolling: requestAnimationFrame deltas while the table is scrolled every frame.
// Budgets (issue 3): first render <= 100 ms, p95 frame <= 16.7 ms. Prints the figures and the verdict;
// exits 0 either way (a benchmark, not a test), or 1 if it could not measure at all.
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { root } from '../lib.mjs';

const BUDGET_FIRST_RENDER_MS = 100;
const BUDGET_P95_FRAME_MS = 16.7;
const CPU_THROTTLING = Number(process.env.BENCH_CPU_RATE ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SCROLL_MS = 4000;

const harness = join(root, 'packages/ui/bench/datatable');
const outDir = mkdtempSync(join(tmpdir(), 'shop-bench-datatable-'));

async function buildHarness() {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
  await build({
    root: harness,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin()],
    resolve: { conditions: ['@shop/source'] },
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: {
        onLog(level, log, defaultHandler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' || log.message.includes('"use client"')) return;
          defaultHandler(level, log);
        },
      },
    },
  });
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

function serve(dir) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    let file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(dir, 'index.html');
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/**
 * Main-thread CPU time from a Chromium trace (`tdur`: time the thread ran, not time it waited for a core).
 * On a busy machine wall-clock figures include time other processes held the CPU; these do not.
 */
function analyseTrace(file) {
  const trace = JSON.parse(readFileSync(file, 'utf8'));
  const events = trace.traceEvents ?? trace;
  const mark = (name) =>
    events.find((event) => event.name === name && event.cat?.includes('user_timing'));
  const start = mark('mount-start');
  const painted = mark('first-rows-painted');
  if (!start || !painted) return undefined;
  const main = (event) => event.pid === start.pid && event.tid === start.tid;
  const tasks = events
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && main(event) && event.tdur)
    .sort((a, b) => a.ts - b.ts);
  // CPU of the tasks within [from, to), prorated for tasks that straddle an edge.
  const cpu = (from, to) =>
    tasks.reduce((sum, task) => {
      const overlap = Math.min(to, task.ts + task.dur) - Math.max(from, task.ts);
      return overlap > 0 ? sum + (task.tdur * overlap) / task.dur : sum;
    }, 0) / 1000;
  const mountCpu = cpu(start.ts, painted.ts);
  const scrollStart = mark('scroll-start');
  const scrollEnd = mark('scroll-end');
  const frames = events
    .filter(
      (event) =>
        event.name === 'FireAnimationFrame' &&
        main(event) &&
        scrollStart &&
        event.ts >= scrollStart.ts &&
        event.ts < scrollEnd.ts,
    )
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  const frameCpu = frames.slice(0, -1).map((ts, index) => cpu(ts, frames[index + 1]));
  return { mountCpu, frameCpu };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${value.toFixed(1)} ms`;
const verdict = (value, budget) => (value <= budget ? 'within budget' : 'OVER BUDGET');

let server;
let browser;
try {
  const started = Date.now();
  await buildHarness();
  console.log(`harness built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  server = await serve(outDir);
  const url = `http://127.0.0.1:${server.address().port}/`;
  browser = await chromium.launch(chromiumLaunchOptions);

  const references = [];
  const firstRenders = [];
  const commits = [];
  const scrolls = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A fresh page per run: the first render is measured once per page load.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(`page console: ${message.text()}`);
    });
    await page.goto(url);
    await page.waitForFunction(() => window.bench?.ready);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    const mounted = await page.evaluate(() => window.bench.mount());
    if (mounted.rowsInDom === 0) throw new Error('no rows were rendered');
    if (mounted.rowsInDom > 200)
      throw new Error(`${mounted.rowsInDom} rows in the DOM: not virtual`);
    firstRenders.push(mounted.firstRenderMs);
    {
      // The machine's state right now: a bare React table of 25 rows, same page, same throttling.
      const reference = await context.newPage();
      await reference.goto(url);
      await reference.waitForFunction(() => window.bench?.ready);
      const referenceCdp = await context.newCDPSession(reference);
      await referenceCdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
      references.push(await reference.evaluate(() => window.bench.mountReference()));
      await reference.close();
    }
    commits.push(mounted.commitMs);
    await page.waitForTimeout(500);
    // Steady scrolling (1 row of 24 px per frame at 60 fps, ~1,440 px/s) then flinging (a viewport of
    // rows per frame, every visible row replaced each frame).
    const steady = await page.evaluate((duration) => window.bench.scroll(24, duration), SCROLL_MS);
    const fling = await page.evaluate((duration) => window.bench.scroll(480, duration), SCROLL_MS);
    const idle = await page.evaluate(() => window.bench.idle(1000));
    scrolls.push({ steady, fling, idle });
    console.log(
      `run ${run + 1}: first render ${ms(mounted.firstRenderMs)} (commit ${ms(mounted.commitMs)}, ` +
        `${mounted.rowsInDom} rows in DOM, aria-rowcount ${mounted.ariaRowCount}` +
        (mounted.framesWithoutRows
          ? `, ${mounted.framesWithoutRows} frame(s) painted before rows`
          : '') +
        '); ' +
        `steady scroll p95 ${ms(steady.p95)} (p50 ${ms(steady.p50)}, max ${ms(steady.max)}, ` +
        `${steady.over16}/${steady.frames} frames > 16.7 ms, reached row ${steady.lastRowIndex}); ` +
        `fling p95 ${ms(fling.p95)} (max ${ms(fling.max)}, reached row ${fling.lastRowIndex}); ` +
        `idle p95 ${ms(idle.p95)}`,
    );
    await context.close();
  }

  // One more run, unthrottled and traced, for main-thread CPU time (see analyseTrace). Chromium's
  // throttling keeps the thread busy, so CPU time is taken at 1x and multiplied by the throttling rate.
  const load = loadavg()[0];
  let traced;
  {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => window.bench?.ready);
    const traceFile = process.env.BENCH_TRACE ?? join(outDir, 'trace.json');
    await browser.startTracing(page, {
      path: traceFile,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
      ],
    });
    await page.evaluate(() => window.bench.mount());
    await page.waitForTimeout(300);
    await page.evaluate(() => performance.mark('scroll-start'));
    await page.evaluate(() => window.bench.scroll(24, 2000));
    await page.evaluate(() => window.bench.scroll(480, 2000));
    await page.evaluate(() => performance.mark('scroll-end'));
    await browser.stopTracing();
    traced = analyseTrace(traceFile);
    await context.close();
  }

  const firstRender = median(firstRenders);
  const steadyP95 = median(scrolls.map((s) => s.steady.p95));
  const flingP95 = median(scrolls.map((s) => s.fling.p95));
  const worstP95 = Math.max(steadyP95, flingP95);
  console.log('');
  console.log(
    `DataTable virtual mode, 100,000 rows, headless Chromium, ${CPU_THROTTLING}x CPU throttling, ` +
      `median of ${RUNS} runs`,
  );
  console.log(
    `  first render (mount start -> first rows painted): ${ms(firstRender)}  ` +
      `budget ${BUDGET_FIRST_RENDER_MS} ms: ${verdict(firstRender, BUDGET_FIRST_RENDER_MS)}` +
      `  (React commit ${ms(median(commits))})`,
  );
  console.log(
    `  p95 frame while scrolling: ${ms(worstP95)} (steady ${ms(steadyP95)}, fling ${ms(flingP95)})  ` +
      `budget ${BUDGET_P95_FRAME_MS} ms: ${verdict(worstP95, BUDGET_P95_FRAME_MS)}`,
  );
  console.log(
    `  reference: a bare React table of 25 rows (no kit) measured the same way: ${ms(median(references))}`,
  );
  const cores = availableParallelism();
  console.log(
    `  machine: ${cores} cores, load average ${load.toFixed(1)} during the runs` +
      (load > cores
        ? ' - busier than its cores: the wall-clock figures above include time other processes held the CPU'
        : ''),
  );
  if (traced) {
    const frameEstimate = traced.frameCpu.map((cpu) => Math.max(1000 / 60, cpu * CPU_THROTTLING));
    console.log(
      `  main-thread CPU time unthrottled (trace; excludes waiting for a core): first render ${ms(traced.mountCpu)}` +
        ` -> x${CPU_THROTTLING} = ${ms(traced.mountCpu * CPU_THROTTLING)}; per scrolling frame p95 ` +
        `${ms(percentile(traced.frameCpu, 95))} -> x${CPU_THROTTLING} = ` +
        `${ms(percentile(traced.frameCpu, 95) * CPU_THROTTLING)}, est. p95 frame ${ms(percentile(frameEstimate, 95))}` +
        ` over ${traced.frameCpu.length} frames (an estimate for an idle machine, not the budget figure)`,
    );
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
  rmSync(outDir, { recursive: true, force: true });
}
