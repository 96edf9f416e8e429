// The browser tests drive Debian's Chromium (a browser download is impossible on this network) and
// the API suite runs a second time on Debian's PostgreSQL 15: install whichever is missing, so every
// run of `pnpm test` tests both databases. As root directly, otherwise through sudo.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { installCommands, missingPackages, SYSTEM_PACKAGES } from './system-packages.mjs';

const missing = missingPackages(SYSTEM_PACKAGES, existsSync);
for (const pkg of SYSTEM_PACKAGES)
  if (!missing.includes(pkg)) console.log(`${pkg.name}: ${pkg.path}`);

if (missing.length > 0) {
  console.log(
    `Missing: ${missing.map((pkg) => pkg.name).join(', ')}. Installing Debian’s ${missing
      .map((pkg) => pkg.debian)
      .join(', ')}…`,
  );
  const commands = installCommands(
    missing.map((pkg) => pkg.debian),
    { asRoot: process.getuid?.() === 0 },
  );
  for (const [command, ...args] of commands)
    execFileSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  const stillMissing = missingPackages(missing, existsSync);
  if (stillMissing.length > 0) {
    for (const pkg of stillMissing) console.error(`${pkg.name} still not found at ${pkg.path}`);
    process.exit(1);
  }
}
