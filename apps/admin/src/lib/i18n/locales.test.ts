import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES } from './i18n';

const localesDir = `${resolve(import.meta.dirname, '../../../public/locales')}/`;

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
