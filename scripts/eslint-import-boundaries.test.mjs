// The import boundaries of eslint.config.js, through ESLint itself: what each room may not import.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { root } from './lib.mjs';

const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint reports for `code` in a file at `path` (from the workspace root). */
async function refusals(path, code) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: join(root, path) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/zones').map((m) => m.message);
}

test('a feature never imports another feature, at any depth, statically or lazily', async () => {
  const from = 'apps/admin/src/features/orders/components/OrderRow.tsx';
  assert.equal((await refusals(from, "export * from '../../customers/list-params';")).length, 1);
  assert.equal((await refusals(from, "void import('../../products/routes/list');")).length, 1);
  assert.deepEqual(await refusals(from, "export * from '../format';"), []);
});

test('a feature imports nothing from app/ but the href helpers', async () => {
  const from = 'apps/admin/src/features/orders/list-params.ts';
  assert.deepEqual(await refusals(from, "export * from '../../app/routing/hrefs';"), []);
  assert.equal((await refusals(from, "export * from '../../app/routing/routes';")).length, 1);
});

test('shared/ imports no feature, and nothing from app/ but the href helpers', async () => {
  const from = 'apps/admin/src/shared/detail/x.tsx';
  assert.equal((await refusals(from, "export * from '../../features/orders/format';")).length, 1);
  assert.equal((await refusals(from, "export * from '../../app/routing/routes';")).length, 1);
  assert.deepEqual(await refusals(from, "export * from '../../app/routing/hrefs';"), []);
  assert.deepEqual(await refusals(from, "export * from '../../lib/config';"), []);
});

test('lib/ imports neither a feature nor the app', async () => {
  const from = 'apps/admin/src/lib/forms/x.ts';
  assert.equal((await refusals(from, "export * from '../../features/orders/format';")).length, 1);
  assert.equal((await refusals(from, "export * from '../../app/routing/hrefs';")).length, 1);
  assert.deepEqual(await refusals(from, "export * from '../config';"), []);
});

test('the kit imports neither the app nor the contract', async () => {
  const from = 'packages/ui/src/Button/Button.tsx';
  assert.equal((await refusals(from, "export * from '@shop/admin-api';")).length, 1);
  assert.equal(
    (await refusals(from, "export * from '../../../../apps/admin/src/lib/config';")).length,
    1,
  );
  assert.deepEqual(await refusals(from, "export * from '../theme';"), []);
});
