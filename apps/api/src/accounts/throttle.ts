import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import type { Db } from '../db/db';

/** Failed sign-ins are counted over this window (seconds). */
export const SIGN_IN_WINDOW = 15 * 60;
/** Wrong passwords for one email from one client within the window before it must wait. */
export const MAX_SIGN_IN_FAILURES = 5;

/**
 * What failures are counted by: the email together with the client's address. Keyed by the pair, a
 * guesser is slowed to a few tries per window and address, while the account's owner, elsewhere, can
 * still sign in (an email alone would let anyone lock anyone out). The address is the connection's
 * own: a forwarded-for header is whatever the client says it is.
 */
export function throttleKey(c: Context, email: string): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return `${email}|${incoming?.socket.remoteAddress ?? 'unknown'}`;
}

/**
 * Seconds until the key may try again: 0 while it has failed fewer than MAX_SIGN_IN_FAILURES times in
 * the window, otherwise until the oldest of its last MAX_SIGN_IN_FAILURES failures leaves the window.
 */
export async function secondsUntilRetry(db: Db, key: string, now: number): Promise<number> {
  const [row] = await db.query<{ failed_at: string }>(
    `SELECT failed_at FROM sign_in_failures WHERE key = $1 AND failed_at > $2
     ORDER BY failed_at DESC OFFSET $3 LIMIT 1`,
    [key, now - SIGN_IN_WINDOW, MAX_SIGN_IN_FAILURES - 1],
  );
  return row ? Math.max(1, Number(row.failed_at) + SIGN_IN_WINDOW - now) : 0;
}

/** A wrong password (or unknown email) for the key. Failures older than the window are swept here. */
export async function recordSignInFailure(db: Db, key: string, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM sign_in_failures WHERE failed_at <= $1', [now - SIGN_IN_WINDOW]);
    await tx.query('INSERT INTO sign_in_failures (key, failed_at) VALUES ($1, $2)', [key, now]);
  });
}

/** A successful sign-in starts the key's count afresh. */
export async function clearSignInFailures(db: Db, key: string): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE key = $1', [key]);
}
