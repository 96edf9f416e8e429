// node --test apps/admin/scripts: which keys the code names and which of them no locale file has.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { keysIn, missingKeys, missingNestedKeys, namespacesOf } from './locale-usage.mjs';

const texts = new Map(
  Object.entries({
    'general:actions.save': 'Save',
    'general:ui.cancel': '$t(general:actions.cancel)',
    'general:nav.orders': 'Orders',
    'non-settings:orders.title': 'Orders',
    'non-settings:orders.left_one': '{{count}} left',
    'non-settings:orders.left_other': '{{count}} left',
    'non-settings:orders.statuses.paid': 'Paid',
    'validation:tooLong': 'Too long',
  }),
);

test('finds literal keys, namespaced keys and the fixed start of built keys', () => {
  const source = [
    't(\'orders.title\'); t("general:actions.save"); t(`orders.statuses.${status}`);',
    "titleKey: 'nav.orders'; i18n.t('validation:tooLong'); import x from './x.css';",
  ].join('\n');
  assert.deepEqual(keysIn(source), [
    { key: 'orders.title', prefix: false },
    { key: 'general:actions.save', prefix: false },
    { key: 'nav.orders', prefix: false },
    { key: 'validation:tooLong', prefix: false },
    { key: 'orders.statuses', prefix: true },
  ]);
});

test('a file translates with the namespaces it asks for, or general, or any when it asks none', () => {
  const all = ['general', 'non-settings'];
  assert.deepEqual(namespacesOf("useTranslation('non-settings')", all), ['non-settings']);
  assert.deepEqual(namespacesOf("useTranslation(['non-settings', 'validation'])", all), [
    'non-settings',
    'validation',
  ]);
  assert.deepEqual(namespacesOf('useTranslation()', all), ['general']);
  assert.deepEqual(namespacesOf("titleKey: 'nav.orders'", all), all);
});

test('reports the keys a file names that its namespaces lack, and nothing else', () => {
  const folder = mkdtempSync(join(tmpdir(), 'locale-usage-'));
  try {
    mkdirSync(join(folder, 'orders'));
    writeFileSync(
      join(folder, 'orders', 'OrderPage.tsx'),
      [
        "const { t } = useTranslation('non-settings');",
        "t('orders.title'); t('orders.left', { count }); t(`orders.statuses.${s}`);",
        "t('general:actions.save'); t('general:actions.delete'); t('orders.gone');",
        "t(`orders.kinds.${kind}`); t('nav.orders'); const url = 'https://example.com/a.b';",
      ].join('\n'),
    );
    writeFileSync(join(folder, 'orders', 'OrderPage.test.tsx'), "t('orders.notChecked');");
    writeFileSync(join(folder, 'manifest.ts'), "titleKey: 'nav.orders', other: 'nav.gone'");
    const locales = new Map([['en', texts]]);
    assert.deepEqual(missingKeys(folder, locales), [
      { key: 'nav.gone', file: 'manifest.ts' },
      { key: 'general:actions.delete', file: join('orders', 'OrderPage.tsx') },
      { key: 'orders.gone', file: join('orders', 'OrderPage.tsx') },
      { key: 'nav.orders', file: join('orders', 'OrderPage.tsx') },
      { key: 'orders.kinds.…', file: join('orders', 'OrderPage.tsx') },
    ]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a $t() in a text must name a key', () => {
  assert.deepEqual(missingNestedKeys(texts), [
    { key: 'general:actions.cancel', in: 'general:ui.cancel' },
  ]);
  const fixed = new Map([...texts, ['general:actions.cancel', 'Cancel']]);
  assert.deepEqual(missingNestedKeys(fixed), []);
});
