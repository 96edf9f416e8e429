import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { formatDate, formatMoney, USD } from '@shop/ui';
import { applyIntlFormats } from './intl-formatters';
import { currentIntlLocale, intlLocale } from './intl-locale';

async function i18nIn(lng: 'en' | 'az') {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    fallbackLng: 'en',
    supportedLngs: ['en', 'az'],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    resources: {
      en: {
        general: {
          results_one: '{{count, number}} result',
          results_other: '{{count, number}} results',
          placed: 'Placed {{when, datetime}}',
        },
      },
      az: {
        general: {
          results_one: '{{count, number}} nəticə',
          results_other: '{{count, number}} nəticə',
          placed: '{{when, datetime}} tarixində',
        },
      },
    },
    ns: ['general'],
    defaultNS: 'general',
    interpolation: { escapeValue: false },
  });
  applyIntlFormats(instance);
  return instance;
}

// 2026-11-24T14:05Z
const stamp = Date.UTC(2026, 10, 24, 14, 5) / 1000;
const when = new Date(stamp * 1000);
const dateParams = {
  formatParams: { when: { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' } },
};

describe('the locale of dates, amounts and counts', () => {
  it('follows the interface language', () => {
    expect(intlLocale('en')).toBe('en-US');
    expect(intlLocale('az')).toBe('az');
    expect(intlLocale('az-AZ')).toBe('az');
    expect(intlLocale('fr')).toBe('en-US');
    expect(intlLocale(undefined)).toBe('en-US');
  });

  it('is the resolved language of the i18next instance', async () => {
    const az = await i18nIn('az');
    expect(currentIntlLocale(az)).toBe('az');
    expect(formatDate(stamp, { locale: currentIntlLocale(az), timeZone: 'UTC' })).toBe(
      '24 noy 2026',
    );
    expect(formatMoney(34798932, USD, currentIntlLocale(az)).replace(/\s/g, ' ')).toMatch(
      /^347\.989,32 (US)?\$$/,
    );
    await az.changeLanguage('en');
    expect(currentIntlLocale(az)).toBe('en-US');
  });
});

describe("i18next's own formats", () => {
  it('write counts and dates in Azerbaijani', async () => {
    const az = await i18nIn('az');
    expect(az.t('results', { count: 1500 })).toBe('1.500 nəticə');
    expect(az.t('placed', { when, ...dateParams })).toBe('24 noy 2026 tarixində');
  });

  it('write them in English as before', async () => {
    const en = await i18nIn('en');
    expect(en.t('results', { count: 1500 })).toBe('1,500 results');
    expect(en.t('placed', { when, ...dateParams })).toBe('Placed Nov 24, 2026');
  });
});
