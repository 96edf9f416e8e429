// The programs the tests need from Debian, and how a missing one is installed. Kept apart from
// ensure-system-packages.mjs (which acts on the machine) so the decisions can be tested alone.
import { join } from 'node:path';

import { CHROMIUM_PATH } from './chromium.mjs';
import { PG_BIN } from '../apps/api/scripts/postgres-cluster.mjs';

/**
 * `path` is the file that says the program is there; `debian` the package that puts it there on
 * this Debian (bookworm): `postgresql-15` is the server at /usr/lib/postgresql/15/bin (the
 * `postgresql` package only depends on it, and on another release pulls another major version).
 */
export const SYSTEM_PACKAGES = [
  { name: 'Chromium', path: CHROMIUM_PATH, debian: 'chromium' },
  { name: 'PostgreSQL 15', path: join(PG_BIN, 'initdb'), debian: 'postgresql-15' },
];

/** The packages whose program is not on the machine. */
export function missingPackages(packages, exists) {
  return packages.filter((pkg) => !exists(pkg.path));
}

/**
 * The commands that install these Debian packages: as root directly, otherwise through sudo. One
 * `apt-get update` (the package lists of a fresh machine are empty), then one install for all.
 */
export function installCommands(debianNames, { asRoot }) {
  if (debianNames.length === 0) return [];
  const sudo = asRoot ? [] : ['sudo'];
  return [
    [...sudo, 'apt-get', 'update'],
    [...sudo, 'apt-get', 'install', '-y', ...debianNames],
  ];
}
