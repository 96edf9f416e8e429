// node --test apps/admin/scripts: the list of repeated texts and the copies of shared ones.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  findCopiesOfShared,
  findDuplicates,
  formatCopy,
  formatDuplicates,
} from './locale-duplicates.mjs';

/** Locales from `{ language: { 'namespace:key': text } }`. */
const locales = (languages) =>
  new Map(
    Object.entries(languages).map(([language, texts]) => [
      language,
      new Map(Object.entries(texts)),
    ]),
  );

const shop = locales({
  en: {
    'general:actions.save': 'Save',
    'general:nav.orders': 'Orders',
    'general:settingsNav.orders': 'Orders',
    'general:ui.cancel': '$t(general:actions.cancel)',
    'general:ui.back': '$t(general:actions.cancel)',
    'non-settings:customers.form.save': 'Save',
    'non-settings:products.columns.orders': 'Orders',
    'non-settings:products.title': 'Title',
    'non-settings:collections.title': 'Title',
    'non-settings:orders.left_one': '{{count}} left',
    'non-settings:orders.left_other': '{{count}} left',
  },
  az: {
    'general:actions.save': 'Yadda saxla',
    'general:nav.orders': 'Sifarişlər',
    'general:settingsNav.orders': 'Sifarişlər',
    'general:ui.cancel': '$t(general:actions.cancel)',
    'general:ui.back': '$t(general:actions.cancel)',
    'non-settings:customers.form.save': 'Yadda saxla',
    'non-settings:products.columns.orders': 'Sifarişlər',
    'non-settings:products.title': 'Ad',
    'non-settings:collections.title': 'Başlıq',
    'non-settings:orders.left_one': '{{count}} qalıb',
    'non-settings:orders.left_other': '{{count}} qalıb',
  },
});

test('lists each English text under several keys once, with the other languages beside', () => {
  const duplicates = findDuplicates(shop);
  assert.deepEqual(
    duplicates.map(({ text, keys }) => [text, keys]),
    [
      [
        'Orders',
        [
          'general:nav.orders',
          'general:settingsNav.orders',
          'non-settings:products.columns.orders',
        ],
      ],
      ['Save', ['general:actions.save', 'non-settings:customers.form.save']],
      ['Title', ['non-settings:products.title', 'non-settings:collections.title']],
    ],
  );
  assert.deepEqual(duplicates[2].translations.get('az'), ['Ad', 'Başlıq']);
  const printed = formatDuplicates(duplicates);
  assert.match(printed, /"Save" under 2 keys, the same in every language/);
  assert.match(printed, /"Title" under 2 keys, translated apart/);
  assert.match(printed, /3 English texts stand under more than one key\.$/);
});

test('plural forms of one key and references to another key are no repeats', () => {
  const texts = findDuplicates(shop).map(({ text }) => text);
  assert.ok(!texts.includes('{{count}} left'));
  assert.ok(!texts.includes('$t(general:actions.cancel)'));
});

test('a copy of a shared text is named with the key to use; a navigation may repeat one', () => {
  assert.deepEqual(findCopiesOfShared(shop).map(formatCopy), [
    `non-settings:customers.form.save repeats "Save": use 'general:actions.save' instead`,
    `non-settings:products.columns.orders repeats "Orders": use 'general:nav.orders' instead`,
  ]);
});

test('a key whose translation differs from the shared one is not a copy', () => {
  const apart = locales({
    en: { 'general:actions.cancel': 'Cancel', 'non-settings:orders.actions.cancel': 'Cancel' },
    az: { 'general:actions.cancel': 'Ləğv et', 'non-settings:orders.actions.cancel': 'İmtina' },
  });
  assert.deepEqual(findCopiesOfShared(apart), []);
});

test('a shared group that repeats another shared text is a copy too', () => {
  const twice = locales({
    en: { 'general:fields.orders': 'Orders', 'general:nav.orders': 'Orders' },
    az: { 'general:fields.orders': 'Sifarişlər', 'general:nav.orders': 'Sifarişlər' },
  });
  assert.deepEqual(findCopiesOfShared(twice).map(formatCopy), [
    `general:fields.orders repeats "Orders": use 'general:nav.orders' instead`,
  ]);
});
