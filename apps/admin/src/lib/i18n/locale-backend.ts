import type { BackendModule, ReadCallback } from 'i18next';

/**
 * How long a translation file may take. A few KB: past this the request is taken as lost (a browser
 * can leave one unanswered for good, as Chromium did once in CI after its network was cut and
 * restored) and asked for again. Without a limit, the page that waited for it showed its loading
 * state forever.
 */
export const LOCALE_TIMEOUT_MS = 10_000;

/**
 * The copy of a file this browser already has, fresh or not, without the network (a miss fails, or
 * answers 504). The files are revalidated on every load (they change with a deploy), which fails
 * offline: a part fetched after the connection dropped (the offline work's "changes waiting to
 * sync") had no texts to say anything with. Last visit's texts are better than none.
 */
function cachedCopy(url: string): Promise<Response> {
  return fetch(url, { mode: 'same-origin', credentials: 'same-origin', cache: 'only-if-cached' });
}

/**
 * Loads a translation file, `{base}locales/{language}/{namespace}.json`; when the network fails,
 * the browser's own copy. A network failure with no copy, a time out or a 5xx is marked retryable
 * and i18next's connector tries again (§9: up to 5 times from 350 ms, set in init); a 4xx or a file
 * that is not JSON is final.
 */
export function localeBackend(base: string): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = `${base}locales/${language}/${namespace}.json`;
      fetch(url, { credentials: 'same-origin', signal: AbortSignal.timeout(LOCALE_TIMEOUT_MS) })
        .catch((error: unknown) =>
          cachedCopy(url).then(
            (copy) => (copy.ok ? copy : Promise.reject(error)),
            () => Promise.reject(error),
          ),
        )
        .then(async (response) => {
          if (!response.ok) {
            const retry = response.status >= 500;
            callback(new Error(`${response.status} loading ${language}/${namespace}`), retry);
            return;
          }
          callback(null, (await response.json()) as Record<string, unknown>);
        })
        .catch((error: unknown) => callback(error as Error, true));
    },
  };
}
