// `pnpm bench lantern DIR [NAME] [--fcp]`: how Lighthouse's simulation timed a saved run of
// `pnpm bench lighthouse --save DIR` (every run in DIR whose name contains NAME); its LCP, or with
// --fcp its first contentful paint.
//
// Lighthouse does not measure a page under "slow 4G and a 4x slower CPU": it loads it unthrottled
// and simulates (Lantern) from the DevTools log and the trace, with a graph of the requests and
// main-thread tasks and what each waited for. Its LCP is the simulation of the part of that graph
// that came before the observed LCP. This prints that simulation, node by node: when each request
// and each task of 20 ms or more (simulated) started and ended, in order. It shows what a budget
// waits on, which the report's figures do not: a script that shares the connections with many
// small ones, a call that leaves late, a chunk fetched after the data.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const argv = process.argv.slice(2);
if (argv[0] === 'lantern') argv.shift(); // through `pnpm bench lantern`
// The first contentful paint's graph is what came before it that might block rendering: the
// stylesheets, and scripts of high priority that ran before it.
const fcp = argv.includes('--fcp');
const [dirArg, only = ''] = argv.filter((arg) => arg !== '--fcp');
const METRIC = fcp
  ? { name: 'FCP', observed: 'observedFirstContentfulPaint', lantern: LanternFirstContentfulPaint }
  : {
      name: 'LCP',
      observed: 'observedLargestContentfulPaint',
      lantern: LanternLargestContentfulPaint,
    };
if (!dirArg || !existsSync(dirArg)) {
  console.error(
    'usage: pnpm bench lantern DIR [NAME] [--fcp] (DIR written by pnpm bench lighthouse --save)',
  );
  process.exit(1);
}
const dir = resolve(dirArg);
const MIN_TASK_MS = 20;

const read = (file) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const runs = readdirSync(dir)
  .filter((f) => f.endsWith('.devtoolslog.json') && f.includes(only))
  .map((f) => f.replace(/\.devtoolslog\.json$/, ''))
  .filter((name) => existsSync(join(dir, `${name}.trace.json`)))
  .sort();
if (runs.length === 0) {
  console.error(`no saved run with a DevTools log in ${dir}${only ? ` matching "${only}"` : ''}`);
  process.exit(1);
}

const path = (url) => url.replace(/^https?:\/\/[^/]+/, '');
const whole = (ms) => String(Math.round(ms)).padStart(6);

for (const name of runs) {
  const lhr = read(`${name}.json`);
  const settings = lhr.configSettings;
  const data = {
    trace: read(`${name}.trace.json`),
    devtoolsLog: read(`${name}.devtoolslog.json`),
    gatherContext: { gatherMode: 'navigation' },
    settings,
    simulator: null,
    URL: {
      requestedUrl: lhr.requestedUrl,
      mainDocumentUrl: lhr.mainDocumentUrl ?? lhr.finalUrl,
      finalDisplayedUrl: lhr.finalDisplayedUrl,
    },
    SourceMaps: [],
  };
  const metric = await METRIC.lantern.request(data, { computedCache: new Map(), settings });
  const simulated = metric.pessimisticEstimate;
  console.log(
    `\n${name}: simulated ${METRIC.name} ${Math.round(metric.timing)} ms (optimistic ${Math.round(metric.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(simulated.timeInMs)}; observed ${Math.round(lhr.audits.metrics.details.items[0][METRIC.observed])} ms unthrottled); ` +
      `server latency estimated ${lhr.audits['network-server-latency'].details.items.map((i) => `${Math.round(i.serverResponseTime)} ms`).join(', ')}`,
  );
  console.log(
    `  start    end   took  (ms, the pessimistic simulation of what came before the ${METRIC.name})`,
  );
  const nodes = [...simulated.nodeTimings.entries()].sort(
    ([, a], [, b]) => a.startTime - b.startTime,
  );
  for (const [node, timing] of nodes) {
    const took = timing.endTime - timing.startTime;
    let what;
    if (node.type === 'network') {
      const kb = (node.request.transferSize / 1024).toFixed(1);
      what = `${path(node.request.url).slice(0, 90)} (${kb} KB)`;
    } else if (took >= MIN_TASK_MS) {
      what = `main-thread task (${Math.round(node.duration / 1000)} ms unthrottled)`;
    } else continue;
    console.log(`  ${whole(timing.startTime)} ${whole(timing.endTime)} ${whole(took)}  ${what}`);
  }
}
