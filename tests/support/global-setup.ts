import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { ROOT, writeState } from './state';

/**
 * Start the real product (admin app build, Admin API, accounts sign-in) on free loopback ports with a
 * fresh data folder. The server exits by itself when this process goes away (its stdin closes).
 */
export default async function globalSetup() {
  const [port, accountsPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  const accountsUrl = `http://localhost:${accountsPort}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(ROOT, 'apps/api'),
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      ACCOUNTS_PORT: String(accountsPort),
      HOST: '127.0.0.1',
      ADMIN_URL: baseUrl,
      ACCOUNTS_URL: accountsUrl,
      DATA_DIR: dataDir,
      EXIT_ON_STDIN_CLOSE: '1',
      DATABASE_URL: '',
    },
  });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  await waitFor(
    `${baseUrl}/api/admin/v1/shop`,
    () => output,
    () => server.exitCode,
  );
  writeState({ pid: server.pid!, baseUrl, accountsUrl, dataDir });
}

async function waitFor(url: string, log: () => string, exitCode: () => number | null) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exitCode() !== null) break;
    try {
      const response = await fetch(url);
      if (response.status === 401) return; // up and refusing anonymous calls, as it should
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not start:\n${log()}`);
}
