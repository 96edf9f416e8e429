import type { Db } from '../db/db';
import { randomToken } from './tokens';

/**
 * The access-token key: AUTH_SECRET when given, otherwise one generated on the first start and kept in
 * the database, so a restart (or a second replica on the same database) keeps every session valid.
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.query(
    `INSERT INTO app_secrets (name, value) VALUES ('access_token_key', $1) ON CONFLICT (name) DO NOTHING`,
    [randomToken(48)],
  );
  const [row] = await db.query<{ value: string }>(
    `SELECT value FROM app_secrets WHERE name = 'access_token_key'`,
  );
  if (!row) throw new Error('access token key missing after insert');
  return row.value;
}
