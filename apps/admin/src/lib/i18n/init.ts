import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { STORAGE_PREFIX } from '../config';
import { languageDirection } from './direction';
import { FALLBACK_LANGUAGE, i18n, LANGUAGES } from './i18n';

/**
 * §9 names four sources: query string `lang`, the browser language, cookie `lang` and local storage.
 * Every browser reports a language, so read in that literal order the kept choice would never apply
 * and a merchant who picks Azərbaycanca would get English back on the next visit. The kept choice
 * therefore comes before the browser language; an explicit `?lang=` still wins over everything.
 */
export const DETECTION_ORDER = ['querystring', 'cookie', 'localStorage', 'navigator'];

/** <html lang dir> follow the language in use (`az`), not the detected tag (`az-AZ`). */
function applyDocumentLanguage() {
  const language = i18n.resolvedLanguage ?? i18n.language;
  document.documentElement.lang = language;
  document.documentElement.dir = languageDirection(language);
}

/** Loads the general namespace of the detected language; other namespaces load when first used. */
export function initI18n(): Promise<unknown> {
  i18n.on('languageChanged', applyDocumentLanguage);
  return i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      ns: ['general'],
      defaultNS: 'general',
      // §9: retry a translation file up to 5 times starting at 350 ms. The http backend marks 5xx and
      // network failures as retryable and 4xx as final; i18next's connector does the waiting.
      maxRetries: 5,
      retryTimeout: 350,
      backend: { loadPath: `${import.meta.env.BASE_URL}locales/{{lng}}/{{ns}}.json` },
      detection: {
        order: DETECTION_ORDER,
        lookupQuerystring: 'lang',
        lookupCookie: 'lang',
        lookupLocalStorage: `${STORAGE_PREFIX}lang`,
        caches: ['cookie', 'localStorage'],
        cookieOptions: { path: '/', sameSite: 'strict' },
      },
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
}
