import { formatNumber as formatInLocale } from '@shop/ui';
import { currentIntlLocale } from './intl-locale';

/** A whole number the way the current language writes it ("1,234" in English, "1.234" in Azerbaijani). */
export function formatNumber(value: number): string {
  return formatInLocale(value, currentIntlLocale());
}
