import type { Language } from '@shop/admin-api';
import { i18n, isLanguage } from '../../lib/i18n';

/**
 * The admin's language as the reference lists take it, outside React (a loader warming the list
 * the page will ask for with useReferenceLanguage): en until one of ours is known.
 */
export function referenceLanguageNow(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'en';
}
