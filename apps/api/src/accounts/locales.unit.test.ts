import { describe, expect, it } from 'vitest';
import { LANGUAGES, readLocale, textsFor, type Language } from './i18n';
import { flattenLocale, placeholders } from '../test/locale-files';

const locales = Object.fromEntries(
  LANGUAGES.map((language) => [language, flattenLocale(readLocale(language))]),
) as Record<Language, Map<string, unknown>>;

describe('the accounts pages’ locale files', () => {
  it('en and az have exactly the same keys', () => {
    const expected = [...locales.en.keys()].sort();
    expect(expected.length).toBeGreaterThan(50);
    for (const language of LANGUAGES)
      expect([...locales[language].keys()].sort()).toEqual(expected);
  });

  it('every text is a non-empty string with the same placeholders in both languages', () => {
    for (const [key, english] of locales.en) {
      for (const language of LANGUAGES) {
        const text = locales[language].get(key);
        expect(typeof text, `${language} ${key}`).toBe('string');
        expect((text as string).trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english));
      }
    }
  });

  it('every plural has the forms both languages need (one and other)', () => {
    const plurals = [...locales.en.keys()].filter((key) => /_(one|other)$/.test(key));
    expect(plurals.length).toBeGreaterThan(0);
    for (const key of plurals) {
      const base = key.replace(/_(one|other)$/, '');
      expect(locales.en.has(`${base}_one`) && locales.en.has(`${base}_other`), base).toBe(true);
    }
    for (const language of LANGUAGES) {
      expect(new Intl.PluralRules(language).resolvedOptions().pluralCategories.sort()).toEqual([
        'one',
        'other',
      ]);
    }
  });

  it('is what the pages say: texts in each language, never a key', () => {
    const en = textsFor('en');
    const az = textsFor('az');
    expect(en.t('signIn.email')).toBe('Email');
    expect(az.t('signIn.email')).toBe('E-poçt');
    expect(en.t('invitation.passwordHint', { count: 1 })).toBe('At least 1 character.');
    expect(en.t('invitation.passwordHint', { count: 8 })).toBe('At least 8 characters.');
    // Placed into the page as text, escaped there: i18next does not escape it a second time.
    expect(en.t('invitation.join', { shop: 'A & B' })).toBe('Join A & B');
    expect([en.dir, az.dir]).toEqual(['ltr', 'ltr']);
  });

  it('keeps the words the product’s fixed points name (DESIGN.md: "Email", "Password", "Sign in")', () => {
    const en = textsFor('en');
    expect([en.t('signIn.email'), en.t('signIn.password'), en.t('signIn.submit')]).toEqual([
      'Email',
      'Password',
      'Sign in',
    ]);
  });
});
