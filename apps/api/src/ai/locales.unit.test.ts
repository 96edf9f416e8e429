import { LANGUAGES, type Language } from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { readAiLocale } from './texts';

/** `a.b.c` → text, for every text of a locale file. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (value && typeof value === 'object') {
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

const locales = Object.fromEntries(
  LANGUAGES.map((language) => [language, flatten(readAiLocale(language))]),
) as Record<Language, Map<string, unknown>>;
const placeholders = (text: unknown) =>
  String(text)
    .match(/{{[^}]+}}/g)
    ?.sort() ?? [];

describe("the AI helper's locale files", () => {
  it('en and az have the same keys, each a text with the same placeholders', () => {
    const keys = [...locales.en.keys()].sort();
    for (const language of LANGUAGES) expect([...locales[language].keys()].sort()).toEqual(keys);
    for (const [key, english] of locales.en) {
      const text = locales.az.get(key);
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english));
    }
  });
});
