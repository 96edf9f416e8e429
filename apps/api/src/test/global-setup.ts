// Runs once per `vitest run`: builds the seeded database every API test file starts from. Starting a
// PGlite from a snapshot takes ~1 s instead of ~5 s for initdb + migrate + seed, and on PostgreSQL a
// CREATE DATABASE ... TEMPLATE copy is far faster than seeding each file's database.
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { SEED_BASE_TIME, seed } from '../db/seed';
import { dropDatabase } from './db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated, seeded PGlite data folder ('' on PostgreSQL). */
    pgliteSnapshot: string;
    /** A migrated, seeded database to copy ('' on PGlite). */
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const id = `${process.pid}_${randomBytes(3).toString('hex')}`;

  if (!serverUrl) {
    const db = await openPglite('memory://');
    await migrate(db);
    await seed(db, { baseTime: SEED_BASE_TIME });
    const file = path.join(tmpdir(), `shop-api-test-${id}.tar`);
    await writeFile(file, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
    await db.close();
    project.provide('pgliteSnapshot', file);
    project.provide('templateDatabase', '');
    return async () => {
      await rm(file, { force: true });
    };
  }

  const name = `api_test_template_${id}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  await migrate(db);
  await seed(db, { baseTime: SEED_BASE_TIME });
  // A template must have no open connection while it is copied.
  await db.close();
  project.provide('pgliteSnapshot', '');
  project.provide('templateDatabase', name);
  return async () => {
    await dropDatabase(admin, name);
    await admin.end();
  };
}
