import pg from 'pg';
import type { Db } from './db';

// int8 (count, sums, unix seconds) as a JS number, as PGlite does: our values stay far below 2^53.
const INT8_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** A PostgreSQL server through a node-postgres pool. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString, types, max: poolSize });
  // An idle client can lose its connection (server restart); log it instead of crashing the process.
  pool.on('error', (error) => console.error('postgres pool error:', error.message));
  // Fail at start, not at the first request, when the server is unreachable.
  await pool.query('SELECT 1');

  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await pool.query(sql, [...params])).rows as T[],
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: (fn) => poolTransaction(pool, fn),
    close: () => pool.end(),
  };
}

/** The statements of one transaction, all on its client. */
function onClient(client: pg.PoolClient): Db {
  const db: Db = {
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await client.query(sql, [...params])).rows as T[],
    exec: async (sql) => {
      await client.query(sql);
    },
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('close() inside a transaction')),
  };
  return db;
}

/**
 * Run `fn` in one transaction on a client of the pool. A client whose connection failed, or whose
 * ROLLBACK did, is destroyed rather than returned: its session may still be inside the failed
 * transaction (every later statement refused) or in an unknown state, and the next request to draw
 * it from the pool would inherit that.
 */
export async function poolTransaction<T>(
  pool: Pick<pg.Pool, 'connect'>,
  fn: (tx: Db) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // A checked-out client has no pool listener: a connection that dies between two statements
  // (pg_terminate_backend, a server restart) would otherwise be an unhandled 'error' event, which
  // ends the process.
  const onError = (error: Error) => void (broken ??= error);
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    const result = await fn(onClient(client));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: unknown) => {
      broken ??= rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.off('error', onError);
    // release(error) destroys the client instead of handing it to the next transaction.
    client.release(broken);
  }
}
