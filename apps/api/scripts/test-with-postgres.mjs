#!/usr/bin/env node
// Runs the API test suite twice: on PGlite (the default), then against a real PostgreSQL 15 server
// started just for this run in a temporary folder. Exits non-zero when either run fails. The server
// is always stopped and its folder removed, also on failure or Ctrl-C.
//
// PostgreSQL refuses to run as root: as root the server runs as the `postgres` user (runuser);
// as any other user it runs as that user.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Run a PostgreSQL tool as the user that may own the cluster. */
function pgTool(tool, args, options = {}) {
  const bin = path.join(PG_BIN, tool);
  const [command, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args];
  const result = spawnSync(command, argv, {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    ...options,
  });
  if (result.status !== 0) {
    throw new Error(
      `${tool} failed (${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
  return result;
}

/** uid (-u) or gid (-g) of the postgres user. */
function idOf(flag) {
  const out = spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error('running as root needs a `postgres` user');
  return Number(out.stdout.trim());
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
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

if (!existsSync(path.join(PG_BIN, 'initdb'))) {
  console.log(`\n=== PostgreSQL not found at ${PG_BIN}: only the PGlite run was done.`);
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-api-pg-'));
  const dataDir = path.join(dir, 'data');
  let started = false;
  const stop = () => {
    if (started) {
      try {
        pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        console.error(String(error));
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  }
  try {
    // The cluster's owner must be able to write the folder (mkdtemp makes it 0700 for us).
    if (isRoot) chownSync(dir, idOf('-u'), idOf('-g'));
    const port = await freePort();
    console.log(`\n=== Starting PostgreSQL on 127.0.0.1:${port} in ${dir}`);
    pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    pgTool('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      // Loopback only, the socket in our folder; fsync off: a throwaway cluster needs no durability.
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`,
      '-w',
      'start',
    ]);
    started = true;
    if (vitest({ TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` }) !== 0) {
      failures.push('PostgreSQL');
    }
  } catch (error) {
    console.error(String(error));
    failures.push('PostgreSQL setup');
  } finally {
    stop();
  }
}

if (failures.length) {
  console.error(`\nAPI tests failed on: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\nAPI tests passed on every database.');
