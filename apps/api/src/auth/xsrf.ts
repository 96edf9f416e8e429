import { XSRF_COOKIE, XSRF_HEADER } from '@shop/admin-api';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { ApiError } from '../http/errors';
import { safeEqual } from './tokens';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Double-submit check: a state-changing call must carry X-XSRF-TOKEN equal to the XSRF-TOKEN cookie.
 * Another site can make the browser send our cookies but cannot read them to copy one into a header.
 * `exempt` lists full paths that need no token (auth/verify: no cookie exists yet, the one-time code
 * is the proof).
 * `cookieBound` lists paths whose only authority is a given cookie (refresh, logout): without that
 * cookie there is nothing a forgery could ride on, so the route itself answers (401 "No session")
 * instead of a confusing 403 for every signed-out visitor.
 */
export function xsrfProtection(
  exempt: readonly string[],
  cookieBound: Readonly<Record<string, string>> = {},
): MiddlewareHandler {
  const skip = new Set(exempt);
  return async (c, next) => {
    const boundCookie = cookieBound[c.req.path];
    const nothingToForge = boundCookie !== undefined && !getCookie(c, boundCookie);
    if (STATE_CHANGING.has(c.req.method) && !skip.has(c.req.path) && !nothingToForge) {
      const cookie = getCookie(c, XSRF_COOKIE);
      const header = c.req.header(XSRF_HEADER);
      if (!cookie || !header || !safeEqual(cookie, header)) {
        throw new ApiError(403, 'Invalid XSRF token');
      }
    }
    await next();
  };
}
