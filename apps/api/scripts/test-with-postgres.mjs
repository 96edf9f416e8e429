#!/usr/bin/env node
// Runs the API test suite twice: on PGlite (the default), then against a real PostgreSQL 15 server
// started just for this run in a temporary folder (postgres-cluster.mjs). Exits non-zero when either
// run fails, and in CI when PostgreSQL is missing (postgres-required.mjs). The server is always
// stopped and its folder removed, also on failure or Ctrl-C.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PG_BIN, postgresInstalled, startPostgres } from './postgres-cluster.mjs';
import { whenPostgresMissing } from './postgres-required.mjs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const vitest = (env) =>
  run(
    env.TEST_DATABASE_URL ? 'API tests on PostgreSQL' : 'API tests on PGlite',
    'pnpm',
    ['exec', 'vitest', 'run'],
    { cwd: apiDir, env: { ...process.env, ...env } },
  );

const failures = [];
if (vitest({ TEST_DATABASE_URL: '' }) !== 0) failures.push('PGlite');

if (!postgresInstalled()) {
  if (whenPostgresMissing(process.env) === 'fail') {
    console.error(
      `\n=== PostgreSQL not found at ${PG_BIN}: a CI run must test it too ` +
        '(`node scripts/ensure-system-packages.mjs` installs it).',
    );
    failures.push('PostgreSQL (not installed)');
  } else {
    console.log(
      `\n=== PostgreSQL not found at ${PG_BIN}: only the PGlite run was done ` +
        '(`node scripts/ensure-system-packages.mjs` installs it; in CI this fails).',
    );
  }
} else {
  let server;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      server?.stop();
      process.exit(130);
    });
  }
  try {
    server = await startPostgres();
    console.log(`\n=== Started PostgreSQL on 127.0.0.1:${server.port} in ${server.dir}`);
    if (vitest({ TEST_DATABASE_URL: server.url }) !== 0) failures.push('PostgreSQL');
  } catch (error) {
    console.error(String(error));
    failures.push('PostgreSQL setup');
  } finally {
    server?.stop();
  }
}

if (failures.length) {
  console.error(`\nAPI tests failed on: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\nAPI tests passed on every database.');
