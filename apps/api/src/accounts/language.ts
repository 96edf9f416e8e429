import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { FALLBACK_LANGUAGE, isLanguage, textsFor, type Language, type Texts } from './i18n';

/** The admin's names for them (apps/admin/src/lib/i18n/detect-language.ts): `?lang=` and cookie `lang`. */
export const LANGUAGE_QUERY = 'lang';
export const LANGUAGE_COOKIE = 'lang';

export interface PageLanguage {
  language: Language;
  /**
   * Chosen in the address (`?lang=`: the admin's language, or the page's language switch). The page
   * then carries it on, in its form's action and its links, so the answer to the form and the next
   * page stay in it; a language from the cookie or the browser comes again with every request.
   */
  explicit: boolean;
}

/** `az-AZ`, `AZ` and `az_Latn` are az; anything that is not one of ours is nothing. */
function supported(tag: string | null | undefined): Language | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}

/** An Accept-Language header's languages, most wanted first; `q=0` ("not this one") dropped. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language of an accounts page, in the admin's order (detect-language.ts): `?lang=` first, then
 * the `lang` cookie the admin keeps (sent here too when both run on one host, as they do locally;
 * cookies do not tell ports apart), then the browser's Accept-Language, then English. A source
 * naming a language we do not have is passed over.
 */
export function requestLanguage(c: Context): PageLanguage {
  const chosen = supported(c.req.query(LANGUAGE_QUERY));
  if (chosen) return { language: chosen, explicit: true };
  const candidates = [
    getCookie(c, LANGUAGE_COOKIE),
    ...acceptedLanguages(c.req.header('accept-language')),
  ];
  for (const candidate of candidates) {
    const language = supported(candidate);
    if (language) return { language, explicit: false };
  }
  return { language: FALLBACK_LANGUAGE, explicit: false };
}

/**
 * A path of the accounts service with its query, plus `lang` when the page's language was chosen in
 * the address. Empty values are left out.
 */
export function pagePath(
  path: string,
  page: PageLanguage,
  query: Record<string, string | undefined> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  if (page.explicit) params.set(LANGUAGE_QUERY, page.language);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The request's page language and the texts in it. */
export function requestTexts(c: Context): { page: PageLanguage; texts: Texts } {
  const page = requestLanguage(c);
  return { page, texts: textsFor(page.language) };
}
