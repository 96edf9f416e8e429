import type { i18n as I18n } from 'i18next';
import {
  azLocaleSupplement,
  dateTimeFormat,
  numberFormat,
  setIntlFormats,
  withLocaleSupplements,
} from '@shop/ui';
import { intlLocale } from './intl-locale';

type FormatOptions = Record<string, unknown>;

/**
 * Dates, amounts and counts in Azerbaijani wherever the app writes them, even in a browser whose ICU
 * data lacks it (Chrome's: "2026 M11 24", "1,500 nəticə"): the kit's supplement for az, and
 * i18next's `{{count, number}}`, `{{amount, currency(USD)}}` and `{{when, datetime}}` through the
 * kit's formats in the app's locale (intl-locale.ts). Loaded beside the first translation file, off
 * the first load, and applied before the first render; call it after `init`, which made the
 * formatter. Each i18next format is built once per language and options.
 */
export function applyIntlFormats(instance: I18n): void {
  setIntlFormats(withLocaleSupplements({ az: azLocaleSupplement }));
  const formatter = instance.services.formatter;
  if (!formatter) return;
  formatter.addCached('number', (lng: string | undefined, options: FormatOptions) => {
    const format = numberFormat(intlLocale(lng), options as Intl.NumberFormatOptions);
    return (value: number) => format.format(value);
  });
  formatter.addCached('currency', (lng: string | undefined, options: FormatOptions) => {
    const format = numberFormat(intlLocale(lng), {
      ...(options as Intl.NumberFormatOptions),
      style: 'currency',
    });
    return (value: number) => format.format(value);
  });
  formatter.addCached('datetime', (lng: string | undefined, options: FormatOptions) => {
    const format = dateTimeFormat(intlLocale(lng), options as Intl.DateTimeFormatOptions);
    return (value: Date | number) => format.format(new Date(value));
  });
}
