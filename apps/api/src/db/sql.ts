import type { Db } from './db';

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

/** Run one statement whose parameters are collected by `build` while it writes the SQL. */
export function queryBuilt<T>(db: Db, build: (p: Params) => string): Promise<T[]> {
  const p = new Params();
  const sql = build(p);
  return db.query<T>(sql, p.values);
}
