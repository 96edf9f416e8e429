import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, type Config } from '../config';
import type { Db } from './db';
import { openDb } from './open';
import type { PlatformConfig } from '../domains/platform';
import { isEmpty, seed, type SeedSummary } from './seed';

/**
 * Throw the data away: the PGlite folder is deleted; on a PostgreSQL server the current schema is
 * dropped and created again (everything of ours lives in it, including the pg_trgm extension). The
 * uploads live in the database and go with it; the uploads folder of old versions (see
 * uploads/import-legacy.ts) goes too: its files belonged to rows that no longer exist.
 */
export async function wipe(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'uploadsDir'>,
): Promise<void> {
  // Checked before anything is deleted, removed after the database: a failed wipe leaves no rows
  // pointing at files that are gone.
  const uploadsDir = deletableUploadsDir(config.uploadsDir);
  if (!config.databaseUrl) {
    await rm(config.dataDir, { recursive: true, force: true });
  } else {
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
  await rm(uploadsDir, { recursive: true, force: true });
}

/**
 * The configured legacy uploads folder, if it can be nothing else: a mistaken UPLOADS_DIR pointing at the
 * repository, the home folder, the working folder or a folder above them is refused.
 */
export function deletableUploadsDir(uploadsDir: string): string {
  const dir = path.resolve(uploadsDir);
  const guarded = [REPO_ROOT, os.homedir(), process.cwd()].map((d) => path.resolve(d));
  const holdsGuarded = guarded.some((g) => g === dir || g.startsWith(dir + path.sep));
  if (dir === path.parse(dir).root || holdsGuarded) {
    throw new Error(
      `Refusing to delete ${dir} as the uploads folder: set UPLOADS_DIR to a folder of its own.`,
    );
  }
  return dir;
}

/** Seed an empty database; refuses to mix the demo data into existing data. */
export async function seedEmpty(
  db: Db,
  options: {
    /** Products of the demo shop (default SEED_PRODUCTS); customers and orders stay the demo's. */
    products?: number | undefined;
    /** The configured platform (config.platform) the demo shops' own addresses are on. */
    platform?: PlatformConfig | undefined;
  },
): Promise<SeedSummary> {
  if (!(await isEmpty(db))) {
    throw new Error('The database already holds data. Run `pnpm reset-data` to start over.');
  }
  return seed(db, {
    ...(options.products ? { products: options.products } : {}),
    ...(options.platform ? { platform: options.platform } : {}),
  });
}

/** The most products `--scale` seeds: the size the benchmarks measure. */
export const MAX_SCALE_PRODUCTS = 1_000_000;

/**
 * `--scale N` from the command line: seed N products in the demo shop (for benchmarks) instead of the
 * demo's SEED_PRODUCTS; undefined when not given.
 */
export function scaleArg(argv: readonly string[]): number | undefined {
  const i = argv.indexOf('--scale');
  if (i === -1) return undefined;
  const n = Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 1 || n > MAX_SCALE_PRODUCTS)
    throw new Error('--scale takes a number of products, a whole number from 1 to 1000000');
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
