import { withoutAppBase } from '../config';

// The sign-in service gets app paths: without the /admin base.

/** The current location as an app path (`/customers?q=ann`), or '' for the app's root. */
export function currentAppPath(location: Pick<Location, 'pathname' | 'search'> = window.location) {
  const path = withoutAppBase(location.pathname);
  if (path === '' || path === '/') return '';
  return `${path}${location.search}`;
}

/**
 * `${accountsUrl}/?from=…&lang=…` — from only when there is a path to come back to; lang, the
 * language the admin speaks, so the sign-in pages speak it too (the accounts host may be another
 * site, which the admin's lang cookie does not reach).
 */
export function signInUrl(accountsUrl: string, from: string, language?: string): string {
  const url = new URL('/', accountsUrl);
  if (from) url.searchParams.set('from', from);
  if (language) url.searchParams.set('lang', language);
  return url.toString();
}

/**
 * A `from` coming back from the sign-in service is only followed when it is a path inside this app;
 * anything else (another origin, `//host`, the auth pages themselves) falls back to the home page.
 */
export function safeReturnPath(from: string | null | undefined, fallback = '/home'): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) {
    return fallback;
  }
  if (from === '/auth' || from.startsWith('/auth/') || from.startsWith('/auth?')) return fallback;
  return from;
}
