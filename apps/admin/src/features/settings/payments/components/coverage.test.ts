import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { coverageSummary, countryNames, joinList } from './coverage';

const t = ((key: string, options?: Record<string, unknown>) =>
  `${key}${options ? JSON.stringify(options) : ''}`) as unknown as TFunction;
const names: Record<string, string> = { AZ: 'Azerbaijan', AE: 'United Arab Emirates', IN: 'India' };
const nameOf = (code: string) => names[code];

describe('where a provider works', () => {
  it('names one or two countries, counts more, and says worldwide', () => {
    expect(coverageSummary({ countries: ['AZ'], currencies: ['AZN'] }, t, nameOf, 'en')).toBe(
      'payments.coverage{"where":"Azerbaijan","what":"AZN"}',
    );
    expect(coverageSummary({ countries: ['IN', 'AE'], currencies: 'many' }, t, nameOf, 'en')).toBe(
      'payments.coverage{"where":"India and United Arab Emirates","what":"payments.manyCurrencies"}',
    );
    expect(
      coverageSummary(
        { countries: ['AZ', 'AE', 'IN'], currencies: ['A', 'B', 'C', 'D', 'E'] },
        t,
        nameOf,
        'en',
      ),
    ).toBe(
      'payments.coverage{"where":"payments.countriesCount{\\"count\\":3}","what":"payments.currenciesCount{\\"count\\":5}"}',
    );
    expect(coverageSummary({ countries: 'worldwide', currencies: ['USD'] }, t, nameOf, 'en')).toBe(
      'payments.coverage{"where":"payments.worldwide","what":"USD"}',
    );
  });

  it('sorts names as the language does and keeps an unknown code', () => {
    expect(countryNames(['IN', 'XX', 'AZ'], nameOf, 'en')).toEqual(['Azerbaijan', 'India', 'XX']);
    expect(joinList(['A', 'B', 'C'], 'az')).toMatch(/A, B və C/);
  });
});
