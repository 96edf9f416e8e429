// `pnpm start`: build the admin app when its build is missing or stale, then serve the product
// (admin app, Admin API and the accounts sign-in) on the embedded database with the demo seed.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { adminBuildIsStale, root, run } from './lib.mjs';

if (adminBuildIsStale()) {
  console.log('Building the UI kit and the admin app…');
  const code = await run('pnpm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: join(root, 'apps/api'),
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
