import { describe, expect, it } from 'vitest';
import { defaultUiMessages } from '@shop/ui';
import enGeneral from '../../../public/locales/en/general.json';
import { UI_FORMATTERS, UI_TEXT_KEYS } from './use-translated-ui-messages';

describe('kit messages', () => {
  it('every sentence of the kit has a translation key', () => {
    const translated = Object.keys(enGeneral.ui);
    const missing = UI_TEXT_KEYS.filter((key) => !translated.includes(key));
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
});
