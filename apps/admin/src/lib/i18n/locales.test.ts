import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findCopiesOfShared,
  formatCopy,
  loadLocales,
} from '../../../scripts/locale-duplicates.mjs';
import { missingKeys, missingNestedKeys } from '../../../scripts/locale-usage.mjs';
import { LANGUAGES, NAMESPACES } from './i18n';

const localesDir = `${resolve(import.meta.dirname, '../../../public/locales')}/`;
const sourceDir = resolve(import.meta.dirname, '../..');

function load(language: string, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${localesDir}${language}/${namespace}.json`, 'utf8')) as Record<
    string,
    unknown
  >;
}

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) {
        entries.set(path, leaf);
      }
    }
  } else {
    entries.set(prefix, value);
  }
  return entries;
}

describe('locales', () => {
  for (const namespace of NAMESPACES) {
    it(`en and az have the same keys in ${namespace}`, () => {
      const [first, ...others] = LANGUAGES.map((language) => flatten(load(language, namespace)));
      const expected = [...(first?.keys() ?? [])].sort();
      expect(expected.length).toBeGreaterThan(0);
      for (const other of others) expect([...other.keys()].sort()).toEqual(expected);
    });

    it(`every ${namespace} text is a non-empty string with the same placeholders`, () => {
      const [en, az] = LANGUAGES.map((language) => flatten(load(language, namespace)));
      for (const [key, value] of en ?? []) {
        expect(typeof value, key).toBe('string');
        expect((value as string).trim(), key).not.toBe('');
        const placeholders = (text: unknown) =>
          String(text)
            .match(/{{[^}]+}}/g)
            ?.sort() ?? [];
        expect(placeholders(az?.get(key)), key).toEqual(placeholders(value));
      }
    });
  }
});

describe('shared texts', () => {
  // "Save", "Cancel", "Name", "Status"… live once, in general's actions, fields, states, sections,
  // filters and nav groups; a feature points at them (t('general:actions.save')). A key that says
  // the same in every language as a shared one is a copy to delete; where another language needs
  // other words in that place, the key keeps its own text.
  it('no key copies a shared text in every language', () => {
    expect(findCopiesOfShared(loadLocales(localesDir)).map(formatCopy)).toEqual([]);
  });

  it('names the shared key to use for a new copy, and lets a translation that differs be', () => {
    const locales = loadLocales(localesDir);
    const [en, az] = [locales.get('en'), locales.get('az')];
    en?.set('non-settings:orders.note.save', 'Save');
    az?.set('non-settings:orders.note.save', az.get('general:actions.save'));
    en?.set('non-settings:orders.note.keep', 'Save');
    az?.set('non-settings:orders.note.keep', 'Saxla');
    expect(findCopiesOfShared(locales).map(formatCopy)).toEqual([
      `non-settings:orders.note.save repeats "Save": use 'general:actions.save' instead`,
    ]);
  });

  it('every key the code names exists, and every $t() in a text names a key', () => {
    const locales = loadLocales(localesDir);
    const missing = missingKeys(sourceDir, locales).map(({ key, file }) => `${key} in ${file}`);
    expect(missing).toEqual([]);
    for (const language of LANGUAGES) {
      expect(missingNestedKeys(locales.get(language) ?? new Map()), language).toEqual([]);
    }
  });
});
