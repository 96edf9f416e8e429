import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';
import { formatMoney, USD } from './format-money';
import {
  dateTimeFormat,
  formatNumber,
  nativeIntlFormats,
  numberFormat,
  setIntlFormats,
} from './intl-formats';
import { runtimeHasData, withLocaleSupplements } from './locale-supplements';
import { azLocaleSupplement } from './supplements/az';

// 2026-11-24T14:05Z
const date = new Date(Date.UTC(2026, 10, 24, 14, 5));
const stamp = date.getTime() / 1000;
const dateOptions = { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' } as const;
const withTime = { ...dateOptions, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
/** Intl separates with (narrow) no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

// A runtime without Azerbaijani data, as Chrome's bundled ICU is (Debian's Chromium writes
// "2026 M11 24" and "1,500" for `az`).
const lacking = withLocaleSupplements({ az: azLocaleSupplement }, () => false);

describe('Azerbaijani where the runtime lacks it', () => {
  it('writes the months in Azerbaijani, day first', () => {
    expect(lacking.date('az', dateOptions).format(date)).toBe('24 noy 2026');
    expect(lacking.date('az', withTime).format(date)).toBe('24 noy 2026, 14:05');
    const may = new Date(Date.UTC(2026, 4, 1));
    expect(lacking.date('az-AZ', dateOptions).format(may)).toBe('1 may 2026');
    expect(lacking.date('az', { month: 'long', timeZone: 'UTC' }).format(date)).toBe('noyabr');
  });

  it('takes the month in the asked time zone, not the machine one', () => {
    // 23:30 UTC on 30 November is already December in Baku.
    const late = new Date(Date.UTC(2026, 10, 30, 23, 30));
    const baku = { ...dateOptions, timeZone: 'Asia/Baku' };
    expect(lacking.date('az', baku).format(late)).toBe('1 dek 2026');
  });

  it('groups with dots and writes decimals with a comma, the symbol after the amount', () => {
    expect(lacking.number('az').format(1500)).toBe('1.500');
    const money = lacking.number('az', { style: 'currency', currency: 'USD' });
    expect(plain(money.format(347989.32))).toBe('347.989,32 $');
  });

  it('leaves other languages to the runtime', () => {
    expect(lacking.date('en-US', dateOptions).format(date)).toBe('Nov 24, 2026');
    expect(lacking.number('en-US').format(1500)).toBe('1,500');
  });
});

describe('Azerbaijani on this runtime (Node has full ICU data)', () => {
  it('is known to have the data, so nothing is borrowed', () => {
    expect(runtimeHasData('az', azLocaleSupplement)).toBe(true);
    const supplemented = withLocaleSupplements({ az: azLocaleSupplement });
    expect(supplemented.date('az', { month: 'long', timeZone: 'UTC' }).format(date)).toBe('noyabr');
  });

  it('formats dates, amounts and counts without an English month or separator', () => {
    expect(formatDate(stamp, { locale: 'az', timeZone: 'UTC' })).toBe('24 noy 2026');
    expect(formatDate(stamp, { locale: 'az', time: true, timeZone: 'UTC' })).toBe(
      '24 noy 2026, 14:05',
    );
    expect(formatNumber(1500, 'az')).toBe('1.500');
    expect(plain(formatMoney(34798932, USD, 'az'))).toMatch(/^347\.989,32 (US)?\$$/);
  });
});

describe('English stays as it was', () => {
  it('formats en-US by default and for en', () => {
    expect(formatDate(stamp, { timeZone: 'UTC' })).toBe('Nov 24, 2026');
    expect(formatDate(stamp, { locale: 'en', timeZone: 'UTC' })).toBe('Nov 24, 2026');
    expect(formatNumber(1500)).toBe('1,500');
    expect(formatMoney(34798932, USD, 'en')).toBe('$347,989.32');
  });
});

describe('formats built once', () => {
  it('gives the same format for the same locale and options, a new one after new formats', () => {
    const first = numberFormat('en-US', { style: 'percent' });
    expect(numberFormat('en-US', { style: 'percent' })).toBe(first);
    expect(numberFormat('en-US')).not.toBe(first);
    const date = dateTimeFormat('en-US', { year: 'numeric', timeZone: 'UTC' });
    expect(dateTimeFormat('en-US', { year: 'numeric', timeZone: 'UTC' })).toBe(date);
    setIntlFormats(nativeIntlFormats);
    expect(numberFormat('en-US', { style: 'percent' })).not.toBe(first);
  });
});
