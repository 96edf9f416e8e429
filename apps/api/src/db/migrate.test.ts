import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/db';
import { migrate, NO_TRANSACTION_HEADER } from './migrate';

let test: TestDb;
let dir: string;
beforeAll(async () => {
  test = await createTestDb(false);
});
afterAll(() => test.cleanup());
// Each test starts from an empty schema and a migrations folder of its own.
beforeEach(async () => {
  await test.db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  dir = await mkdtemp(path.join(tmpdir(), 'shop-migrations-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const write = (file: string, sql: string) => writeFile(path.join(dir, file), sql);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const recorded = () =>
  test.db.query<{ version: string; checksum: string | null }>(
    'SELECT version, checksum FROM schema_migrations ORDER BY version',
  );

const CREATE_TABLE = 'CREATE TABLE things (id int PRIMARY KEY, name text NOT NULL);\n';

describe('migrate: checksums', () => {
  it('records the SHA-256 of every applied file', async () => {
    await write('001_things.sql', CREATE_TABLE);
    await write('002_more.sql', 'ALTER TABLE things ADD COLUMN size int;\r\n');
    expect(await migrate(test.db, { dir })).toEqual(['001_things', '002_more']);
    expect(await recorded()).toEqual([
      { version: '001_things', checksum: sha256(CREATE_TABLE) },
      // Line endings count as LF: a Windows checkout of the same file is not a change.
      { version: '002_more', checksum: sha256('ALTER TABLE things ADD COLUMN size int;\n') },
    ]);
    expect(await migrate(test.db, { dir })).toEqual([]);
  });

  it('lets replicas start at once: each migration applied by exactly one of them', async () => {
    await write('001_things.sql', CREATE_TABLE);
    await write('002_more.sql', "INSERT INTO things VALUES (1, 'once');");
    const runs = await Promise.all([1, 2, 3].map(() => migrate(test.db, { dir })));
    expect(runs.flat().sort()).toEqual(['001_things', '002_more']);
    expect(await test.db.query('SELECT name FROM things')).toEqual([{ name: 'once' }]);
  });

  it('refuses to start when an applied migration file changed, applying nothing', async () => {
    await write('001_things.sql', CREATE_TABLE);
    await migrate(test.db, { dir });
    await write('001_things.sql', CREATE_TABLE.replace('name text', 'title text'));
    await write('002_more.sql', 'ALTER TABLE things ADD COLUMN size int;');
    await expect(migrate(test.db, { dir })).rejects.toThrow(
      /^Migration 001_things\.sql changed after this database applied them .* put the change in a new migration\.$/,
    );
    expect((await recorded()).map((r) => r.version)).toEqual(['001_things']);
    // The lock was given back: with the file restored, the next start goes on.
    await write('001_things.sql', CREATE_TABLE);
    expect(await migrate(test.db, { dir })).toEqual(['002_more']);
  });

  it('fills in the checksums of a database from before they were kept, then checks them', async () => {
    await write('001_things.sql', CREATE_TABLE);
    // What an older server left: the table without the checksum column.
    await test.db.exec(
      `CREATE TABLE schema_migrations (version text PRIMARY KEY, applied_at bigint NOT NULL);
       INSERT INTO schema_migrations VALUES ('001_things', 1700000000);
       ${CREATE_TABLE}`,
    );
    expect(await migrate(test.db, { dir })).toEqual([]);
    expect(await recorded()).toEqual([{ version: '001_things', checksum: sha256(CREATE_TABLE) }]);
    await write('001_things.sql', `${CREATE_TABLE}-- an edit\n`);
    await expect(migrate(test.db, { dir })).rejects.toThrow(/001_things\.sql changed/);
  });
});

describe('migrate: statements that cannot run in a transaction', () => {
  const CONCURRENT_INDEX =
    'CREATE INDEX CONCURRENTLY IF NOT EXISTS things_name_idx ON things (name);\n';

  it('runs a no-transaction migration statement by statement: CREATE INDEX CONCURRENTLY', async () => {
    await write('001_things.sql', CREATE_TABLE);
    await write(
      '002_index.sql',
      `-- The name search on a big table: built without blocking writes.\n${NO_TRANSACTION_HEADER}\n\n` +
        `DROP INDEX CONCURRENTLY IF EXISTS things_name_idx; -- left invalid by a failed build\n` +
        CONCURRENT_INDEX,
    );
    await write('003_after.sql', 'ALTER TABLE things ADD COLUMN size int;');
    expect(await migrate(test.db, { dir })).toEqual(['001_things', '002_index', '003_after']);
    const [index] = await test.db.query<{ valid: boolean }>(
      `SELECT i.indisvalid AS valid FROM pg_index i
       JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = 'things_name_idx'`,
    );
    expect(index).toEqual({ valid: true });
    expect((await recorded()).every((r) => /^[0-9a-f]{64}$/.test(r.checksum ?? ''))).toBe(true);
  });

  it('without the header the same statement is refused, and nothing is recorded', async () => {
    await write('001_things.sql', CREATE_TABLE);
    await migrate(test.db, { dir });
    await write('002_index.sql', `${CONCURRENT_INDEX}${CONCURRENT_INDEX}`);
    await expect(migrate(test.db, { dir })).rejects.toThrow(
      /cannot run inside a transaction block/,
    );
    expect((await recorded()).map((r) => r.version)).toEqual(['001_things']);
  });
});
