// `pnpm dev`: the API (restarting on change) and the admin app with hot reload on Vite's dev server.
// The accounts sign-in sends people back to the dev server, which proxies /api to the API.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib.mjs';

const adminPort = process.env.ADMIN_DEV_PORT ?? '5173';
const apiPort = process.env.PORT ?? '4000';
const accountsPort = process.env.ACCOUNTS_PORT ?? '4100';
const env = {
  ...process.env,
  PORT: apiPort,
  ACCOUNTS_PORT: accountsPort,
  ADMIN_URL: `http://localhost:${adminPort}`,
  ACCOUNTS_URL: `http://localhost:${accountsPort}`,
  API_PROXY_TARGET: `http://127.0.0.1:${apiPort}`,
};

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/main.ts'], {
    cwd: join(root, 'apps/api'),
    stdio: 'inherit',
    env,
  }),
  spawn('pnpm', ['exec', 'vite', '--port', adminPort, '--strictPort'], {
    cwd: join(root, 'apps/admin'),
    stdio: 'inherit',
    env,
  }),
];
console.log(`Admin (hot reload): http://localhost:${adminPort}/admin`);
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
