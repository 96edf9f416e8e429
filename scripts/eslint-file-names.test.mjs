// The file-name rule of eslint.config.js, through ESLint itself, and the names it suggests.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { fileNameProblem, kebabCase } from './eslint-file-names.mjs';
import { root } from './lib.mjs';

const eslint = new ESLint({ cwd: root });

/** The file-name messages ESLint reports for a file at `path` (from the workspace root). */
async function refusals(path) {
  const [result] = await eslint.lintText('export {};\n', { filePath: join(root, path) });
  return result.messages.filter((m) => m.ruleId === 'file-names/case').map((m) => m.message);
}

test('a camelCase module is refused with the kebab-case name to use', async () => {
  assert.deepEqual(await refusals('packages/ui/src/Sidebar/sidebarLogic.ts'), [
    'File name: sidebarLogic.ts mixes cases: name it sidebar-logic.ts (kebab-case), or PascalCase after the component it holds.',
  ]);
  assert.equal((await refusals('apps/admin/src/lib/forms/useEditForm.ts')).length, 1);
  assert.equal((await refusals('apps/api/src/routes/orderActions.test.ts')).length, 1);
  assert.equal((await refusals('scripts/checkBudgets.mjs')).length, 1);
});

test('components, their styles, stories and tests are PascalCase; other modules kebab-case', async () => {
  for (const path of [
    'packages/ui/src/Sidebar/Sidebar.tsx',
    'packages/ui/src/Sidebar/Sidebar.css.ts',
    'packages/ui/src/Sidebar/Sidebar.stories.tsx',
    'packages/ui/src/DataTable/VirtualBody.test.tsx',
    'packages/ui/src/Sidebar/sidebar-logic.ts',
    'apps/admin/src/features/orders/routes/detail.tsx',
    'apps/api/src/api.fuzz.test.ts',
    'apps/admin/vite.config.ts',
  ]) {
    assert.deepEqual(await refusals(path), [], path);
  }
});

test('a PascalCase module that holds no component is refused too', () => {
  assert.equal(
    fileNameProblem('Types.ts'),
    'Types.ts is PascalCase but holds no component: name it types.ts',
  );
  assert.equal(fileNameProblem('Money.test.ts'), null);
  assert.match(fileNameProblem('Sidebar.Stories.tsx') ?? '', /"Stories" of Sidebar.Stories.tsx/);
});

test('kebabCase splits words and runs of capitals', () => {
  assert.equal(kebabCase('useVirtualizerAfterPaint'), 'use-virtualizer-after-paint');
  assert.equal(kebabCase('azMessages'), 'az-messages');
  assert.equal(kebabCase('useUIState'), 'use-ui-state');
  assert.equal(kebabCase('sign_in'), 'sign-in');
});
