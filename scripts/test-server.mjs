// Start the real product (admin app build, Admin API, accounts sign-in) on free loopback ports with a
// throwaway data folder, so every run starts from the demo seed. Used by the end-to-end tests and the
// benchmarks. The server also stops by itself when its starter goes away: its stdin pipe closes.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
 * of a throwaway PGlite one.
 */
export async function startServer({ log = false, databaseUrl = '' } = {}) {
  const [port, accountsPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-server-'));
  const baseUrl = `http://localhost:${port}`;
  const accountsUrl = `http://localhost:${accountsPort}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'apps/api'),
    stdio: ['pipe', log ? 'inherit' : 'ignore', 'inherit'],
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
    },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    try {
      if ((await fetch(`${baseUrl}/api/admin/v1/shop`)).status === 401) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    pid: child.pid,
    baseUrl,
    accountsUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
