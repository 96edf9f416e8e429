import { initReactI18next } from 'react-i18next';
import { STORAGE_PREFIX } from '../config';
import { detectLanguage, keepLanguage } from './detect-language';
import { languageDirection } from './direction';
import { FALLBACK_LANGUAGE, i18n, LANGUAGES } from './i18n';
import { localeBackend } from './locale-backend';

const LANGUAGE_KEY = `${STORAGE_PREFIX}lang`;

/** <html lang dir> follow the language in use, which is kept for the next visit. */
function applyDocumentLanguage() {
  const language = i18n.resolvedLanguage ?? i18n.language;
  document.documentElement.lang = language;
  document.documentElement.dir = languageDirection(language);
  keepLanguage(language, LANGUAGE_KEY);
}

/** Loads the general namespace of the detected language; other namespaces load when first used. */
export function initI18n(): Promise<unknown> {
  i18n.on('languageChanged', applyDocumentLanguage);
  const ready = i18n
    .use(localeBackend(import.meta.env.BASE_URL))
    .use(initReactI18next)
    .init({
      lng: detectLanguage(LANGUAGE_KEY),
      supportedLngs: [...LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      ns: ['general'],
      defaultNS: 'general',
      // §9: retry a translation file up to 5 times starting at 350 ms. The backend marks 5xx and
      // network failures as retryable and 4xx as final; i18next's connector does the waiting.
      maxRetries: 5,
      retryTimeout: 350,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
  // Dates and numbers in the app's locale (intl-formatters.ts), fetched beside the translations.
  const formats = import('./intl-formatters').then(({ applyIntlFormats }) =>
    applyIntlFormats(i18n),
  );
  return Promise.all([ready, formats]);
}
