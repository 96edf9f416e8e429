import type { CurrencyInfo } from '../format';
// The kit's formats: the locale's own separators even where the browser lacks its data (az in Chrome).
import { numberFormat } from '../format/intl-formats';

/** The decimal and grouping separators a locale writes numbers with. */
export function numberSeparators(locale?: string): { decimal: string; group: string } {
  const parts = numberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/** The currency's narrow symbol in a locale, e.g. "$" for USD, "₼" for AZN. */
export function currencySymbol(code: string, locale?: string): string {
  try {
    const parts = numberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

/**
 * Integer minor units as the amount a user edits: "1234.50" (with the locale's decimal separator, no
 * grouping, exactly `fraction_digits` decimals). String arithmetic, so no floating-point drift.
 */
export function minorToInput(minor: number, currency: CurrencyInfo, locale?: string): string {
  const digits = currency.fraction_digits;
  const negative = minor < 0;
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  const { decimal } = numberSeparators(locale);
  return `${negative ? '-' : ''}${whole}${digits > 0 ? decimal + fraction : ''}`;
}

/**
 * Reads what a user typed as an amount and returns integer minor units, or null when it is empty or not
 * a number. Accepts the locale's grouping and decimal separators, spaces, and "." as a decimal point in
 * any locale when it is the only separator. More decimals than the currency has are not rounded: the
 * result then has a fraction of a minor unit (1234.5 for "12.345" in USD), which the app's schema
 * refuses with a message on the field.
 */
export function parseMoneyInput(
  input: string,
  currency: CurrencyInfo,
  locale?: string,
): number | null {
  const digits = currency.fraction_digits;
  const { decimal, group } = numberSeparators(locale);
  let text = input.replace(/[\s\u00a0\u202f']/g, '');
  if (text === '') return null;
  const hasLocaleDecimal = decimal !== '.' && text.includes(decimal);
  if (hasLocaleDecimal) {
    // "1.234,5" in a comma-decimal locale: dots are grouping.
    text = text.split(group === '.' ? '.' : group).join('');
    text = text.replace(decimal, '.');
  } else if (group !== '.' && group !== '') {
    // "1,234.5" in a dot-decimal locale (or a lone "." decimal in any locale).
    text = text.split(group).join('');
  }
  if (decimal === ',' && !hasLocaleDecimal) {
    // A dot in a comma-decimal locale: one dot is read as a decimal point ("1234.5" typed on an English
    // keyboard), several dots as grouping ("1.234.567").
    const dots = text.split('.').length - 1;
    if (dots > 1) text = text.split('.').join('');
  }
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
  const [, sign, whole = '', fractionRaw = ''] = match;
  const fraction = fractionRaw.padEnd(digits, '0');
  const units = Number(`${whole || '0'}${fraction.slice(0, digits)}`);
  if (!Number.isSafeInteger(units)) return null;
  // Digits past the currency's are kept as a fraction of a minor unit, for the form's schema to
  // refuse: a price is never rounded behind the user's back.
  const extra = fraction.slice(digits).replace(/0+$/, '');
  const minor = extra === '' ? units : units + Number(`0.${extra}`);
  return sign === '-' && minor !== 0 ? -minor : minor;
}

/** A whole percentage 0–100 from what was typed: digits only, clamped to 100; null when empty. */
export function parsePercentageInput(input: string): number | null {
  const digits = input.replace(/\D/g, '');
  if (digits === '') return null;
  return Math.min(100, Number(digits));
}
