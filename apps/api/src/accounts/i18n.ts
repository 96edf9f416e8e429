import { readLocaleFile, serverTexts } from '../i18n/server-texts';
import type englishTexts from './locales/en.json';

/*
 * The accounts pages' texts, in every language the admin speaks (en and az, the same keys), through
 * i18next as the admin's are. They live in locales/<language>.json next to this file, read once when
 * the server starts: the pages are rendered on the server, so no file is fetched per request.
 */
export const LANGUAGES = ['en', 'az'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Each language's name in that language, for the language switch: never translated. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  az: 'Azərbaycanca',
};

export function isLanguage(value: string | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

/** `a.b.c` for every text of en.json, a plural's `_one`/`_other` forms named once. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
export type TextKey = WithoutPlural<Leaves<typeof englishTexts>>;

const HERE = new URL('.', import.meta.url);

export const readLocale = (language: Language) => readLocaleFile(HERE, language);

const NAMESPACE = 'accounts';
const instance = serverTexts(NAMESPACE, HERE, LANGUAGES, FALLBACK_LANGUAGE);

/**
 * A time a person may sign in again, as the clock shows it in that language. In UTC and saying so:
 * the server does not know the reader's time zone, and a wrong local time would be worse than none.
 * The sentences give the minutes to wait as well, which are right wherever the reader is.
 */
const RETRY_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
};

/** The texts of one language, and what the page needs to say which one it is. */
export interface Texts {
  language: Language;
  dir: 'ltr' | 'rtl';
  /** The text of `key`, its {{placeholders}} filled (`count` picks a plural form). Not escaped. */
  t(key: TextKey, values?: Record<string, unknown>): string;
  /**
   * A "try again in … (at …)" text for a wait of `seconds` from `nowSeconds`: whole minutes and the
   * clock time the wait ends at, both rounded up, so neither names a moment before it is over.
   */
  retry(key: TextKey, nowSeconds: number, seconds: number): string;
}

const cache = new Map<Language, Texts>();

export function textsFor(language: Language): Texts {
  const cached = cache.get(language);
  if (cached) return cached;
  const fixed = instance.getFixedT(language, NAMESPACE) as unknown as (
    key: string,
    options?: Record<string, unknown>,
  ) => string;
  const t: Texts['t'] = (key, values) => fixed(key, values);
  const texts: Texts = {
    language,
    dir: instance.dir(language),
    t,
    retry: (key, nowSeconds, seconds) => {
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      const at = Math.ceil((nowSeconds + seconds) / 60) * 60;
      return t(key, {
        count: minutes,
        time: new Date(at * 1000),
        formatParams: { time: RETRY_TIME_FORMAT },
      });
    },
  };
  cache.set(language, texts);
  return texts;
}

/**
 * What a page says went wrong: a text's key (with the values for its placeholders), or a text
 * already made in the page's language.
 */
export type PageError =
  TextKey | { key: TextKey; values: Record<string, unknown> } | { text: string };

export function errorText(texts: Texts, error: PageError): string {
  if (typeof error === 'string') return texts.t(error);
  return 'text' in error ? error.text : texts.t(error.key, error.values);
}
