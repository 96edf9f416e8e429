import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../db/db';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';

export interface TestDb {
  db: Db;
  /** The database's connection string on PostgreSQL (for other processes); undefined on PGlite. */
  url?: string;
  /** Close the connection and throw the database away. */
  cleanup(): Promise<void>;
}

/**
 * A database of its own for one test file, so files run in parallel without seeing each other: PGlite
 * in memory by default; with TEST_DATABASE_URL a new database on that PostgreSQL server. `seeded`
 * starts from the migrated, seeded copy made once by global-setup.ts; otherwise it is empty.
 */
export async function createTestDb(seeded: boolean): Promise<TestDb> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const snapshot = seeded ? new Blob([await readFile(inject('pgliteSnapshot'))]) : undefined;
    const db = await openPglite('memory://', snapshot);
    return { db, cleanup: () => db.close() };
  }
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${name}${seeded ? ` TEMPLATE ${inject('templateDatabase')}` : ''}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  return {
    db,
    url: url.toString(),
    cleanup: async () => {
      await db.close();
      await dropDatabase(admin, name);
      await admin.end();
    },
  };
}

/**
 * pg's Pool.end() resolves before the server has seen its connections go; dropping with FORCE at once
 * would kill them mid-goodbye (and the pool would log it). Wait briefly for them, then drop.
 */
export async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
