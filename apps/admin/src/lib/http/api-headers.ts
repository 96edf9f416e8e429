import { XSRF_COOKIE, XSRF_HEADER } from '@shop/admin-api/start-paths';
import { readCookie } from '../cookies';

/**
 * The headers every call of the app to its own API carries, beside `extra`: JSON asked for, and the
 * XSRF cookie echoed in its header (the double submit the server checks). The client's and the boot
 * script's (src/boot), whose chunk this module is part of: it imports nothing else of the app.
 */
export function apiHeaders(extra?: Record<string, string>): Headers {
  const headers = new Headers({ ...extra, Accept: 'application/json' });
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  return headers;
}
