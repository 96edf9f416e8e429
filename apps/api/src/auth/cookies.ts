import { REFRESH_COOKIE, AUTH_COOKIE_PATH, XSRF_COOKIE } from '@shop/admin-api';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { REFRESH_TOKEN_TTL } from './sessions';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Whether cookies get the Secure flag. Always over https. Over plain http only on loopback hosts:
 * browsers treat http://localhost as a secure context and keep Secure cookies there, so the local
 * product works with the same strict cookies as production. On any other plain-http host (a demo on a
 * LAN address) a Secure cookie would be dropped by the browser and nobody could stay signed in, so
 * the flag is left off there; production runs behind https and always gets it.
 */
export function cookieSecure(c: Context): boolean {
  const url = new URL(c.req.url);
  if (url.protocol === 'https:') return true;
  // A proxy that terminates TLS says so; trusting it can only make the cookie stricter.
  if (c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') return true;
  return LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost');
}

/** The refresh token: HttpOnly (no script reads it), sent only to the auth routes. */
export function setRefreshCookie(c: Context, token: string): void {
  setCookie(c, REFRESH_COOKIE, token, {
    httpOnly: true,
    secure: cookieSecure(c),
    sameSite: 'Strict',
    path: AUTH_COOKIE_PATH,
    maxAge: REFRESH_TOKEN_TTL,
  });
}

/**
 * The XSRF token: readable by the app's script (not HttpOnly), which echoes it in X-XSRF-TOKEN. It
 * lives as long as the refresh cookie so a browser restart does not leave a refresh without its token.
 */
export function setXsrfCookie(c: Context, token: string): void {
  setCookie(c, XSRF_COOKIE, token, {
    httpOnly: false,
    secure: cookieSecure(c),
    sameSite: 'Strict',
    path: '/',
    maxAge: REFRESH_TOKEN_TTL,
  });
}

export function clearAuthCookies(c: Context): void {
  const secure = cookieSecure(c);
  deleteCookie(c, REFRESH_COOKIE, {
    path: AUTH_COOKIE_PATH,
    secure,
    httpOnly: true,
    sameSite: 'Strict',
  });
  deleteCookie(c, XSRF_COOKIE, { path: '/', secure, sameSite: 'Strict' });
}

export function clearRefreshCookie(c: Context): void {
  deleteCookie(c, REFRESH_COOKIE, {
    path: AUTH_COOKIE_PATH,
    secure: cookieSecure(c),
    httpOnly: true,
    sameSite: 'Strict',
  });
}
