import type { Db } from '../db/db';
import { hashToken } from './tokens';

/**
 * At most `max` attempts per `windowSeconds` for one key (say "sign-in by this address"). The window
 * is fixed: it starts with the first attempt after the previous one ended, so a lock-out always ends
 * at a known time, which the refusal tells the client.
 */
export interface AttemptLimit {
  key: string;
  max: number;
  windowSeconds: number;
}

export type Admission = { ok: true } | { ok: false; retryAfter: number };

/** What a successful attempt does to its counters. */
export interface Settlement {
  /** Counters started afresh (the proof was given for exactly this key). */
  reset?: readonly AttemptLimit[];
  /** Counters that stop holding this one attempt against anyone (shared keys: an address, an account). */
  forgive?: readonly AttemptLimit[];
}

// Keys hold emails and addresses: only their hash is stored.
const hashed = (limits: readonly AttemptLimit[]) => limits.map((l) => hashToken(l.key));

/**
 * Count one attempt against every limit, or refuse it, as one step in the database: the counters'
 * rows are locked (created when missing, renewed when their window ended) in key order, checked, and
 * only an admitted attempt is added to them, before the caller checks anything. Parallel requests,
 * from this process or another API process on the same PostgreSQL, queue on the row locks, so a burst
 * gets no more than `max` attempts through. A refused attempt counts nowhere: hammering one limit
 * does not use up the others (an address blocked on one account does not lock that account).
 */
export async function admitAttempt(
  db: Db,
  limits: readonly AttemptLimit[],
  now: number,
): Promise<Admission> {
  const keys = hashed(limits);
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ key_hash: string; attempts: number; window_ends_at: number }>(
      `INSERT INTO attempt_counters (key_hash, attempts, window_ends_at)
       SELECT k, 0, $3::bigint + w FROM unnest($1::text[], $2::int[]) AS l(k, w) ORDER BY k
       ON CONFLICT (key_hash) DO UPDATE SET
         attempts = CASE WHEN attempt_counters.window_ends_at <= $3 THEN 0
                         ELSE attempt_counters.attempts END,
         window_ends_at = CASE WHEN attempt_counters.window_ends_at <= $3 THEN EXCLUDED.window_ends_at
                               ELSE attempt_counters.window_ends_at END
       RETURNING key_hash, attempts, window_ends_at`,
      [keys, limits.map((l) => l.windowSeconds), now],
    );
    const byKey = new Map(rows.map((r) => [r.key_hash, r]));
    let retryAfter = 0;
    limits.forEach((limit, i) => {
      const row = byKey.get(keys[i]!);
      if (row && row.attempts >= limit.max) {
        retryAfter = Math.max(retryAfter, Number(row.window_ends_at) - now, 1);
      }
    });
    if (retryAfter > 0) return { ok: false, retryAfter } as const;
    await tx.query(
      'UPDATE attempt_counters SET attempts = attempts + 1 WHERE key_hash = ANY($1::text[])',
      [keys],
    );
    // Ended windows are swept here (no scheduler needed); rows another request holds are left for later.
    await tx.query(
      `DELETE FROM attempt_counters WHERE key_hash IN (
         SELECT key_hash FROM attempt_counters WHERE window_ends_at <= $1
         LIMIT 100 FOR UPDATE SKIP LOCKED)`,
      [now],
    );
    return { ok: true } as const;
  });
}

/** After an admitted attempt succeeded: reset or forgive its counters (see Settlement). */
export async function settleAttempt(
  db: Db,
  { reset = [], forgive = [] }: Settlement,
): Promise<void> {
  const resetKeys = hashed(reset);
  const forgiveKeys = hashed(forgive);
  await db.transaction(async (tx) => {
    // Rows are locked in key order, as admitAttempt locks them, so the two never deadlock.
    await tx.query(
      'SELECT key_hash FROM attempt_counters WHERE key_hash = ANY($1::text[]) ORDER BY key_hash FOR UPDATE',
      [[...resetKeys, ...forgiveKeys]],
    );
    await tx.query('DELETE FROM attempt_counters WHERE key_hash = ANY($1::text[])', [resetKeys]);
    await tx.query(
      `UPDATE attempt_counters SET attempts = GREATEST(attempts - 1, 0)
       WHERE key_hash = ANY($1::text[])`,
      [forgiveKeys],
    );
  });
}

/** Minutes to wait, for a message ("Try again in 3 minutes."). */
export function retryMinutes(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
