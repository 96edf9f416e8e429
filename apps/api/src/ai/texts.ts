import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { LANGUAGES, type Language } from '@shop/admin-api';

/*
 * The words of the local AI helper (local.ts), in every language the admin speaks (en and az, the
 * same keys), in locales/<language>.json next to this file: read once when the server starts, as
 * the accounts pages' texts are (accounts/i18n.ts).
 */
const NAMESPACE = 'ai';

export function readAiLocale(language: Language): Record<string, unknown> {
  const file = new URL(`./locales/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

const instance = i18next.createInstance();
// Resources given up front and initAsync off: init has finished when it returns.
void instance.init({
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [language, { [NAMESPACE]: readAiLocale(language) }]),
  ),
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  initAsync: false,
  returnNull: false,
  // The local provider escapes every text where it places it in HTML.
  interpolation: { escapeValue: false },
});

export type AiT = (key: string, values?: Record<string, unknown>) => string;

/** The local helper's words in `language`. */
export function aiTextsFor(language: Language): AiT {
  return instance.getFixedT(language, NAMESPACE) as unknown as AiT;
}
