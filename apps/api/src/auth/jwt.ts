import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

/**
 * What an access token says: who (`sub`), in which shop (`shop`), for which sign-in (`sid`: the
 * session, whose end also ends the token), since and until when (`iat`, `exp`, unix seconds).
 */
export interface AccessClaims {
  sub: string;
  shop: string;
  sid: string;
  iat: number;
  exp: number;
}

export type VerifyResult =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/** The one algorithm we sign with and the only one accepted: no "none", no algorithm confusion. */
const ALGORITHM = 'HS256';
/**
 * Clocks of replicas drift a little: a token is still taken this many seconds past its `exp`, and one
 * issued up to this many seconds "in the future" is not refused.
 */
export const CLOCK_SKEW_SECONDS = 5;
/** The longest an access token may live (ACCESS_TOKEN_TTL is capped at a day in config.ts). */
const MAX_TOKEN_AGE = 24 * 60 * 60;

// Importing the HMAC key costs more than verifying with it; one key per secret (there is one).
const keys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

/** An HS256 JWT (signed by `jose`) for the claims, issued at `nowSeconds`. */
export async function signAccessToken(
  claims: { sub: string; shop: string; sid: string },
  secret: string,
  nowSeconds: number,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ shop: claims.shop, sid: claims.sid })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ttlSeconds)
    .sign(await hmacKey(secret));
}

/**
 * Check signature, algorithm and times against our clock (`nowSeconds`, so tests control it), then
 * the shape of our claims. `exp` and `iat` are required; `iat` may not lie in the future.
 */
export async function verifyAccessToken(
  token: string,
  secret: string,
  nowSeconds: number,
): Promise<VerifyResult> {
  const known = verified.get(secret)?.get(token);
  if (known && withinTimes(known, nowSeconds)) return { ok: true, claims: known };
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: [ALGORITHM],
      typ: 'JWT',
      requiredClaims: ['sub', 'iat', 'exp'],
      // maxTokenAge is what makes jose refuse an `iat` in the future.
      maxTokenAge: MAX_TOKEN_AGE,
      clockTolerance: CLOCK_SKEW_SECONDS,
      currentDate: new Date(nowSeconds * 1000),
    }));
  } catch (error) {
    return { ok: false, reason: refusalReason(error) };
  }
  if (!isClaims(payload)) return { ok: false, reason: 'malformed' };
  const { sub, shop, sid, iat, exp } = payload;
  const claims = { sub, shop, sid, iat, exp };
  remember(secret, token, claims);
  return { ok: true, claims };
}

/**
 * Tokens jose has accepted, per key. A WebCrypto HMAC check costs the main thread about 0.4 ms on
 * Node 20 (a fifth of a list request under load, `pnpm bench load`), and a client sends its token
 * with every request: a token is checked once, and afterwards only its times are, against the same
 * bounds jose applied. A token outside them goes through jose again, which gives the refusal.
 */
const verified = new Map<string, Map<string, AccessClaims>>();
/** Enough for every live session of a busy shop; past it the memory starts afresh. */
const MAX_REMEMBERED = 10_000;

function remember(secret: string, token: string, claims: AccessClaims): void {
  let tokens = verified.get(secret);
  if (!tokens) verified.set(secret, (tokens = new Map()));
  if (tokens.size >= MAX_REMEMBERED) tokens.clear();
  tokens.set(token, claims);
}

function withinTimes({ iat, exp }: AccessClaims, nowSeconds: number): boolean {
  return (
    nowSeconds < exp + CLOCK_SKEW_SECONDS &&
    nowSeconds >= iat - CLOCK_SKEW_SECONDS &&
    nowSeconds - iat <= MAX_TOKEN_AGE + CLOCK_SKEW_SECONDS
  );
}

function refusalReason(error: unknown): 'malformed' | 'signature' | 'expired' {
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature';
  if (error instanceof errors.JWTExpired) return 'expired';
  // Any other failure (wrong algorithm, bad encoding, a claim that fails its check) is a token we
  // never issued in that form.
  return 'malformed';
}

function isClaims(value: JWTPayload): value is JWTPayload & AccessClaims {
  return (
    typeof value.sub === 'string' &&
    typeof value.shop === 'string' &&
    typeof value.sid === 'string' &&
    Number.isInteger(value.iat) &&
    Number.isInteger(value.exp)
  );
}
