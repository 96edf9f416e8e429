export { i18n, LANGUAGES, LANGUAGE_NAMES, FALLBACK_LANGUAGE, NAMESPACES, isLanguage } from './i18n';
export type { Language, Namespace } from './i18n';
export { initI18n } from './init';
export { languageDirection } from './direction';
