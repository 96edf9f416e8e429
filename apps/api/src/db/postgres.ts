import pg from 'pg';
import type { Db } from './db';
import { listenOn, type Listening } from './postgres-listen';
import { preparedName } from './prepared';

// int8 (count, sums, unix seconds) as a JS number, as PGlite does: our values stay far below 2^53.
const INT8_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** One statement for node-postgres: named when it was marked prepared (see prepared.ts). */
function statement(text: string, params: readonly unknown[]): pg.QueryConfig {
  const name = preparedName(text);
  return name ? { name, text, values: [...params] } : { text, values: [...params] };
}

/** A PostgreSQL server through a node-postgres pool. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString, types, max: poolSize });
  // An idle client can lose its connection (server restart); log it instead of crashing the process.
  pool.on('error', (error) => console.error('postgres pool error:', error.message));
  // Fail at start, not at the first request, when the server is unreachable.
  await pool.query('SELECT 1');
  const listenings = new Set<Listening>();

  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await pool.query(statement(sql, params))).rows as T[],
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: (fn) => poolTransaction(pool, fn),
    session: (fn) => poolSession(pool, fn),
    listen: async (channel, listener) => {
      const listening = await listenOn(connectionString, channel, listener);
      listenings.add(listening);
      return async () => {
        listenings.delete(listening);
        await listening.stop();
      };
    },
    settle: async () => {
      await Promise.all([...listenings].map((l) => l.settle()));
    },
    close: async () => {
      await Promise.all([...listenings].map((l) => l.stop()));
      listenings.clear();
      await pool.end();
    },
  };
}

/** The statements of one transaction, all on its client. */
function onClient(client: pg.PoolClient): Db {
  const db: Db = {
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await client.query(statement(sql, params))).rows as T[],
    exec: async (sql) => {
      await client.query(sql);
    },
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('close() inside a transaction')),
  };
  return db;
}

/**
 * Run `run` on one client of the pool. A client whose connection failed is destroyed rather than
 * returned (see poolTransaction); `markBroken` lets `run` say so for failures it catches.
 */
async function withClient<T>(
  pool: Pick<pg.Pool, 'connect'>,
  run: (client: pg.PoolClient, markBroken: (error: unknown) => void) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const markBroken = (error: unknown) => {
    broken ??= error instanceof Error ? error : new Error(String(error));
  };
  // A checked-out client has no pool listener: a connection that dies between two statements
  // (pg_terminate_backend, a server restart) would otherwise be an unhandled 'error' event, which
  // ends the process.
  client.on('error', markBroken);
  try {
    return await run(client, markBroken);
  } finally {
    client.off('error', markBroken);
    // release(error) destroys the client instead of handing it to the next caller.
    client.release(broken);
  }
}

/** BEGIN, `fn`, COMMIT on one client; ROLLBACK when `fn` throws (a failed ROLLBACK marks it broken). */
async function clientTransaction<T>(
  client: pg.PoolClient,
  fn: (tx: Db) => Promise<T>,
  markBroken: (error: unknown) => void,
): Promise<T> {
  try {
    await client.query('BEGIN');
    const result = await fn(onClient(client));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(markBroken);
    throw error;
  }
}

/**
 * Run `fn` in one transaction on a client of the pool. A client whose connection failed, or whose
 * ROLLBACK did, is destroyed rather than returned: its session may still be inside the failed
 * transaction (every later statement refused) or in an unknown state, and the next request to draw
 * it from the pool would inherit that.
 */
export function poolTransaction<T>(
  pool: Pick<pg.Pool, 'connect'>,
  fn: (tx: Db) => Promise<T>,
): Promise<T> {
  return withClient(pool, (client, markBroken) => clientTransaction(client, fn, markBroken));
}

/**
 * Run `fn` on one client of the pool, outside any transaction (its own transactions run on that
 * client too). When `fn` throws, the client is destroyed: it may hold session state (an advisory lock,
 * a setting) that the next caller must not inherit.
 */
export function poolSession<T>(
  pool: Pick<pg.Pool, 'connect'>,
  fn: (session: Db) => Promise<T>,
): Promise<T> {
  return withClient(pool, async (client, markBroken) => {
    const session: Db = {
      ...onClient(client),
      transaction: (inner) => clientTransaction(client, inner, markBroken),
    };
    try {
      return await fn(session);
    } catch (error) {
      markBroken(error);
      throw error;
    }
  });
}
