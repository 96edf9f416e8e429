import i18next from 'i18next';

/** The app's one i18next instance, also used outside React (toasts from the HTTP layer). */
export const i18n = i18next.createInstance();

export const LANGUAGES = ['en', 'az'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
/**
 * §9's namespaces, and one of each area that has grown its own (discounts), so that a page loads
 * the texts of its area alone.
 */
export const NAMESPACES = [
  'general',
  'validation',
  'settings',
  'non-settings',
  'navigation',
  'discounts',
  'themes',
  'tour',
  'offline',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Each language's name in that language, for the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  az: 'Azərbaycanca',
};

export function isLanguage(value: string | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}
