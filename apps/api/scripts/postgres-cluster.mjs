// A throwaway PostgreSQL server of the machine's own PostgreSQL 15, for the API tests on PostgreSQL and
// the catalog benchmark: a new cluster in a temporary folder, on a free loopback port, its socket in that
// folder. `stop()` stops exactly that server (pg_ctl on its data folder, i.e. the postmaster's PID) and
// removes the folder.
//
// PostgreSQL refuses to run as root: as root the server runs as the `postgres` user (runuser);
// as any other user it runs as that user.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

export function postgresInstalled() {
  return existsSync(path.join(PG_BIN, 'initdb'));
}

/** Run a PostgreSQL tool as the user that may own the cluster. */
function pgTool(tool, args) {
  const bin = path.join(PG_BIN, tool);
  const [command, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args];
  const result = spawnSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
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

/**
 * Start a new cluster. `settings` are extra `-c name=value` server settings (e.g. memory for a
 * benchmark). Resolves with its URL (database `postgres`), the postmaster's PID and `stop()`.
 */
export async function startPostgres({ settings = {} } = {}) {
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
  try {
    // The cluster's owner must be able to write the folder (mkdtemp makes it 0700 for us).
    if (isRoot) chownSync(dir, idOf('-u'), idOf('-g'));
    const port = await freePort();
    pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    const extra = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`);
    pgTool('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      // Loopback only, the socket in our folder; fsync off: a throwaway cluster needs no durability.
      '-o',
      [
        `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`,
        ...extra,
      ].join(' '),
      '-w',
      'start',
    ]);
    started = true;
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, pid, dir, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
