import { beforeAll, describe, expect, it } from 'vitest';
import {
  FULFILL_LINE_DONE,
  FULFILL_NO_LINES,
  FULFILL_TOO_MANY,
  ORDER_NOTE_TOO_LONG,
  TRACKING_URL_INVALID,
} from '@shop/admin-api';
import azValidation from '../../../../public/locales/az/validation.json';
import enValidation from '../../../../public/locales/en/validation.json';
import { i18n } from '../../../lib/i18n/i18n';
import { translateValidationMessage } from '../../../lib/i18n/zod-messages';

describe("the orders' validation messages", () => {
  beforeAll(async () => {
    await i18n.init({
      lng: 'en',
      ns: ['validation'],
      resources: { en: { validation: enValidation }, az: { validation: azValidation } },
    });
  });

  it('are said in both languages, with how many are left', async () => {
    await i18n.changeLanguage('en');
    expect(translateValidationMessage(FULFILL_NO_LINES)).toBe(FULFILL_NO_LINES);
    expect(translateValidationMessage(`${FULFILL_TOO_MANY} (1)`)).toBe(
      'More than is left to fulfil: only 1 is left',
    );
    expect(translateValidationMessage(`${FULFILL_TOO_MANY} (3)`)).toBe(
      'More than is left to fulfil: only 3 are left',
    );
    await i18n.changeLanguage('az');
    expect(translateValidationMessage(`${FULFILL_TOO_MANY} (3)`)).toBe(
      'İcra üçün qalandan çoxdur: cəmi 3 ədəd qalıb',
    );
    for (const message of [
      FULFILL_NO_LINES,
      FULFILL_LINE_DONE,
      TRACKING_URL_INVALID,
      ORDER_NOTE_TOO_LONG,
    ])
      expect(translateValidationMessage(message)).not.toBe(message);
  });
});
