import { hkdfSync, randomUUID } from 'node:crypto';
import {
  APP_STORE_TOKEN_AUDIENCE,
  APP_STORE_TOKEN_SCOPE,
  APP_STORE_TOKEN_TTL,
  type AppStoreToken,
} from '@shop/admin-api';
import { jwtVerify, SignJWT } from 'jose';
import { CLOCK_SKEW_SECONDS } from '../auth/jwt';

/**
 * The app store widget's token (GET settings/app-store/generateToken): an HS256 JWT that tells the
 * automation widget's service who asks (`sub`, the account) for which shop (`shop`), for what
 * (`scope`, `aud`), until when (`exp`, APP_STORE_TOKEN_TTL after `iat`). `jti` makes each one unique,
 * so the service can refuse one it has seen.
 *
 * Its key is not the access tokens': the widget's service must be able to check these, and it must
 * never be able to make an access token of this API. APP_STORE_TOKEN_SECRET, when set, is the key
 * shared with that service; otherwise a key derived (HKDF-SHA256) from the auth secret, for a widget
 * the platform runs itself. An access token never passes as a widget token, nor the reverse: other
 * keys, and `aud` and `scope` are checked besides.
 */

const ALGORITHM = 'HS256';
export const APP_STORE_TOKEN_ISSUER = 'shop-admin';

export interface AppStoreClaims {
  sub: string;
  shop: string;
  scope: string;
  iat: number;
  exp: number;
  jti: string;
}

/** The HMAC key of the widget's tokens: the shared secret as given, else one derived from the auth secret. */
export function appStoreTokenKey(authSecret: string, sharedSecret?: string): Uint8Array {
  if (sharedSecret) return new TextEncoder().encode(sharedSecret);
  return new Uint8Array(
    hkdfSync('sha256', authSecret, 'shop-app-store-token', 'app-store-widget', 32),
  );
}

/** A token for `accountId` in `shopId`, issued at `nowSeconds`. */
export async function signAppStoreToken(
  subject: { accountId: string; shopId: string },
  key: Uint8Array,
  nowSeconds: number,
): Promise<AppStoreToken> {
  const expiresAt = nowSeconds + APP_STORE_TOKEN_TTL;
  const token = await new SignJWT({ shop: subject.shopId, scope: APP_STORE_TOKEN_SCOPE })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(APP_STORE_TOKEN_ISSUER)
    .setAudience(APP_STORE_TOKEN_AUDIENCE)
    .setSubject(subject.accountId)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(expiresAt)
    .setJti(randomUUID())
    .sign(key);
  return { token, expires_at: expiresAt };
}

/**
 * The claims of a widget token this key signed, for the widget, in scope and within its times at
 * `nowSeconds`; null for anything else. What the widget's service does with a token (shown here so
 * the tests can hold the issuer to it).
 */
export async function verifyAppStoreToken(
  token: string,
  key: Uint8Array,
  nowSeconds: number,
): Promise<AppStoreClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      typ: 'JWT',
      issuer: APP_STORE_TOKEN_ISSUER,
      audience: APP_STORE_TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'iat', 'exp', 'jti'],
      maxTokenAge: APP_STORE_TOKEN_TTL,
      clockTolerance: CLOCK_SKEW_SECONDS,
      currentDate: new Date(nowSeconds * 1000),
    });
    const { sub, shop, scope, iat, exp, jti } = payload;
    if (
      typeof sub !== 'string' ||
      typeof shop !== 'string' ||
      scope !== APP_STORE_TOKEN_SCOPE ||
      typeof iat !== 'number' ||
      typeof exp !== 'number' ||
      typeof jti !== 'string'
    ) {
      return null;
    }
    return { sub, shop, scope, iat, exp, jti };
  } catch {
    return null;
  }
}
