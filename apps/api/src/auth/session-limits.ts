import type { Context } from 'hono';
import type { Db } from '../db/db';
import { ApiError } from '../http/errors';
import { admitAttempt, retryMinutes, type AttemptLimit } from './attempt-limits';
import { clientAddress } from './client-address';

/*
 * One-time codes and refresh tokens are 256 random bits, so guessing them is hopeless; they are
 * limited per address anyway (as sign-in is, accounts/throttle.ts) so that nobody can try them at the
 * speed of the server. A success takes itself back, so only failures fill the budget: a page opened
 * in many tabs, or an office behind one address, stays far below it. A request without a code or a
 * refresh cookie guesses nothing and is not counted.
 */
const MINUTE = 60;
export const VERIFY_LIMIT = { max: 20, windowSeconds: 15 * MINUTE };
export const REFRESH_LIMIT = { max: 30, windowSeconds: 15 * MINUTE };

export function verifyLimit(c: Context): AttemptLimit {
  return { key: `verify:address:${clientAddress(c)}`, ...VERIFY_LIMIT };
}

export function refreshLimit(c: Context): AttemptLimit {
  return { key: `refresh:address:${clientAddress(c)}`, ...REFRESH_LIMIT };
}

/**
 * Count the attempt, or refuse it with 429: `Retry-After` and `retry_after` (seconds) say when to try
 * again.
 */
export async function admitOrRefuse(
  c: Context,
  db: Db,
  limit: AttemptLimit,
  now: number,
): Promise<void> {
  const admission = await admitAttempt(db, [limit], now);
  if (admission.ok) return;
  c.header('Retry-After', String(admission.retryAfter));
  throw new ApiError(
    429,
    `Too many attempts. Try again in ${retryMinutes(admission.retryAfter)}.`,
    [],
    { retry_after: admission.retryAfter },
  );
}
