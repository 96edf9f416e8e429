import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { cookieSecure } from '../auth/cookies';
import { randomToken, safeEqual } from '../auth/tokens';

const COOKIE = 'accounts_device';
/** A browser stays known for a year after its last successful sign-in. */
const MAX_AGE = 365 * 24 * 60 * 60;

/** Binds a device id to one email with the server key: a cookie cannot be made up or moved to another email. */
function mac(secret: string, email: string, id: string): string {
  return createHmac('sha256', secret).update(`accounts-device:${email}:${id}`).digest('base64url');
}

/**
 * The id of this browser when it has signed in to `email` before (a "device cookie", OWASP's "Slow
 * Down Online Guessing Attacks with Device Cookies"), or null. Such a browser is limited on its own,
 * not by the account-wide limit an attacker can run into (see throttle.ts).
 */
export function knownDeviceId(c: Context, secret: string, email: string): string | null {
  const [id, signature, ...rest] = (getCookie(c, COOKIE) ?? '').split('.');
  if (!id || !signature || rest.length > 0) return null;
  return safeEqual(signature, mac(secret, email, id)) ? id : null;
}

/** After a successful sign-in: remember this browser for the email (keeping its id when it had one). */
export function rememberDevice(c: Context, secret: string, email: string): void {
  const id = knownDeviceId(c, secret, email) ?? randomToken(16);
  setCookie(c, COOKIE, `${id}.${mac(secret, email, id)}`, {
    httpOnly: true,
    secure: cookieSecure(c),
    sameSite: 'Strict',
    path: '/',
    maxAge: MAX_AGE,
  });
}
