import { rm } from 'node:fs/promises';
import type { Config } from '../config';
import type { Db } from './db';
import { openDb } from './open';
import { isEmpty, seed, type SeedSummary } from './seed';

/**
 * Throw the data away: the PGlite folder is deleted; on a PostgreSQL server the current schema is
 * dropped and created again (everything of ours lives in it, including the pg_trgm extension).
 */
export async function wipe(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<void> {
  if (!config.databaseUrl) {
    await rm(config.dataDir, { recursive: true, force: true });
    return;
  }
  const db = await openDb(config);
  try {
    const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
    if (!row?.schema) throw new Error('no current schema to reset');
    const schema = `"${row.schema.replace(/"/g, '""')}"`;
    await db.exec(`DROP SCHEMA ${schema} CASCADE; CREATE SCHEMA ${schema};`);
  } finally {
    await db.close();
  }
}

/** Seed an empty database; refuses to mix the demo data into existing data. */
export async function seedEmpty(db: Db, scale: number): Promise<SeedSummary> {
  if (!(await isEmpty(db))) {
    throw new Error('The database already holds data. Run `pnpm reset-data` to start over.');
  }
  return seed(db, { scale });
}

/** `--scale N` from the command line (default 1). */
export function scaleArg(argv: readonly string[]): number {
  const i = argv.indexOf('--scale');
  if (i === -1) return 1;
  const n = Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new Error('--scale takes a whole number from 1 to 1000');
  return n;
}

/** Run a command-line task: its failure prints one line and sets a non-zero exit code, no stack. */
export async function runCli(task: () => Promise<void>): Promise<void> {
  try {
    await task();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
