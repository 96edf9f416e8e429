import { readCookie } from '../cookies';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from './i18n';

/** Where the language the user chose is kept between visits: a cookie and local storage. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_QUERY = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage can be disabled
  }
}

/** `az-AZ` and `AZ` are az; anything else that is not one of ours is nothing. */
function supported(tag: string | null | undefined): Language | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}

/**
 * §9 names four sources: query string `lang`, the browser language, cookie `lang` and local storage.
 * Every browser reports a language, so read in that literal order the kept choice would never apply
 * and a merchant who picks Azərbaycanca would get English back on the next visit. The kept choice
 * therefore comes before the browser language; an explicit `?lang=` still wins over everything.
 */
export function detectLanguage(storageKey: string): Language {
  const candidates = [
    new URLSearchParams(window.location.search).get(LANGUAGE_QUERY),
    readCookie(LANGUAGE_COOKIE),
    readStorage(storageKey),
    ...navigator.languages,
    navigator.language,
  ];
  for (const candidate of candidates) {
    const language = supported(candidate);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

/** Keeps the language in use for the next visit (cookie for a year, and local storage). */
export function keepLanguage(language: string, storageKey: string): void {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Strict`;
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // storage can be disabled; the cookie still keeps it
  }
}
