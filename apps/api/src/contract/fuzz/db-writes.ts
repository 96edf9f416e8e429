import type { Db } from '../../db/db';

/**
 * Which tables a request wrote to: a row trigger on every table notes the table's name in
 * fuzz_writes, in the request's own transaction, so a write that was rolled back leaves no note.
 * Cheaper and more exact than hashing thousands of rows before and after each request. For the test
 * database only.
 */

/**
 * Tables a refused request writes to on purpose: the attempt counters of the sign-in, code and
 * refresh limits (an attempt is counted before it is judged), and the refresh tokens (a reused one
 * revokes its whole family, then answers 401).
 */
export const WRITTEN_ON_REFUSAL = new Set(['attempt_counters', 'refresh_tokens']);

export async function watchWrites(db: Db): Promise<void> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const triggers = tables
    .map(
      ({ name }) =>
        `CREATE TRIGGER fuzz_note_write AFTER INSERT OR UPDATE OR DELETE ON "${name}"
           FOR EACH ROW EXECUTE FUNCTION fuzz_note_write();`,
    )
    .join('\n');
  await db.exec(`
    CREATE TABLE fuzz_writes (table_name text PRIMARY KEY);
    CREATE FUNCTION fuzz_note_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO fuzz_writes VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$;
    ${triggers}
  `);
}

/** The tables written since the last call, and forget them. */
export async function takeWrites(db: Db): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    'DELETE FROM fuzz_writes RETURNING table_name',
  );
  return rows.map((r) => r.table_name).sort();
}
