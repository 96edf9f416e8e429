import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { cookieSecure } from '../auth/cookies';
import { randomToken, safeEqual } from '../auth/tokens';

const COOKIE = 'accounts_csrf';

/**
 * Signed double-submit: the cookie holds a random value, the form a MAC of it. Another site can neither
 * read the cookie nor (without the server key) forge a matching form value, even if it manages to
 * plant a cookie of its own.
 */
function formValue(cookie: string, secret: string): string {
  return createHmac('sha256', secret).update(`accounts-csrf:${cookie}`).digest('base64url');
}

/** The anti-CSRF value for a form, setting the cookie when the browser has none yet. */
export function csrfFormToken(c: Context, secret: string): string {
  let cookie = getCookie(c, COOKIE);
  if (!cookie || cookie.length < 32) {
    cookie = randomToken();
    setCookie(c, COOKIE, cookie, {
      httpOnly: true,
      secure: cookieSecure(c),
      sameSite: 'Strict',
      path: '/',
    });
  }
  return formValue(cookie, secret);
}

export function csrfValid(c: Context, secret: string, submitted: string): boolean {
  const cookie = getCookie(c, COOKIE);
  return !!cookie && !!submitted && safeEqual(submitted, formValue(cookie, secret));
}
