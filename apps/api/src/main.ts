// Starts the admin server (API + admin app) and the accounts sign-in service.
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { createAccountsApp } from './accounts/app';
import { resolveAuthSecret } from './auth/secret';
import { loadConfig } from './config';
import { openMigrated } from './db/open';
import { DEMO_OWNER, DEMO_STAFF, isEmpty, seed } from './db/seed';
import { createApp, toDeps } from './server';
import { importLegacyUploads } from './uploads/import-legacy';

const started = performance.now();
const config = loadConfig();
const db = await openMigrated(config);

if (await isEmpty(db)) {
  const t = performance.now();
  const summary = await seed(db, {});
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

const deps = toDeps({ db, config, secret: await resolveAuthSecret(db, config.authSecret) });

function listen(app: { fetch: (req: Request) => Response | Promise<Response> }, port: number) {
  return new Promise<Server>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: config.host, port }, () =>
      resolve(server as Server),
    );
    server.once('error', reject);
  });
}

const servers = await Promise.all([
  listen(createApp(deps), config.port),
  listen(createAccountsApp(deps), config.accountsPort),
]);

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(`
Shop admin ready in ${Math.round(performance.now() - started)} ms (data: ${where})
  Admin app    ${config.adminUrl}/admin/
  Admin API    ${config.adminUrl}/api/admin/v1
  Sign-in      ${config.accountsUrl}/
  Listening on ${config.host}:${config.port} and ${config.host}:${config.accountsPort}

Demo sign-ins:
  owner  ${DEMO_OWNER.email} / ${DEMO_OWNER.password}
  staff  ${DEMO_STAFF.email} / ${DEMO_STAFF.password}
`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping ...`);
  // Idle keep-alive connections would hold close() open; in-flight requests get 5 s to finish.
  const force = setTimeout(() => servers.forEach((s) => s.closeAllConnections()), 5000);
  force.unref();
  await Promise.all(
    servers.map((s) => {
      s.closeIdleConnections();
      return new Promise<void>((resolve) => s.close(() => resolve()));
    }),
  );
  await db.close();
  console.log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
// Test harnesses start the server with a stdin pipe: when the harness goes away, however it ends,
// the pipe closes and the server stops by itself instead of lingering on its port.
if (process.env.EXIT_ON_STDIN_CLOSE === '1') {
  process.stdin.on('end', () => void stop('stdin closed'));
  process.stdin.on('close', () => void stop('stdin closed'));
  process.stdin.resume();
}
