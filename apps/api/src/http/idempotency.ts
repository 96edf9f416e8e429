import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@shop/admin-api';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/db';
import { ApiError } from './errors';
import type { AppEnv, Deps } from './env';

/** A key is answered from the table for this long; older rows are deleted. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A second request with a key whose first one is still running waits for its answer this long
 * (checking every POLL_MS); past it the first is taken as lost (a crashed server) and the key free.
 */
const IN_FLIGHT_WAIT_MS = 15_000;
const POLL_MS = 50;
/** A first request still unanswered after this long is taken as lost (its server stopped). */
const ABANDONED_AFTER_MS = 60_000;

export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request';
export const KEY_INVALID_MESSAGE = 'The Idempotency-Key header must be 1 to 255 visible characters';
export const KEY_BUSY_MESSAGE = 'A request with this Idempotency-Key is still being processed';

interface KeyRow {
  fingerprint: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
  created_ms: number;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What makes two requests "the same": method, path with query, and the exact body bytes. */
async function fingerprint(request: Request): Promise<string> {
  const url = new URL(request.url);
  const body = await request.clone().arrayBuffer();
  return createHash('sha256')
    .update(`${request.method} ${url.pathname}${url.search}\n`)
    .update(new Uint8Array(body))
    .digest('hex');
}

async function readKey(db: Db, caller: readonly string[]): Promise<KeyRow | undefined> {
  const [row] = await db.query<KeyRow>(
    `SELECT fingerprint, status, content_type, body,
            (extract(epoch FROM created_at) * 1000)::float8 AS created_ms
       FROM idempotency_keys WHERE shop_id = $1 AND account_id = $2 AND key = $3`,
    caller,
  );
  return row;
}

async function forget(db: Db, caller: readonly string[]): Promise<void> {
  await db.query(
    'DELETE FROM idempotency_keys WHERE shop_id = $1 AND account_id = $2 AND key = $3',
    caller,
  );
}

/**
 * Writes that carry an `Idempotency-Key` header (the admin sends one with every change that may be
 * sent again: a create or an edit resumed after the connection came back, or after a reload) run
 * once per caller and key. The first request records its answer; the same key again from the same
 * account and shop gets that answer replayed (header `Idempotent-Replayed: true`) and nothing runs
 * a second time; the same key with another method, path or body is refused (422). A request
 * arriving while the first one still runs waits for its answer. 5xx answers are not kept: the key
 * is freed and the next try runs. Requests without the header are not touched.
 */
export function idempotency(deps: Pick<Deps, 'db' | 'clock'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined || !WRITES.has(c.req.method)) return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ApiError(400, KEY_INVALID_MESSAGE);
    const { account, shopId } = c.get('auth');
    const caller = [shopId, account.id, key] as const;
    const print = await fingerprint(c.req.raw);

    // Claim the key, or find who has it. Old keys go first (this caller's and everyone's).
    for (const deadline = Date.now() + IN_FLIGHT_WAIT_MS; ;) {
      await deps.db.query('DELETE FROM idempotency_keys WHERE created_at < to_timestamp($1)', [
        (deps.clock.now() - IDEMPOTENCY_KEY_TTL_MS) / 1000,
      ]);
      const inserted = await deps.db.query(
        `INSERT INTO idempotency_keys (shop_id, account_id, key, fingerprint, created_at)
         VALUES ($1, $2, $3, $4, to_timestamp($5)) ON CONFLICT DO NOTHING RETURNING key`,
        [...caller, print, deps.clock.now() / 1000],
      );
      if (inserted.length > 0) break;
      const row = await readKey(deps.db, caller);
      if (!row) continue; // deleted in between (its first request failed): claim it now
      if (row.fingerprint !== print) throw new ApiError(422, KEY_REUSED_MESSAGE);
      if (row.status !== null) {
        return c.body(row.body ?? '', row.status as ContentfulStatusCode, {
          ...(row.content_type ? { 'Content-Type': row.content_type } : {}),
          [IDEMPOTENT_REPLAYED_HEADER]: 'true',
        });
      }
      if (deps.clock.now() - row.created_ms > ABANDONED_AFTER_MS) {
        await forget(deps.db, caller);
        continue;
      }
      if (Date.now() >= deadline) {
        c.header('Retry-After', '1');
        throw new ApiError(409, KEY_BUSY_MESSAGE);
      }
      await sleep(POLL_MS);
    }

    let answered = false;
    try {
      await next();
      answered = true;
    } finally {
      // A refusal (4xx) is an answer like any other; a crash or a 5xx may succeed another time.
      if (!answered || c.res.status >= 500) {
        await forget(deps.db, caller);
      } else {
        const body = await c.res.clone().text();
        await deps.db.query(
          `UPDATE idempotency_keys SET status = $4, content_type = $5, body = $6
            WHERE shop_id = $1 AND account_id = $2 AND key = $3`,
          [...caller, c.res.status, c.res.headers.get('Content-Type'), body],
        );
      }
    }
  };
}
