import { describe, expect, it } from 'vitest';
import { formatDate, toIsoString } from './format-date';
import { formatMoney, USD } from './format-money';

describe('formatMoney', () => {
  it('formats minor units with the currency fraction digits', () => {
    expect(formatMoney(123450, USD)).toBe('$1,234.50');
    expect(formatMoney(0, USD)).toBe('$0.00');
    expect(formatMoney(5, USD)).toBe('$0.05');
  });

  it('handles negative amounts', () => {
    expect(formatMoney(-1999, USD)).toBe('-$19.99');
  });

  // Intl puts a no-break space between an ISO code and the number.
  it('respects currencies without or with more fraction digits', () => {
    expect(formatMoney(1500, { code: 'JPY', fraction_digits: 0 })).toBe('¥1,500');
    expect(formatMoney(12345, { code: 'KWD', fraction_digits: 3 })).toBe('KWD\u00a012.345');
  });

  it('uses the fraction digits it is given, not the currency default', () => {
    expect(formatMoney(1234, { code: 'AZN', fraction_digits: 2 })).toBe('AZN\u00a012.34');
  });

  it('formats for another locale', () => {
    // Intl separates with a narrow no-break space in some locales; compare without spaces.
    expect(formatMoney(123450, USD, 'de-DE').replace(/\s/g, '')).toBe('1.234,50$');
  });

  it('falls back to number + code for an unknown currency code', () => {
    expect(formatMoney(1000, { code: 'NOT-A-CODE', fraction_digits: 2 })).toBe('10.00 NOT-A-CODE');
  });
});

describe('formatDate', () => {
  // 2026-11-21T14:05:09Z
  const stamp = Date.UTC(2026, 10, 21, 14, 5, 9) / 1000;

  it('shows short month, day and year', () => {
    expect(formatDate(stamp, { timeZone: 'UTC' })).toBe('Nov 21, 2026');
  });

  it('adds a 24-hour time on request', () => {
    expect(formatDate(stamp, { time: true, timeZone: 'UTC' })).toBe('Nov 21, 2026, 14:05');
    const morning = Date.UTC(2026, 0, 2, 0, 7) / 1000;
    expect(formatDate(morning, { time: true, timeZone: 'UTC' })).toBe('Jan 2, 2026, 00:07');
  });

  it('follows the time zone', () => {
    expect(formatDate(stamp, { time: true, timeZone: 'Asia/Baku' })).toBe('Nov 21, 2026, 18:05');
  });

  it('returns an empty string for an invalid timestamp', () => {
    expect(formatDate(Number.NaN)).toBe('');
    expect(toIsoString(Number.NaN)).toBeUndefined();
  });

  it('gives the ISO form for <time dateTime>', () => {
    expect(toIsoString(stamp)).toBe('2026-11-21T14:05:09.000Z');
  });
});
