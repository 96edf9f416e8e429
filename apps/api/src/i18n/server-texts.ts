import { readFileSync } from 'node:fs';
import i18next, { type i18n } from 'i18next';

/** `locales/<language>.json` in `directory` (a module's `new URL('.', import.meta.url)`). */
export function readLocaleFile(directory: URL, language: string): Record<string, unknown> {
  const file = new URL(`./locales/${language}.json`, directory);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/**
 * An i18next instance of one namespace, its texts in every language read once when the server
 * starts from the locale files in `directory` (the accounts pages, the local AI helper): rendered
 * on the server, so no file is read per request. Resources given up front and initAsync off: init
 * has finished when this returns. Texts are not escaped: each caller escapes where it places them
 * in HTML (http/html.ts), the way React does in the admin.
 */
export function serverTexts(
  namespace: string,
  directory: URL,
  languages: readonly string[],
  fallback: string,
): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(
      languages.map((language) => [language, { [namespace]: readLocaleFile(directory, language) }]),
    ),
    lng: fallback,
    fallbackLng: fallback,
    supportedLngs: [...languages],
    ns: [namespace],
    defaultNS: namespace,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
