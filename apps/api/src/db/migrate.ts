import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant: it only has to be the same for every server that migrates this database.
const MIGRATION_LOCK = 7_302_411;

/**
 * Apply the numbered SQL files of ./migrations that this database has not seen, in order, in one
 * transaction: a failing migration leaves the schema as it was. The advisory lock lets several API
 * replicas start at once without racing.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at bigint NOT NULL)',
    );
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
        (r) => r.version,
      ),
    );
    const applied: string[] = [];
    for (const file of files) {
      const version = file.replace(/\.sql$/, '');
      if (done.has(version)) continue;
      await tx.exec(await readFile(path.join(MIGRATIONS_DIR, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [
        version,
        Math.floor(Date.now() / 1000),
      ]);
      applied.push(version);
    }
    return applied;
  });
}
