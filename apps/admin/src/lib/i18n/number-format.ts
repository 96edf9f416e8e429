import { i18n } from './i18n';

/** A whole number the way the current language writes it ("1,234" in English, "1.234" in Azerbaijani). */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language).format(value);
}
