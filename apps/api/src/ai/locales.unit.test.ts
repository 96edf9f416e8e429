import { LANGUAGES, type Language } from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { readAiLocale } from './texts';
import { flattenLocale, placeholders } from '../test/locale-files';

const locales = Object.fromEntries(
  LANGUAGES.map((language) => [language, flattenLocale(readAiLocale(language))]),
) as Record<Language, Map<string, unknown>>;

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
