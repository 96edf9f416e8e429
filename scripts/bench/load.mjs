// `pnpm bench load [--clients N] [--duration S] [--database pglite|postgres] [--processes 1|2|1,2]
//  [--rate R] [--timeout S] [--warmup S] [--set NAME=VALUE ...]`: the Admin API under a crowd (issue 21).
//
// 1. The real server on loopback on free ports (scripts/test-server.mjs) with the demo seed: on a
//    throwaway PGlite folder, or (--database postgres) on a new PostgreSQL 15 cluster in a temporary
//    folder (apps/api/scripts/postgres-cluster.mjs), seeded by the server's own first start.
//    `--processes 2` runs two API processes behind one port (API_PROCESSES, node:cluster; PostgreSQL
//    only); `--processes 1,2` measures one, then two, on the same database and prints the ratio.
// 2. Signed in as the demo owner through the real flow (accounts form -> one-time code -> verify).
// 3. autocannon: N clients (connections, keep-alive), each cycling through the customers, products
//    and orders lists and a search on each (a word taken from the first page, so it matches), each
//    round from a point of the cycle of its own (see scenario).
//    A short warm-up at low concurrency first, not counted. Without --rate every client sends its next
//    request as soon as the last is answered (a closed loop: latency is then clients / throughput);
//    --rate R caps all clients together at R requests/s, a crowd that is not at the limit.
//    --set NAME=VALUE passes a setting to the server (e.g. API_MAX_QUEUE=40, DATABASE_POOL_SIZE=20).
// 4. A table per run: requests/s (all answers, then 2xx alone), latency p50 / p97.5 / p99 / max (ms,
//    of the 2xx answers: a 503 is answered at once), errors
//    (connection errors and time-outs), time-outs (no answer within --timeout s), 503s (shed by the
//    server, see apps/api/src/http/load-shed.ts) and any other non-2xx.
//
// The machine has 2 cores shared by the server, the database and this load generator: the figures
// are for this machine, not a capacity claim. Exit code 1 when a run saw an error or a non-2xx other
// than 503.
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import { postgresInstalled, startPostgres } from '../../apps/api/scripts/postgres-cluster.mjs';
import { root } from '../lib.mjs';
import { startServer } from '../test-server.mjs';
import { cleanUp, onCleanUp } from './cleanups.mjs';
import { API, signInAsOwner } from './sign-in.mjs';

const require = createRequire(join(root, 'package.json'));
const autocannon = require('autocannon');
const pg = createRequire(join(root, 'apps/api/package.json'))('pg');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};
const CLIENTS = Number(arg('clients', 100));
const DURATION = Number(arg('duration', 30));
const DATABASE = arg('database', 'pglite');
const PROCESSES = String(arg('processes', '1'))
  .split(',')
  .map((p) => Number(p));
const TIMEOUT = Number(arg('timeout', 10));
const WARMUP = Number(arg('warmup', 5));
const RATE = arg('rate', '') === '' ? undefined : Number(arg('rate', ''));
const SETTINGS = process.argv.flatMap((a, i) => (process.argv[i - 1] === '--set' ? [a] : []));

function usage(message) {
  console.error(`${message}
usage: pnpm bench load [--clients N] [--duration S] [--database pglite|postgres] [--processes 1|2|1,2]
                       [--rate R] [--timeout S] [--warmup S] [--set NAME=VALUE ...]`);
  process.exit(1);
}
if (!['pglite', 'postgres'].includes(DATABASE)) usage(`unknown --database ${DATABASE}`);
if (!PROCESSES.every((p) => Number.isInteger(p) && p >= 1 && p <= 8))
  usage('--processes takes whole numbers from 1 to 8');
if (DATABASE === 'pglite' && PROCESSES.some((p) => p > 1))
  usage('PGlite is one process: --processes above 1 needs --database postgres');
if (!(CLIENTS >= 1 && DURATION >= 1 && TIMEOUT >= 1 && WARMUP >= 0))
  usage('--clients, --duration and --timeout take positive numbers');
if (RATE !== undefined && !(RATE >= 1)) usage('--rate takes requests per second (1 or more)');
if (!SETTINGS.every((s) => /^[A-Z_][A-Z0-9_]*=/.test(s))) usage('--set takes NAME=VALUE');
if (DATABASE === 'postgres' && !postgresInstalled()) usage('PostgreSQL 15 is not installed');

/** The six GETs every client cycles through; each search word comes from its list's first page. */
async function scenario(server, token) {
  const headers = { authorization: `Bearer ${token}` };
  const first = async (path) => {
    const res = await fetch(`${server.baseUrl}${API}/${path}`, { headers });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
    const [item] = (await res.json()).items;
    if (!item) throw new Error(`GET ${path}: no items`);
    return item;
  };
  const customer = await first('customers');
  const product = await first('products');
  const order = await first('orders');
  const word = (text) => text.split(/\s+/).find((w) => w.length >= 3) ?? text;
  const paths = [
    'customers',
    `customers?q=${encodeURIComponent(customer.last_name)}`,
    'products',
    `products?q=${encodeURIComponent(word(product.title))}`,
    'orders',
    `orders?q=${encodeURIComponent(word(order.customer_name || order.email))}`,
  ];
  // Each client goes through all six in turn, from a point of the cycle drawn anew at the start of
  // each round. Started all at the first and kept in step, the 200 clients moved through the cycle
  // as one wave: a request waited behind a queue of its own kind, and the orders list (behind the
  // heavy product searches) waited twice as long as a customer search (p50 122 vs 62 ms at the
  // server), which measured the convoy, not the API.
  return paths.map((_, i) => ({
    method: 'GET',
    headers,
    setupRequest: (request, context) => {
      if (i === 0) context.offset = Math.floor(Math.random() * paths.length);
      return { ...request, path: `${API}/${paths[(i + context.offset) % paths.length]}` };
    },
  }));
}

function cannon(server, requests, connections, duration, overallRate) {
  return autocannon({
    url: server.baseUrl,
    connections,
    duration,
    timeout: TIMEOUT,
    requests,
    // Latency of the answers that carry data: a 503 is answered at once and would flatter it.
    excludeErrorStats: true,
    ...(overallRate ? { overallRate } : {}),
  });
}

const ms = (t) => (t === undefined ? '-' : String(Math.round(t)));

function row(label, r) {
  const count = (code) => r.statusCodeStats[code]?.count ?? 0;
  const otherNon2xx = r.non2xx - count(503);
  return {
    label,
    rps: r['2xx'] / r.duration,
    cells: [
      label,
      r.requests.average.toFixed(0),
      (r['2xx'] / r.duration).toFixed(0),
      r.requests.total.toLocaleString('en'),
      ms(r.latency.p50),
      ms(r.latency.p97_5),
      ms(r.latency.p99),
      ms(r.latency.max),
      String(r.errors),
      String(r.timeouts),
      String(count(503)),
      String(otherNon2xx),
    ],
    failed: r.errors > 0 || otherNon2xx > 0,
  };
}

function printTable(rows) {
  const header = [
    'run',
    'req/s',
    '2xx/s',
    'answered',
    'p50 ms',
    'p97.5 ms',
    'p99 ms',
    'max ms',
    'errors',
    'timeouts',
    '503s',
    'other non-2xx',
  ];
  const all = [header, ...rows.map((r) => r.cells)];
  const widths = header.map((_, i) => Math.max(...all.map((l) => l[i].length)));
  const format = (l) => l.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])));
  console.log(format(header).join('  '));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(format(r.cells).join('  '));
}

// ---------------------------------------------------------------------------------------------------

let ok = true;
const rows = [];
try {
  let databaseUrl = '';
  if (DATABASE === 'postgres') {
    const cluster = await startPostgres();
    onCleanUp(async () => cluster.stop());
    console.log(`PostgreSQL 15 started on 127.0.0.1:${cluster.port} (PID ${cluster.pid})`);
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE shop_load');
    await admin.end();
    databaseUrl = cluster.url.replace(/\/postgres$/, '/shop_load');
  }
  // A token that outlives warm-up and run.
  process.env.ACCESS_TOKEN_TTL = String(Math.max(900, 2 * (WARMUP + DURATION) + 300));
  for (const setting of SETTINGS) {
    const eq = setting.indexOf('=');
    process.env[setting.slice(0, eq)] = setting.slice(eq + 1);
  }
  for (const processes of PROCESSES) {
    process.env.API_PROCESSES = String(processes);
    const server = await startServer({ databaseUrl });
    try {
      const requests = await scenario(server, await signInAsOwner(server));
      const label = `${DATABASE}, ${processes} process${processes > 1 ? 'es' : ''}`;
      if (WARMUP > 0) await cannon(server, requests, Math.min(10, CLIENTS), WARMUP);
      console.log(`${label}: ${CLIENTS} clients x ${DURATION} s ...`);
      const loadBefore = os.loadavg()[0];
      const result = await cannon(server, requests, CLIENTS, DURATION, RATE);
      const r = row(label, result);
      rows.push(r);
      if (r.failed) ok = false;
      console.log(
        `  status codes: ${JSON.stringify(Object.fromEntries(Object.entries(result.statusCodeStats).map(([k, v]) => [k, v.count])))}; load average (1 min) ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after`,
      );
    } finally {
      await server.stop();
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  ok = false;
} finally {
  await cleanUp();
}

if (rows.length) {
  const rate = RATE ? `, at most ${RATE} requests/s together` : '';
  const settings = SETTINGS.length ? `; server settings ${SETTINGS.join(' ')}` : '';
  console.log(
    `\nLoad: ${CLIENTS} clients x ${DURATION} s${rate} on customers, products and orders (lists and searches), ${os.cpus().length} cores, time-out ${TIMEOUT} s${settings}; latency of the 2xx answers (503s are answered at once)`,
  );
  printTable(rows);
  if (rows.length > 1) {
    const [one, ...more] = rows;
    for (const r of more)
      console.log(`2xx/s ${r.label} / ${one.label}: ${(r.rps / one.rps).toFixed(2)}x`);
  }
}
process.exit(ok ? 0 : 1);
