import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes as base64url: one-time codes, refresh tokens, XSRF tokens, ids of token families. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Codes and refresh tokens are stored as SHA-256 only: a leaked database row cannot be replayed.
 * A fast hash is enough because the inputs are 256 random bits, not guessable passwords.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Constant-time comparison of two strings (different lengths compare unequal). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
