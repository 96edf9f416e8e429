// node --test scripts
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { installCommands, missingPackages, SYSTEM_PACKAGES } from './system-packages.mjs';

const names = (packages) => packages.map((pkg) => pkg.debian);

test('Chromium and PostgreSQL 15 are the programs checked, by the files the tests use', () => {
  assert.deepEqual(names(SYSTEM_PACKAGES), ['chromium', 'postgresql-15']);
  const postgres = SYSTEM_PACKAGES.find((pkg) => pkg.debian === 'postgresql-15');
  assert.equal(postgres.path, '/usr/lib/postgresql/15/bin/initdb');
});

test('only what is missing is installed', () => {
  const onlyChromium = (path) => path === SYSTEM_PACKAGES[0].path;
  assert.deepEqual(names(missingPackages(SYSTEM_PACKAGES, onlyChromium)), ['postgresql-15']);
  assert.deepEqual(names(missingPackages(SYSTEM_PACKAGES, () => false)), [
    'chromium',
    'postgresql-15',
  ]);
  assert.deepEqual(
    missingPackages(SYSTEM_PACKAGES, () => true),
    [],
  );
});

test('root installs directly, anyone else through sudo, with one update and one install', () => {
  assert.deepEqual(installCommands(['chromium', 'postgresql-15'], { asRoot: true }), [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', 'chromium', 'postgresql-15'],
  ]);
  assert.deepEqual(installCommands(['postgresql-15'], { asRoot: false }), [
    ['sudo', 'apt-get', 'update'],
    ['sudo', 'apt-get', 'install', '-y', 'postgresql-15'],
  ]);
});

test('nothing missing runs nothing', () => {
  assert.deepEqual(installCommands([], { asRoot: true }), []);
});
