import { REFRESH_COOKIE, XSRF_COOKIE, verifyBodySchema, type TokenResponse } from '@shop/admin-api';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  clearAuthCookies,
  clearRefreshCookie,
  setRefreshCookie,
  setXsrfCookie,
} from '../auth/cookies';
import { settleAttempt } from '../auth/attempt-limits';
import { signAccessToken } from '../auth/jwt';
import {
  consumeSignInCode,
  revokeFamilyOf,
  rotateRefreshToken,
  startRefreshFamily,
  type Grant,
} from '../auth/sessions';
import { admitOrRefuse, refreshLimit, verifyLimit } from '../auth/session-limits';
import { findSessionAccount } from '../repos/accounts';
import { randomToken } from '../auth/tokens';
import { nowSeconds } from '../clock';
import { ApiError } from '../http/errors';
import type { Deps } from '../http/env';
import { validBody } from '../http/validate';

/** auth/verify, auth/refresh-token, auth/logout: the session routes, reached without a bearer token. */
export function authRoutes(deps: Deps): Hono {
  const app = new Hono();
  const { db, secret, clock, config } = deps;

  // The account comes with the token (as GET account answers it): a page loaded cold learns the
  // user's policies from its first call, not from a second round trip before its own calls.
  const tokenResponse = async (
    grant: Grant,
    sessionId: string,
    now: number,
  ): Promise<TokenResponse> => {
    const [accessToken, account] = await Promise.all([
      signAccessToken(
        { sub: grant.accountId, shop: grant.shopId, sid: sessionId },
        secret,
        now,
        config.accessTokenTtl,
      ),
      findSessionAccount(db, grant.accountId, grant.shopId, sessionId),
    ]);
    return {
      access_token: accessToken,
      expires_in: config.accessTokenTtl,
      ...(account ? { account } : {}),
    };
  };

  app.post('/verify', async (c) => {
    const { code } = await validBody(c, verifyBodySchema);
    const now = nowSeconds(clock);
    const limit = verifyLimit(c);
    await admitOrRefuse(c, db, limit, now);
    const session = await db.transaction(async (tx) => {
      const grant = await consumeSignInCode(tx, code, now);
      return grant ? { grant, refresh: await startRefreshFamily(tx, grant, now) } : null;
    });
    if (!session) throw new ApiError(401, 'This sign-in link is invalid or has expired');
    await settleAttempt(db, { forgive: [limit] });
    setRefreshCookie(c, session.refresh.token);
    setXsrfCookie(c, randomToken());
    return c.json(await tokenResponse(session.grant, session.refresh.sessionId, now));
  });

  app.post('/refresh-token', async (c) => {
    const refused = (message: string) => {
      clearRefreshCookie(c);
      return new ApiError(401, message);
    };
    const presented = getCookie(c, REFRESH_COOKIE);
    if (!presented) throw refused('No session');
    const now = nowSeconds(clock);
    // Refused by the limit, the cookie is kept: the session is fine, the client only has to wait.
    const limit = refreshLimit(c);
    await admitOrRefuse(c, db, limit, now);
    // The refusal is returned, not thrown, so the transaction commits a family revocation.
    const result = await db.transaction((tx) => rotateRefreshToken(tx, presented, now));
    if (!result.ok) {
      throw refused(
        result.reason === 'reused' ? 'Session ended: token reuse detected' : 'Session expired',
      );
    }
    await settleAttempt(db, { forgive: [limit] });
    setRefreshCookie(c, result.token);
    renewXsrfCookie(c);
    return c.json(await tokenResponse(result.grant, result.sessionId, now));
  });

  app.post('/logout', async (c) => {
    const presented = getCookie(c, REFRESH_COOKIE);
    if (presented) {
      const now = nowSeconds(clock);
      await db.transaction((tx) => revokeFamilyOf(tx, presented, now));
    }
    clearAuthCookies(c);
    return c.body(null, 204);
  });

  return app;
}

/** Keep the XSRF token the page already holds, only extending the cookie's lifetime with the session. */
function renewXsrfCookie(c: Context): void {
  setXsrfCookie(c, getCookie(c, XSRF_COOKIE) ?? randomToken());
}
