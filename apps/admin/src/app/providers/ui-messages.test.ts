import { describe, expect, it } from 'vitest';
import { defaultUiMessages } from '@shop/ui';
import enGeneral from '../../../public/locales/en/general.json';
import { UI_TEXT_KEYS } from './useTranslatedUiMessages';

describe('kit messages', () => {
  it('every sentence of the kit has a translation key', () => {
    const translated = Object.keys(enGeneral.ui);
    for (const key of UI_TEXT_KEYS) expect(translated, key).toContain(key);
    expect(translated).toContain('tableCount_one');
    expect(translated).toContain('tableCount_other');
    expect(UI_TEXT_KEYS.length).toBe(Object.keys(defaultUiMessages).length - 1);
  });
});
