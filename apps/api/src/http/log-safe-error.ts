/**
 * What of a thrown error may go into a log. Logs leave the database's protection (files, log
 * shippers, support staff), so they carry no personal data: never a query's parameter values,
 * never PostgreSQL's `detail` (a unique violation's holds the duplicate value: an email, a name),
 * `where` or `hint`, and not the message of a database error either ('invalid input syntax for
 * type integer: "ada@example.org"' quotes the value).
 */
export type LogSafeError =
  | {
      kind: 'database';
      /** The SQLSTATE, e.g. 23505. */
      code: string;
      /** The statement's text with its `$n` placeholders: the values travel apart and stay out. */
      statement?: string;
      routine?: string;
      table?: string;
      column?: string;
      constraint?: string;
    }
  | { kind: 'error'; name: string; message: string; stack?: string; cause?: LogSafeError }
  | { kind: 'thrown'; type: string };

/** Longest statement text logged: the text, not a bulk insert's generated tail. */
const STATEMENT_LOG_CHARS = 2000;
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** Where a statement's text is kept on an error whose driver does not keep it (see db-statements.ts). */
export const FAILED_STATEMENT = Symbol('failedStatement');

type Fields = Record<string | symbol, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** An error from PostgreSQL (node-postgres or PGlite): a SQLSTATE and a severity. */
export function isDatabaseError(error: unknown): error is Fields & { code: string } {
  if (typeof error !== 'object' || error === null) return false;
  const fields = error as Fields;
  return typeof fields.code === 'string' && SQLSTATE.test(fields.code) && 'severity' in fields;
}

export function logSafeError(error: unknown, depth = 0): LogSafeError {
  if (isDatabaseError(error)) {
    const statement = text(error.query) ?? text(error[FAILED_STATEMENT]);
    return {
      kind: 'database',
      code: error.code,
      ...(statement ? { statement: statement.slice(0, STATEMENT_LOG_CHARS) } : {}),
      ...pick(error, ['routine', 'table', 'column', 'constraint']),
    };
  }
  if (error instanceof Error) {
    // Our own errors' messages are written by us; a cause may be anything and is described alike.
    const cause =
      error.cause !== undefined && depth < 3 ? logSafeError(error.cause, depth + 1) : undefined;
    return {
      kind: 'error',
      name: error.name,
      message: error.message,
      ...(error.stack ? { stack: error.stack } : {}),
      ...(cause ? { cause } : {}),
    };
  }
  return { kind: 'thrown', type: typeof error };
}

function pick(error: Fields, keys: readonly ('routine' | 'table' | 'column' | 'constraint')[]) {
  const out: Partial<Record<(typeof keys)[number], string>> = {};
  for (const key of keys) {
    const value = text(error[key]);
    if (value) out[key] = value;
  }
  return out;
}
