import { LANGUAGES, type Language } from '@shop/admin-api';
import { readLocaleFile, serverTexts } from '../i18n/server-texts';

/*
 * The words of the local AI helper (local.ts), in every language the admin speaks (en and az, the
 * same keys), in locales/<language>.json next to this file. The local provider escapes every text
 * where it places it in HTML.
 */
const NAMESPACE = 'ai';
const HERE = new URL('.', import.meta.url);

export const readAiLocale = (language: Language) => readLocaleFile(HERE, language);

const instance = serverTexts(NAMESPACE, HERE, LANGUAGES, 'en');

export type AiT = (key: string, values?: Record<string, unknown>) => string;

/** The local helper's words in `language`. */
export function aiTextsFor(language: Language): AiT {
  return instance.getFixedT(language, NAMESPACE) as unknown as AiT;
}
