/**
 * Statements PostgreSQL may plan once per connection and then reuse (node-postgres named statements;
 * PGlite ignores the mark). Planning can cost several times more than running a statement that reads
 * a row or two by their keys: the session lookup every API request makes took 220 µs of the
 * database server's CPU unprepared and 35 µs prepared (issue 21). Mark only a statement whose best
 * plan is the same for every value (lookups by keys); never a search, whose plan depends on the words.
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
