import { describe, expect, it } from 'vitest';
import {
  countryOptions,
  currencyLabel,
  currencyOptions,
  stateOptions,
  timezoneOptions,
  utcOffset,
  weightOptions,
} from './reference-options';

describe('reference options', () => {
  it('takes a country alpha2 as the id and its name as the label', () => {
    expect(countryOptions([{ alpha2: 'AZ', name: 'Azerbaijan' }])).toEqual([
      { id: 'AZ', label: 'Azerbaijan' },
    ]);
  });

  it('names the larger subdivision a state lies in', () => {
    expect(
      stateOptions([
        { code: 'ES-AN', name: 'Andalucía', parent: null },
        { code: 'ES-SE', name: 'Sevilla', parent: 'ES-AN' },
      ]),
    ).toEqual([
      { id: 'ES-AN', label: 'Andalucía' },
      { id: 'ES-SE', label: 'Sevilla', hint: 'Andalucía' },
    ]);
  });

  it('labels a currency with its code and, when it has one, its symbol', () => {
    expect(currencyLabel({ name: 'Euro', code: 'EUR', symbol: '€' })).toBe('Euro (EUR €)');
    expect(currencyLabel({ name: 'Kuwaiti Dinar', code: 'KWD', symbol: 'KWD' })).toBe(
      'Kuwaiti Dinar (KWD)',
    );
    expect(
      currencyOptions([{ id: 'azn', code: 'AZN', symbol: '₼', name: 'Manat', fraction_digits: 2 }]),
    ).toEqual([{ id: 'AZN', label: 'Manat (AZN ₼)' }]);
  });

  it('gives each time zone its offset as a hint', () => {
    const winter = new Date(Date.UTC(2025, 0, 15));
    expect(utcOffset('Asia/Baku', winter)).toBe('UTC+04:00');
    expect(utcOffset('America/New_York', winter)).toBe('UTC-05:00');
    expect(utcOffset('Not/AZone')).toBe('');
    const [utc] = timezoneOptions(['UTC']);
    expect(utc).toMatchObject({ id: 'UTC', label: 'UTC' });
  });

  it('labels a weight unit with its name and key', () => {
    expect(weightOptions([{ key: 'kg', name: 'kilogram' }])).toEqual([
      { id: 'kg', label: 'kilogram (kg)' },
    ]);
  });
});
