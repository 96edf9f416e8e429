import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { labelTemplate } from './label-template';

describe('labelTemplate', () => {
  it("gives each value the text i18next would, in the language's word order", async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'az',
      resources: { az: { translation: { deleteCode: '{{code}} kodunu sil', none: 'Sil' } } },
      interpolation: { escapeValue: false },
    });
    const deleteCode = labelTemplate(i18n.t, 'deleteCode', 'code');
    expect(deleteCode('SPRING10')).toBe(i18n.t('deleteCode', { code: 'SPRING10' }));
    expect(deleteCode('A&B <b>')).toBe('A&B <b> kodunu sil');
    expect(labelTemplate(i18n.t, 'none', 'code')('X')).toBe('Sil');
  });
});
