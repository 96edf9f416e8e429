/**
 * The one database interface the server uses: raw, parameterised SQL. Two implementations sit behind it
 * (PGlite embedded, node-postgres against a server) so every query is written once, in plain Postgres.
 */
export interface Db {
  /** Run one statement with `$1..$n` parameters and return its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Run a script of several statements without parameters (migrations, resets). */
  exec(sql: string): Promise<void>;
  /**
   * Run `fn` in one transaction: commit when it resolves, roll back when it throws. Inside, use only
   * `tx`. Calling `transaction` on a `tx` joins the outer transaction instead of nesting.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Run `fn` on one database connection, outside a transaction: for what must span several
   * statements on one session (a session advisory lock, `CREATE INDEX CONCURRENTLY`). Absent where
   * the Db is one connection already (PGlite, a transaction's `tx`).
   */
  session?<T>(fn: (session: Db) => Promise<T>): Promise<T>;
  /**
   * Hear every NOTIFY on `channel` (a trusted identifier), from any connection of any process, once
   * its transaction has committed. Resolves with what stops it. Absent on a transaction's `tx`.
   */
  listen?(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  /**
   * Resolves once the notifications of every transaction committed before the call have reached
   * this process's listeners. Absent on a transaction's `tx`.
   */
  settle?(): Promise<void>;
  close(): Promise<void>;
}

/** Who hears a channel (see Db.listen). */
export interface ChannelListener {
  message(payload: string): void;
  /** Listening now: notifications from here on arrive (at the start, and again after `lost`). */
  listening(): void;
  /** The listening connection failed: notifications may be missed until `listening` again. */
  lost(): void;
}

/** Postgres error codes the routes turn into answers instead of 500s. */
export const PG_UNIQUE_VIOLATION = '23505';

export function isPgError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
