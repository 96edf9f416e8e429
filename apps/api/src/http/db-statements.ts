import type { Db } from '../db/db';
import { FAILED_STATEMENT } from './log-safe-error';

/**
 * The same database, whose failed statements keep their SQL text on the error (PGlite's errors carry
 * it, node-postgres's do not), so a 500 can log which statement failed without its values.
 */
export function withFailedStatements(db: Db): Db {
  const remember = (sql: string) => (error: unknown) => {
    if (typeof error === 'object' && error !== null && !(FAILED_STATEMENT in error)) {
      Object.defineProperty(error, FAILED_STATEMENT, { value: sql, enumerable: false });
    }
    throw error;
  };
  const wrap = (inner: Db): Db => ({
    query: <T>(sql: string, params?: readonly unknown[]) =>
      inner.query<T>(sql, params).catch(remember(sql)),
    exec: (sql) => inner.exec(sql).catch(remember(sql)),
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
    close: () => inner.close(),
  });
  return {
    ...wrap(db),
    ...(db.listen ? { listen: db.listen.bind(db) } : {}),
    ...(db.settle ? { settle: db.settle.bind(db) } : {}),
  };
}
