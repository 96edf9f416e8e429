import { startPaths, type TokenResponse } from '@shop/admin-api';
import { APP_BASE, config } from '../config';
import { api, setAuthBridge } from '../http/client';
import { fromApi } from '../http/contract';
import { isClientError } from '../http/errors';
import { i18n } from '../i18n/i18n';
import { accountQuery } from '../queries/account';
import { queryClient } from '../query-client/query-client';
import { withCrossTabLock } from './cross-tab-lock';
import { takeEarlyRefresh } from './early-refresh';
import { nextRefreshDelayMs } from './refresh-delay';
import { REFRESH_LOCK } from './refresh-protocol';
import { currentAppPath, signInUrl } from './sign-in-url';
import { getSession, LOGGED_OUT, setSession } from './store';

/** Set by the tour when the user skips it; a fresh sign-in offers the tour again. */
export const TOUR_SKIPPED_KEY = 'tourSkipped';
/** The verify page handles a failed bootstrap itself instead of bouncing to the sign-in service. */
const VERIFY_PATH = `${APP_BASE}/auth/verify`;
/** The logout call is best effort: never let a hanging server keep the user on the page. */
const LOGOUT_TIMEOUT_MS = 5_000;
/** A refresh that failed online (no answer, a 5xx) is tried again after this wait. */
const REFRESH_RETRY_MS = 5_000;

// Auth calls run on cookies: no bearer, and a 401 from them must not trigger another refresh.
const AUTH_CALL = { skipRefresh: true, anonymous: true, skipToast: true } as const;

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshInFlight: Promise<string> | null = null;
let bootstrap: Promise<void> | null = null;
/** Resolves once the page load's first refresh has left (or there was none to send). */
let bootstrapSent: Promise<void> | null = null;
/** Once a logout started, the page is on its way to the sign-in service: do it only once. */
let signingOut = false;

async function requestToken(
  path: string,
  body?: unknown,
  sent?: Promise<Response>,
): Promise<TokenResponse> {
  return fromApi('tokenResponseSchema', await api.post(path, body, { ...AUTH_CALL, sent }));
}

/**
 * Refreshes rotate the cookie, so tabs take turns (see withCrossTabLock). The page load's first one
 * may have left already, from the boot script (`early`, under the same lock): its answer is read.
 */
function requestRefresh(
  onSent?: () => void,
  early?: Promise<Response> | null,
): Promise<TokenResponse> {
  if (early) {
    onSent?.();
    return requestToken(startPaths.auth.refresh, undefined, early);
  }
  return withCrossTabLock(REFRESH_LOCK, () => {
    const answer = requestToken(startPaths.auth.refresh); // the call leaves here, synchronously
    onSent?.();
    return answer;
  });
}

function cancelRefreshTimer() {
  if (refreshTimer !== undefined) clearTimeout(refreshTimer);
  refreshTimer = undefined;
}

function scheduleRefresh(expiresIn: number | undefined) {
  cancelRefreshTimer();
  refreshTimer = setTimeout(() => {
    // A failed refresh logs out inside refreshSession; nothing else to do here.
    refreshSession().catch(() => undefined);
  }, nextRefreshDelayMs(expiresIn));
}

function storeToken(token: TokenResponse) {
  // The reference API answers the account with the token: the guard and the shell find it in the
  // cache and a cold page's calls do not wait for GET account first. Put there before the session
  // says "logged in", so nothing woken by that asks for it again.
  if (token.account) queryClient.setQueryData(accountQuery.queryKey, token.account);
  setSession({
    accessToken: token.access_token,
    expiresIn: token.expires_in,
    isLoggedIn: true,
    isLogging: false,
  });
  scheduleRefresh(token.expires_in);
}

/** Stores a token from a sign-in (or the first refresh) and starts the auto-refresh. */
export function login(token: TokenResponse, options: { freshSignIn?: boolean } = {}): void {
  signingOut = false;
  storeToken(token);
  if (options.freshSignIn) {
    try {
      sessionStorage.removeItem(TOUR_SKIPPED_KEY);
    } catch {
      // Storage can be disabled; the tour flag is a nicety.
    }
  }
}

/** Exchanges the one-time code from the sign-in service for a session. */
export async function verifyCode(code: string): Promise<void> {
  login(await requestToken(startPaths.auth.verify, { code }), { freshSignIn: true });
}

/**
 * Only a refused refresh (a 401, or any other 4xx: the server answered no) ends the session; a
 * failure without a refusal (offline, a lost answer, a 5xx) is tried again.
 */
const isRefused = isClientError;

/**
 * After a refresh that failed without a refusal: again when the connection comes back (offline),
 * else after a short wait (a lost answer, a busy server).
 */
function refreshLater(run: () => void) {
  cancelRefreshTimer();
  const again = () => {
    window.removeEventListener('online', again);
    cancelRefreshTimer();
    run();
  };
  if (navigator.onLine) refreshTimer = setTimeout(again, REFRESH_RETRY_MS);
  else window.addEventListener('online', again);
}

/**
 * One refresh for everybody who needs it at the same moment (the timer, a burst of 401s). A refused
 * refresh logs out; one that failed for the network waits for the connection and refreshes then.
 * Either way the returned promise rejects.
 */
export function refreshSession(): Promise<string> {
  if (signingOut) return Promise.reject(new Error('Signed out'));
  refreshInFlight ??= (async () => {
    try {
      const token = await requestRefresh();
      storeToken(token);
      return token.access_token;
    } catch (error) {
      if (isRefused(error)) void logout();
      else refreshLater(() => void refreshSession().catch(() => undefined));
      throw error;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/**
 * Ends the session and sends the browser to the sign-in service. `from` defaults to the current path
 * (without /admin) so the user comes back where they were.
 */
export async function logout(options: { from?: string } = {}): Promise<void> {
  if (signingOut) return;
  signingOut = true;
  const from = options.from ?? currentAppPath();
  cancelRefreshTimer();
  setSession(LOGGED_OUT);
  // Also the changes still waiting to sync: the offline store follows the cache, so none of this
  // user's is left for the next one (lib/offline/persist.ts).
  queryClient.clear();
  try {
    await api.post(startPaths.auth.logout, undefined, {
      ...AUTH_CALL,
      signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
    });
  } catch {
    // Best effort: the refresh cookie may already be gone.
  }
  // The sign-in pages speak the language the admin was in (none before i18next has started). Its
  // resolved language comes only once the language's file has loaded: a refused refresh at the first
  // load can come before that, and the sign-in page then lost the language (tests/sign-in.spec.ts).
  window.location.assign(
    signInUrl(config.accountsUrl, from, i18n.resolvedLanguage ?? i18n.language),
  );
}

/**
 * On page load there is no token in memory: try the refresh cookie once (the boot script has
 * usually sent that refresh already, src/boot). Loaders and the shell wait for this promise; it
 * never rejects.
 */
export function startSession(): Promise<void> {
  if (bootstrap) return bootstrap;
  let sent!: () => void;
  bootstrapSent = new Promise<void>((resolve) => (sent = resolve));
  bootstrap = (async () => {
    if (getSession().accessToken) return;
    setSession({ isLogging: true });
    // The boot script's refresh, when it sent one; a second try sends its own.
    let early = takeEarlyRefresh();
    for (;;) {
      try {
        const answer = requestRefresh(sent, early);
        early = null;
        return storeToken(await answer);
      } catch (error) {
        // Offline at load: the page waits (still logging in) and tries when the connection is back.
        if (!isRefused(error) && window.location.pathname !== VERIFY_PATH) {
          await new Promise<void>((resolve) => refreshLater(resolve));
          continue;
        }
        setSession(LOGGED_OUT);
        if (window.location.pathname !== VERIFY_PATH) void logout();
        return;
      }
    }
  })().finally(sent);
  return bootstrap;
}

/**
 * Resolves once the refresh that `startSession` sends has left the page, at the latest when the
 * session has started. The refresh waits for its cross-tab lock, which the browser grants in a task
 * of its own: work started before that (building the router, 30–100 ms on a cold load) held the
 * refresh, and every call of the page behind it, back by as much.
 */
export function sessionRequestSent(): Promise<void> {
  void startSession();
  return bootstrapSent!;
}

setAuthBridge({
  getAccessToken: () => getSession().accessToken,
  refresh: refreshSession,
});
