import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

/**
 * The one place that decides the locale dates, amounts and counts are written in: the interface
 * language, as i18next has resolved it. English is written as the product always showed it (en-US:
 * "Nov 24, 2026", "$1,234.50"); Azerbaijani as Intl writes `az` ("24 noy 2026", "1.234,50 $"). The kit
 * fills in Azerbaijani where a browser's ICU data lacks it (packages/ui/src/format/intl-formats.ts).
 */
const INTL_LOCALES: Record<string, string> = { en: 'en-US', az: 'az' };
const FALLBACK_INTL_LOCALE = 'en-US';

export function intlLocale(language: string | undefined): string {
  const base = language?.toLowerCase().split(/[-_]/)[0] ?? '';
  return INTL_LOCALES[base] ?? FALLBACK_INTL_LOCALE;
}

/** The locale of the language in use, for code outside React (formatters, i18next's own). */
export function currentIntlLocale(instance: I18n = i18n): string {
  return intlLocale(instance.resolvedLanguage ?? instance.language);
}

/** The locale of the language in use; a component using it renders again when the language changes. */
export function useIntlLocale(): string {
  const { i18n: instance } = useTranslation();
  return currentIntlLocale(instance);
}
