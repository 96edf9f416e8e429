import type { Db } from './db';
import { reusable } from './prepared';

/** Collects parameter values while a statement is built and hands out their `$n` placeholders. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A LIKE pattern that matches `text` anywhere, with its own % _ \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * How many trigrams pg_trgm takes from the inside of its words (three characters or more) for
 * wordsPattern's pattern to be used: fewer, and the blank-padded trigrams it leaves out are likely
 * the rarer part of the text ("x-123").
 */
const MIN_INNER_TRIGRAMS = 3;

/**
 * For a search text of several words (runs of ASCII letters and digits) joined by other characters,
 * like a SKU ("HOM-0057650-01"), a LIKE pattern of its words in order with `%` for each run of the
 * others ("%hom%0057650%01%"): whatever contains the text matches it. Undefined when there is no
 * gain: one word, too few inner trigrams, or any character outside ASCII.
 *
 * Why: pg_trgm indexes each word padded with blanks, and a LIKE pattern asks for every trigram of its
 * words, the padded ones included where a word meets a separator ("  0", " 01", "om "). In SKUs
 * those are the trigrams nearly every row has, and GIN checks each of those long lists for every
 * candidate row: at a million products (`pnpm bench catalog`) "%hom-0057650-01%" read 1,636 index
 * pages (20 ms) for one row. A word next to `%` gives only its inner trigrams, the rare ones:
 * "%hom%0057650%01%" reads 173 pages (3 ms) for three rows.
 */
export function wordsPattern(text: string): string | undefined {
  if (/\P{ASCII}/u.test(text)) return undefined;
  const words = text.match(/[a-z0-9]+/gi) ?? [];
  if (words.length === 0 || (words.length === 1 && words[0] === text)) return undefined;
  const inner = words.reduce((n, w) => n + Math.max(0, w.length - 2), 0);
  return inner >= MIN_INNER_TRIGRAMS ? `%${words.join('%')}%` : undefined;
}

/**
 * `lower(column)` contains `lower(text)` (text not empty), the same rows as `lower(column) LIKE
 * lower(containsPattern(text))`. With a wordsPattern, the trigram index is asked for that pattern
 * and the whole text is checked on the rows it finds, with strpos, which is no index's operator (a
 * second LIKE would be added to the index scan, trigrams and all). lower() maps ASCII letter by
 * letter, so what contains lower(text) contains the lowered words in order.
 */
export function containsCondition(p: Params, column: string, text: string): string[] {
  const words = wordsPattern(text);
  if (words === undefined) return [`lower(${column}) LIKE lower(${p.add(containsPattern(text))})`];
  return [
    `lower(${column}) LIKE lower(${p.add(words)})`,
    `strpos(lower(${column}), lower(${p.add(text)})) > 0`,
  ];
}

/**
 * Run one statement whose parameters are collected by `build` while it writes the SQL. `reuse`: a
 * list's statement, prepared by its text (see `reusable`).
 */
export function queryBuilt<T>(
  db: Db,
  build: (p: Params) => string,
  plan: 'once' | 'reuse' = 'once',
): Promise<T[]> {
  const p = new Params();
  const sql = build(p);
  return db.query<T>(plan === 'reuse' ? reusable(sql) : sql, p.values);
}

/**
 * A row count (LIMIT) written into the statement rather than passed as a value. A generic plan
 * cannot know a `LIMIT $n` and costs it as a tenth of the table, so PostgreSQL would find every
 * generic plan of a page dearer than one made with the values and plan each page anew.
 */
export function rowCount(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return String(n);
}
