// `pnpm test`: every test, in the order that fails fastest. Prints each step's wall time and a summary.
import { root, run } from './lib.mjs';

const steps = [
  ['Chromium and PostgreSQL 15 (Debian)', 'node', ['scripts/ensure-system-packages.mjs']],
  ['lint', 'pnpm', ['run', 'lint']],
  ['typecheck', 'pnpm', ['run', 'typecheck']],
  ['unit', 'pnpm', ['run', 'test:unit']],
  [
    'unit of the test scripts (node --test)',
    'node',
    [
      '--test',
      'scripts/system-packages.test.mjs',
      'scripts/eslint-import-boundaries.test.mjs',
      'scripts/eslint-file-names.test.mjs',
      'apps/api/scripts/postgres-required.test.mjs',
      'apps/admin/scripts/locale-duplicates.test.mjs',
      'apps/admin/scripts/locale-usage.test.mjs',
    ],
  ],
  ['api (PGlite and PostgreSQL)', 'pnpm', ['run', 'test:api']],
  ['fuzz (generated requests to every endpoint, fixed seed)', 'pnpm', ['run', 'test:fuzz']],
  ['stories (headless Chromium, axe)', 'pnpm', ['run', 'test:stories']],
  ['visual (every story, light and dark, against baselines)', 'pnpm', ['run', 'test:visual']],
  ['build', 'pnpm', ['run', 'build']],
  ['byte budgets of the first load (from the build)', 'node', ['scripts/check-bundle-budgets.mjs']],
  ['end-to-end (Playwright, Chromium)', 'pnpm', ['run', 'test:e2e']],
  ['pack (the npm tarball in a fresh Vite app)', 'pnpm', ['run', 'test:pack']],
];

const started = Date.now();
const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const code = await run(command, args, { cwd: root });
  results.push({ name, ok: code === 0, seconds: (Date.now() - t0) / 1000 });
  if (code !== 0) break;
}

console.log('\n=== summary ===');
for (const r of results)
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`);
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
const failed = results.filter((r) => !r.ok).length;
process.exit(failed === 0 && results.length === steps.length ? 0 : 1);
