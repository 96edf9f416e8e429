import { can, type Policy } from '@shop/admin-api';
import type { MiddlewareHandler } from 'hono';
import { nowSeconds } from '../clock';
import { ApiError } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { findSessionAccount } from '../repos/accounts';
import { verifyAccessToken } from './jwt';

/**
 * Bearer access token -> the signed-in account, as the database has it now: a changed permission
 * list, a removed staff member or a sign-out takes effect at once, not at token expiry. The sign-ins
 * this process has checked are kept until the database says they changed (auth/session-cache.ts).
 */
export function requireAuth(
  deps: Pick<Deps, 'db' | 'secret' | 'clock' | 'sessions'>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new ApiError(401, 'Authentication required');
    const result = await verifyAccessToken(match[1], deps.secret, nowSeconds(deps.clock));
    if (!result.ok) {
      throw new ApiError(
        401,
        result.reason === 'expired' ? 'Access token expired' : 'Invalid access token',
      );
    }
    const { sub, shop, sid } = result.claims;
    const account = await deps.sessions.account(sub, shop, sid, () =>
      findSessionAccount(deps.db, sub, shop, sid),
    );
    if (!account) throw new ApiError(401, 'Access token no longer valid');
    c.set('auth', { account, shopId: shop, sessionId: sid });
    await next();
  };
}

export function missingPolicy(policy: Policy): ApiError {
  return new ApiError(403, `This action requires the "${policy}" permission`);
}

/** 403 unless the account holds `policy` (the contract's `can()`: OWNER always may). */
export function requirePolicy(policy: Policy): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!can(c.get('auth').account, policy)) throw missingPolicy(policy);
    await next();
  };
}
