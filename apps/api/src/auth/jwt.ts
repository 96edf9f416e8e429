import { createHmac } from 'node:crypto';
import { safeEqual } from './tokens';

/**
 * What an access token says: who (`sub`), in which shop (`shop`), for which sign-in (`sid`: the
 * session, whose end also ends the token), until when (`exp`, unix seconds).
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

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

/** An HS256 JWT; node:crypto is all it takes for the one algorithm we accept. */
export function signAccessToken(
  claims: { sub: string; shop: string; sid: string },
  secret: string,
  nowSeconds: number,
  ttlSeconds: number,
): string {
  const payload = base64url(
    JSON.stringify({ ...claims, iat: nowSeconds, exp: nowSeconds + ttlSeconds }),
  );
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret)}`;
}

export function verifyAccessToken(token: string, secret: string, nowSeconds: number): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  // Only our exact header is accepted: no "alg: none", no algorithm confusion.
  if (header !== HEADER) return { ok: false, reason: 'malformed' };
  if (!safeEqual(signature, sign(`${header}.${payload}`, secret)))
    return { ok: false, reason: 'signature' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

function isClaims(value: unknown): value is AccessClaims {
  const v = value as Partial<AccessClaims> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.sub === 'string' &&
    typeof v.shop === 'string' &&
    typeof v.sid === 'string' &&
    Number.isInteger(v.iat) &&
    Number.isInteger(v.exp)
  );
}
