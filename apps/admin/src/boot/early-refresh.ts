import { API_BASE, startPaths, XSRF_COOKIE, XSRF_HEADER } from '@shop/admin-api/start-paths';
import { readCookie } from '../lib/cookies';
import { withCrossTabLock } from '../lib/session/cross-tab-lock';
import { EARLY_REFRESH_KEY, REFRESH_LOCK } from '../lib/session/refresh-protocol';

/**
 * The page load's refresh, as the app's client would send it (lib/http/client.ts: the XSRF cookie
 * echoed in its header, JSON asked for, no body), under the same cross-tab lock. The lock is let go
 * once the answer's headers are in, when the browser has stored the rotated cookie.
 */
export function sendEarlyRefresh(): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  return withCrossTabLock(REFRESH_LOCK, () =>
    fetch(`${API_BASE}/${startPaths.auth.refresh}`, {
      method: 'POST',
      headers,
      credentials: 'same-origin',
    }),
  );
}

/**
 * Sends the refresh and leaves it where the session takes it (lib/session/early-refresh.ts). A
 * failure is the session's to handle when it takes the answer, not an unhandled rejection before.
 */
export function startEarlyRefresh(target: object = window): void {
  const answer = sendEarlyRefresh();
  answer.catch(() => undefined);
  Object.defineProperty(target, EARLY_REFRESH_KEY, { value: answer, configurable: true });
}
