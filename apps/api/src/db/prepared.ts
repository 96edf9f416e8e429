import { createHash } from 'node:crypto';

/**
 * Statements PostgreSQL may plan once per connection and then reuse (node-postgres named statements;
 * PGlite ignores the mark). Planning can cost several times more than running a statement that reads
 * a row or two by their keys: the session lookup every API request makes took 220 µs of the
 * database server's CPU unprepared and 35 µs prepared (issue 21). `prepared` marks a constant
 * statement whose best plan is the same for every value (lookups by keys); `reusable` marks a
 * built one and leaves the choice of plan to PostgreSQL.
 */
const names = new Map<string, string>();
const texts = new Map<string, string>();

/** Mark `sql` (a constant text) as prepared under `name`; returns it unchanged. */
export function prepared(name: string, sql: string): string {
  // One name, one text: node-postgres refuses a name reused for another text, and would mix plans up.
  const known = names.get(sql);
  if (known !== undefined && known !== name)
    throw new Error(`${name}: already prepared as ${known}`);
  const text = texts.get(name);
  if (text !== undefined && text !== sql)
    throw new Error(`${name}: already names another statement`);
  names.set(sql, name);
  texts.set(name, sql);
  return sql;
}

/** The name `sql` was prepared under, if it was. */
export function preparedName(sql: string): string | undefined {
  return names.get(sql);
}

/**
 * The most texts `reusable` names in one process: a list's statements come in a bounded set of
 * shapes (its sort, direction, filters, cursor, page size), but a shape nobody foresaw must not grow
 * each connection's statements without end. Past it, statements run unnamed, planned every time.
 */
export const MAX_REUSABLE = 500;
let reusableCount = 0;

/**
 * Mark a built statement (a list's page, search or count) as prepared under a name taken from its
 * text; returns it unchanged. On each connection PostgreSQL plans a named statement with its values
 * for its first five runs, then keeps one generic plan only when that plan costs no more than theirs
 * (`plan_cache_mode` auto): a search whose best plan depends on the words goes on being planned with
 * them, a page whose plan never does is planned no more. Under `pnpm bench load` planning was 40% of
 * the lists' database time (6.6 of 16.1 s).
 */
export function reusable(sql: string): string {
  if (names.has(sql) || reusableCount >= MAX_REUSABLE) return sql;
  reusableCount += 1;
  return prepared(`reusable_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`, sql);
}
