import { numberFormat as localeNumberFormat } from './intl-formats';

export interface CurrencyInfo {
  /** ISO 4217 code, e.g. "USD". */
  code: string;
  /** Digits after the decimal point; the amount is stored in minor units (cents for USD). */
  fraction_digits: number;
}

/** The wallet and the default currency of the product: US dollars with 2 fraction digits (SPEC §9). */
export const USD: CurrencyInfo = { code: 'USD', fraction_digits: 2 };

function numberFormat(locale: string, currency: CurrencyInfo): Intl.NumberFormat {
  return localeNumberFormat(locale, {
    style: 'currency',
    currency: currency.code,
    minimumFractionDigits: currency.fraction_digits,
    maximumFractionDigits: currency.fraction_digits,
  });
}

/**
 * Formats an amount held in minor units: `formatMoney(123450, USD)` is "$1,234.50" ("1.234,50 $" in az).
 * An unknown currency code does not throw (an admin must still render): it falls back to "1,234.50 XYZ".
 */
export function formatMoney(minor: number, currency: CurrencyInfo, locale = 'en-US'): string {
  const digits = Math.max(0, Math.min(20, Math.trunc(currency.fraction_digits)));
  const safe = { code: currency.code, fraction_digits: digits };
  const amount = minor / 10 ** digits;
  try {
    return numberFormat(locale, safe).format(amount);
  } catch {
    const number = localeNumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
    return `${number} ${currency.code}`;
  }
}
