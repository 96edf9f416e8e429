// The access-token key when AUTH_SECRET is unset: generated once and kept in the database, so every
// API process on that database (API_PROCESSES, or replicas) signs and checks with the same key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/db';
import { resolveAuthSecret } from './secret';

let database: TestDb;
beforeAll(async () => {
  database = await createTestDb(true);
});
afterAll(() => database.cleanup());

describe('resolveAuthSecret', () => {
  it('gives processes that start together one key (on PostgreSQL, on separate connections)', async () => {
    await database.db.query(`DELETE FROM app_secrets WHERE name = 'access_token_key'`);
    const keys = await Promise.all(
      Array.from({ length: 8 }, () => resolveAuthSecret(database.db, undefined)),
    );
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]!.length).toBeGreaterThanOrEqual(32);
    // A later start reads the same key.
    expect(await resolveAuthSecret(database.db, undefined)).toBe(keys[0]);
  });

  it('uses AUTH_SECRET when it is set, and stores nothing', async () => {
    await database.db.query(`DELETE FROM app_secrets WHERE name = 'access_token_key'`);
    expect(await resolveAuthSecret(database.db, 'k'.repeat(40))).toBe('k'.repeat(40));
    expect(
      await database.db.query(`SELECT name FROM app_secrets WHERE name = 'access_token_key'`),
    ).toEqual([]);
  });
});
