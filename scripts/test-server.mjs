// Start the real product (admin app build, Admin API, accounts sign-in) on free loopback ports with a
// throwaway data folder, so every run starts from the demo seed. Used by the end-to-end tests and the
// benchmarks. The server also stops by itself when its starter goes away: its stdin pipe closes.
import { spawn } from 'node:child_process';
import { closeSync, cpSync, fstatSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { root } from './lib.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once the API answers; `stop()` ends the server (by its PID) and removes its data.
 * `databaseUrl`: use that PostgreSQL database (already seeded, or seeded on this first start) instead
 * of a throwaway PGlite one. `dataDir`: start on the data folder of an earlier server (after its
 * `crash()`); that folder then belongs to the caller, who removes it. `seededFrom`: start on a copy of
 * a data folder `seedDataFolder()` made, skipping the seeding that is most of a fresh start. `log`: the server's output on
 * this terminal instead of `output()`. `env`: settings of this server's own over the ones below
 * (e.g. APP_STORE_WIDGET_URL).
 */
export async function startServer({
  log = false,
  env = {},
  databaseUrl = '',
  dataDir: reused = '',
  seededFrom = '',
  // Seeding the demo shop takes most of it: 51 s on a 2-core machine under a load average of 17
  // (measured); TEST_SERVER_START_TIMEOUT_MS gives a crowded machine more.
  startTimeoutMs = Number(process.env.TEST_SERVER_START_TIMEOUT_MS) || 60_000,
} = {}) {
  const [port, accountsPort] = [await freePort(), await freePort()];
  const dataDir = reused || mkdtempSync(join(tmpdir(), 'shop-server-'));
  if (seededFrom && !reused) {
    cpSync(seededFrom, dataDir, {
      recursive: true,
      filter: (from) => basename(from) !== 'stdout.log',
    });
  }
  const baseUrl = `http://localhost:${port}`;
  const accountsUrl = `http://localhost:${accountsPort}`;
  // What the server prints (its start banner, "First start: seeded ...") goes to a file in its data
  // folder, not a pipe: a pipe would break its output once this process is gone and it is stopping.
  const outputFile = join(dataDir, 'stdout.log');
  const outputFd = openSync(outputFile, 'a');
  const outputStart = fstatSync(outputFd).size;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'apps/api'),
    stdio: ['pipe', log ? 'inherit' : outputFd, 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      ACCOUNTS_PORT: String(accountsPort),
      HOST: '127.0.0.1',
      ADMIN_URL: baseUrl,
      ACCOUNTS_URL: accountsUrl,
      // The embedded database (unless databaseUrl) and the uploaded files, inside the throwaway folder.
      DATA_DIR: join(dataDir, 'pglite'),
      UPLOADS_DIR: join(dataDir, 'uploads'),
      DATABASE_URL: databaseUrl,
      // One outside link set, one left to its default (empty counts as unset, whatever the shell has):
      // the profile menu shows what the server says.
      HELP_CENTER_URL: 'https://help.shop.test/center',
      FEEDBACK_URL: '',
      EXIT_ON_STDIN_CLOSE: '1',
      // The domain checks read DNS from this file, never the network (tests write the records a
      // merchant would add at their DNS provider; no file is an empty zone).
      DNS_ZONE_FILE: join(dataDir, 'dns-zone.json'),
      // No Cashfree account, whatever the shell has: paying for a plan says it is not set up (the API
      // tests prove the Cashfree calls against a stand-in).
      CASHFREE_APP_ID: '',
      CASHFREE_SECRET_KEY: '',
      // No app store widget either: the app store page says none is set up.
      APP_STORE_WIDGET_URL: '',
      APP_STORE_WIDGET_INTEGRITY: '',
      // Uploads in the test database, never in an object store the shell may be set up for (a test
      // that wants one passes its stand-in's UPLOADS_S3_* in `env`).
      UPLOADS_S3_ENDPOINT: '',
      UPLOADS_S3_BUCKET: '',
      UPLOADS_S3_REGION: '',
      UPLOADS_S3_ACCESS_KEY_ID: '',
      UPLOADS_S3_SECRET_ACCESS_KEY: '',
      UPLOADS_S3_ADDRESSING: '',
      UPLOADS_S3_TIMEOUT_MS: '',
      ...env,
    },
  });
  closeSync(outputFd);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  const deadline = Date.now() + startTimeoutMs;
  try {
    for (;;) {
      if (!running()) throw new Error('the server exited during start');
      if (Date.now() > deadline) {
        throw new Error(`the server did not start within ${startTimeoutMs / 1000} s`);
      }
      try {
        if ((await fetch(`${baseUrl}/api/admin/v1/shop`)).status === 401) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    // No caller holds this server yet: end it here, or it would outlive the failed start.
    if (running()) child.kill('SIGKILL');
    await exited;
    if (!reused) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    pid: child.pid,
    baseUrl,
    accountsUrl,
    dataDir,
    output: () => readFileSync(outputFile).subarray(outputStart).toString('utf8'),
    async stop() {
      if (running()) child.kill('SIGTERM');
      await exited;
      if (!reused) rmSync(dataDir, { recursive: true, force: true });
    },
    /** kill -9 by PID: no shutdown at all. The data folder stays for a restart on it. */
    async crash() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * A data folder holding the demo seed and nothing else, for `startServer({ seededFrom })`: a server
 * seeds it on its first start and stops (its database closed cleanly). The caller removes it.
 */
export async function seedDataFolder({ startTimeoutMs } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-seed-'));
  try {
    const server = await startServer({ dataDir, startTimeoutMs });
    await server.stop();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return dataDir;
}
