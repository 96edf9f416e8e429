// Starts the admin server (API + admin app) and the accounts sign-in service: in this process, or
// (API_PROCESSES above 1, PostgreSQL only) in that many worker processes sharing the ports.
import { serve } from '@hono/node-server';
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { createAccountsApp } from './accounts/app';
import { resolveAuthSecret } from './auth/secret';
import { loadConfig } from './config';
import type { Db } from './db/db';
import { openDb, openMigrated } from './db/open';
import { DEMO_OWNER, DEMO_STAFF, isEmpty, seed } from './db/seed';
import { loadShedding } from './http/load-shed';
import { reportReady, startWorkers } from './processes';
import { createApp, toDeps } from './server';
import { importLegacyUploads } from './uploads/import-legacy';

/** Requests in flight get this long to finish when the server stops. */
const STOP_GRACE_MS = 5000;

const started = performance.now();
const config = loadConfig();

/** Once per start, in the primary process: schema, demo seed, uploads of older versions. */
async function prepare(db: Db) {
  if (await isEmpty(db)) {
    const t = performance.now();
    const summary = await seed(db, { platform: config.platform });
    console.log(
      `First start: seeded ${summary.products} products, ${summary.customers} customers and ${summary.orders} orders in ${Math.round(performance.now() - t)} ms.`,
    );
  }

  const legacy = await importLegacyUploads(db, config.uploadsDir);
  if (legacy.imported) {
    console.log(
      `Uploads moved into the database from ${config.uploadsDir}: ${legacy.imported} copied, ${legacy.missing} without a file. The folder is no longer used.`,
    );
  }
}

function listen(app: { fetch: (req: Request) => Response | Promise<Response> }, port: number) {
  return new Promise<Server>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: config.host, port }, () =>
      resolve(server as Server),
    );
    server.once('error', reject);
  });
}

/** Serve both apps from this process; resolves with what stops them. */
async function serveHere(db: Db): Promise<() => Promise<void>> {
  const shedding = loadShedding(config.load);
  const secret = await resolveAuthSecret(db, config.authSecret);
  const deps = toDeps({ db, config, secret });
  const servers = await Promise.all([
    listen(createApp({ ...deps, shedding }), config.port),
    listen(createAccountsApp(deps), config.accountsPort),
  ]);
  return async () => {
    // Idle keep-alive connections would hold close() open; in-flight requests get a grace period.
    const grace = new Promise<void>((resolve) =>
      setTimeout(() => {
        servers.forEach((s) => s.closeAllConnections());
        resolve();
      }, STOP_GRACE_MS).unref(),
    );
    await Promise.all(
      servers.map((s) => {
        s.closeIdleConnections();
        return new Promise<void>((resolve) => s.close(() => resolve()));
      }),
    );
    // A request whose client went away still runs: let it end before its database does.
    await Promise.race([shedding.idle(), grace]);
    await db.close();
  };
}

function banner() {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const processes = config.apiProcesses > 1 ? `, ${config.apiProcesses} API processes` : '';
  console.log(`
Shop admin ready in ${Math.round(performance.now() - started)} ms (data: ${where}${processes})
  Admin app    ${config.adminUrl}/admin/
  Admin API    ${config.adminUrl}/api/admin/v1
  Sign-in      ${config.accountsUrl}/
  Listening on ${config.host}:${config.port} and ${config.host}:${config.accountsPort}

Demo sign-ins:
  owner  ${DEMO_OWNER.email} / ${DEMO_OWNER.password}
  staff  ${DEMO_STAFF.email} / ${DEMO_STAFF.password}
`);
}

let stopServing: () => Promise<void>;
if (cluster.isWorker) {
  // The primary has migrated, seeded and stored the access-token key already.
  stopServing = await serveHere(await openDb(config));
  reportReady();
} else if (config.apiProcesses > 1) {
  const db = await openMigrated(config);
  await prepare(db);
  // Created here, once, so the workers all read the same key (resolveAuthSecret is race-safe too).
  await resolveAuthSecret(db, config.authSecret);
  await db.close();
  const workers = await startWorkers(config.apiProcesses);
  stopServing = () => workers.stop();
  banner();
} else {
  const db = await openMigrated(config);
  await prepare(db);
  stopServing = await serveHere(db);
  banner();
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  if (cluster.isPrimary) console.log(`${signal}: stopping ...`);
  await stopServing();
  if (cluster.isPrimary) console.log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
// Test harnesses start the server with a stdin pipe: when the harness goes away, however it ends,
// the pipe closes and the server stops by itself instead of lingering on its port. (Workers share
// that stdin but leave it to the primary; a worker whose primary is gone exits by itself.)
if (process.env.EXIT_ON_STDIN_CLOSE === '1' && cluster.isPrimary) {
  process.stdin.on('end', () => void stop('stdin closed'));
  process.stdin.on('close', () => void stop('stdin closed'));
  process.stdin.resume();
}
