import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant: it only has to be the same for every server that migrates this database.
const MIGRATION_LOCK = 7_302_411;

/**
 * The header line (among the comment lines a file starts with) of a migration that must run outside
 * a transaction: `CREATE INDEX CONCURRENTLY` on a big table, which PostgreSQL refuses inside one.
 * Its statements run one by one, each committed by itself, and the file is recorded once all have
 * run: a failure part way runs the file again on the next start, so its statements must be safe to
 * repeat (`CREATE INDEX CONCURRENTLY IF NOT EXISTS`, `DROP INDEX CONCURRENTLY IF EXISTS` first to
 * remove an index a failed build left invalid). Statements end with `;` at the end of a line.
 */
export const NO_TRANSACTION_HEADER = '-- migrate: no-transaction';

export interface Migration {
  /** The file name without `.sql`, as recorded in schema_migrations. */
  version: string;
  file: string;
  sql: string;
  /** Hex SHA-256 of the file (line endings as LF, so a Windows checkout hashes the same). */
  checksum: string;
  transactional: boolean;
}

function leadingComments(sql: string): string[] {
  const lines: string[] = [];
  for (const line of sql.split('\n')) {
    const trimmed = line.trim();
    if (trimmed !== '' && !trimmed.startsWith('--')) break;
    lines.push(trimmed);
  }
  return lines;
}

export function parseMigration(file: string, source: string): Migration {
  const sql = source.replace(/\r\n/g, '\n');
  return {
    version: file.replace(/\.sql$/, ''),
    file,
    sql,
    checksum: createHash('sha256').update(sql).digest('hex'),
    transactional: !leadingComments(sql).includes(NO_TRANSACTION_HEADER),
  };
}

/** The statements of a no-transaction migration, without comment-only pieces. */
export function splitStatements(sql: string): string[] {
  return sql
    .split(/;[ \t]*(?:--[^\n]*)?$/m)
    .map((piece) => piece.trim())
    .filter((piece) => piece.split('\n').some((line) => !/^\s*(--.*)?$/.test(line)));
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => parseMigration(file, await readFile(path.join(dir, file), 'utf8'))),
  );
}

/**
 * Apply the numbered SQL files of ./migrations that this database has not seen, in order. Runs of
 * ordinary migrations go in one transaction (a failing one leaves the schema as it was before the
 * run); a no-transaction migration runs alone (see NO_TRANSACTION_HEADER). A session advisory lock
 * lets several API replicas start at once without racing; it is taken on a connection that holds no
 * transaction open, so `CREATE INDEX CONCURRENTLY` does not wait for it.
 *
 * Every applied migration's checksum is kept: a committed migration file that changed afterwards is
 * refused, since this database ran the old text and the change would never reach it. Rows from
 * before checksums were kept get the current file's checksum on their first start.
 */
export async function migrate(db: Db, options: { dir?: string } = {}): Promise<string[]> {
  const migrations = await readMigrations(options.dir);
  const onOneConnection = db.session
    ? db.session.bind(db)
    : <T>(fn: (s: Db) => Promise<T>) => fn(db);
  return onOneConnection(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    // An error skips the unlock: the connection is then closed (Db.session), which releases it.
    const applied = await migrateLocked(session, migrations);
    await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    return applied;
  });
}

async function migrateLocked(session: Db, migrations: Migration[]): Promise<string[]> {
  await session.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at bigint NOT NULL);
     ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text;`,
  );
  const rows = await session.query<{ version: string; checksum: string | null }>(
    'SELECT version, checksum FROM schema_migrations',
  );
  const recorded = new Map(rows.map((r) => [r.version, r.checksum]));
  await checkApplied(session, migrations, recorded);

  const pending = migrations.filter((m) => !recorded.has(m.version));
  const applied: string[] = [];
  const record = (tx: Db, m: Migration) =>
    tx.query('INSERT INTO schema_migrations (version, applied_at, checksum) VALUES ($1, $2, $3)', [
      m.version,
      Math.floor(Date.now() / 1000),
      m.checksum,
    ]);
  for (let i = 0; i < pending.length;) {
    const first = pending[i]!;
    if (!first.transactional) {
      for (const statement of splitStatements(first.sql)) await session.exec(statement);
      await record(session, first);
      applied.push(first.version);
      i++;
      continue;
    }
    let end = i;
    while (end < pending.length && pending[end]!.transactional) end++;
    const batch = pending.slice(i, end);
    await session.transaction(async (tx) => {
      for (const m of batch) {
        await tx.exec(m.sql);
        await record(tx, m);
      }
    });
    applied.push(...batch.map((m) => m.version));
    i = end;
  }
  return applied;
}

/** Refuse changed migration files; fill in the checksums of rows recorded before they were kept. */
async function checkApplied(
  session: Db,
  migrations: Migration[],
  recorded: Map<string, string | null>,
): Promise<void> {
  const changed = migrations.filter((m) => {
    const checksum = recorded.get(m.version);
    return typeof checksum === 'string' && checksum !== m.checksum;
  });
  if (changed.length) {
    throw new Error(
      `Migration${changed.length > 1 ? 's' : ''} ${changed.map((m) => m.file).join(', ')} changed after ` +
        'this database applied them (their checksum differs from the one recorded in ' +
        'schema_migrations). An applied migration is history: restore the file as it was and put the ' +
        'change in a new migration.',
    );
  }
  for (const m of migrations) {
    if (recorded.get(m.version) !== null) continue;
    await session.query(
      'UPDATE schema_migrations SET checksum = $2 WHERE version = $1 AND checksum IS NULL',
      [m.version, m.checksum],
    );
  }
}
