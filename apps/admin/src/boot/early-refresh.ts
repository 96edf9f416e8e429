import { API_BASE, startPaths } from '@shop/admin-api/start-paths';
import { apiHeaders } from '../lib/http/api-headers';
import { withCrossTabLock } from '../lib/session/cross-tab-lock';
import { EARLY_REFRESH_KEY, REFRESH_LOCK } from '../lib/session/refresh-protocol';

/**
 * The page load's refresh, as the app's client would send it (lib/http/client.ts: its headers, no
 * body), under the same cross-tab lock. The lock is let go
 * once the answer's headers are in, when the browser has stored the rotated cookie.
 */
export function sendEarlyRefresh(): Promise<Response> {
  return withCrossTabLock(REFRESH_LOCK, () =>
    fetch(`${API_BASE}/${startPaths.auth.refresh}`, {
      method: 'POST',
      headers: apiHeaders(),
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
