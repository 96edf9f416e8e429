import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { defaultUiMessages } from '@shop/ui';
import azGeneral from '../../../public/locales/az/general.json';
import enGeneral from '../../../public/locales/en/general.json';
import { translateUiMessages, UI_FORMATTERS } from './use-translated-ui-messages';

async function i18nIn(lng: 'en' | 'az', loaded = true) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    fallbackLng: 'en',
    ns: ['general'],
    defaultNS: 'general',
    resources: loaded ? { en: { general: enGeneral }, az: { general: azGeneral } } : {},
  });
  return i18n;
}

describe('kit messages', () => {
  it('every sentence of the kit has a translation key', () => {
    const translated = Object.keys(enGeneral.ui);
    const sentences = Object.keys(defaultUiMessages).filter(
      (key) => typeof defaultUiMessages[key as keyof typeof defaultUiMessages] === 'string',
    );
    const missing = sentences.filter((key) => !translated.includes(key));
    expect(missing).toEqual([]);
    expect(translated).toContain('tableCount_one');
    expect(translated).toContain('tableCount_other');
  });

  it('every message with parameters is translated by a formatter', () => {
    const formatKeys = Object.keys(defaultUiMessages).filter(
      (key) => typeof defaultUiMessages[key as keyof typeof defaultUiMessages] === 'function',
    );
    expect(formatKeys.filter((key) => !(key in UI_FORMATTERS))).toEqual([]);
    const translated = Object.keys(enGeneral.ui);
    for (const key of Object.keys(UI_FORMATTERS)) {
      const found = translated.includes(key) || translated.includes(`${key}_other`);
      expect(found, key).toBe(true);
    }
  });

  it("gives the kit the locale's sentences, resolved, and its formatters", async () => {
    const messages = translateUiMessages(await i18nIn('az'));
    // "$t(general:errors.generic)" in the file: nested keys come resolved.
    expect(messages.errorTitle).toBe(azGeneral.errors.generic);
    expect(messages.tableNextPage).toBe(azGeneral.ui.tableNextPage);
    expect(messages.tableCount?.(1)).toBe('1 nəticə');
    expect(messages.tableRange?.(21, 40, 600, false)).toBe('21–40, cəmi 600');
    // Numbers in the interface language's format.
    const thousand = (1000).toLocaleString('az');
    expect(messages.tableRange?.(21, 40, 1000, true)).toBe(`21–40, cəmi ${thousand}+`);
    expect(messages.tableRange?.(21, 40, undefined, false)).toBe('21–40');
    // Plural forms are the formatters' business, not messages.
    expect(Object.keys(messages).filter((key) => key.includes('_'))).toEqual([]);
  });

  it('leaves every sentence to the kit before the translations have loaded', async () => {
    const messages = translateUiMessages(await i18nIn('en', false));
    expect(Object.keys(messages).sort()).toEqual(Object.keys(UI_FORMATTERS).sort());
  });
});
