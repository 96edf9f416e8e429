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
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, types, max: 10 });
  // An idle client can lose its connection (server restart); log it instead of crashing the process.
  pool.on('error', (error) => console.error('postgres pool error:', error.message));
  // Fail at start, not at the first request, when the server is unreachable.
  await pool.query('SELECT 1');

  const onClient = (client: pg.PoolClient): Db => {
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
  };

  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await pool.query(sql, [...params])).rows as T[],
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(onClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
