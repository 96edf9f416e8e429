// The browser tests drive Debian's Chromium (a browser download is impossible on this network).
// Install it when it is missing: as root directly, otherwise through sudo.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

import { CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';

if (existsSync(CHROMIUM)) {
  console.log(`Chromium: ${CHROMIUM}`);
} else {
  console.log('Chromium is missing: installing Debian’s chromium package…');
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo'];
  const exec = (args) =>
    execFileSync(args[0], args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  exec([...sudo, 'apt-get', 'update']);
  exec([...sudo, 'apt-get', 'install', '-y', 'chromium']);
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium still not found at ${CHROMIUM}`);
    process.exit(1);
  }
}
