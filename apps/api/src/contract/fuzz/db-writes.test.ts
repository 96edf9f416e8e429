import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db';
import { takeWrites, watchWrites } from './db-writes';

let test: TestDb;

beforeAll(async () => {
  test = await createTestDb(false);
  await test.db.exec(`CREATE TABLE things (id int PRIMARY KEY, name text);
    CREATE TABLE others (id int PRIMARY KEY);`);
  await watchWrites(test.db);
});
afterAll(() => test.cleanup());

it('notes each table a committed statement wrote to, once, and forgets them when read', async () => {
  await test.db.query('INSERT INTO things VALUES (1, $1), (2, $1)', ['a']);
  await test.db.query('DELETE FROM others');
  expect(await takeWrites(test.db)).toEqual(['things']);
  expect(await takeWrites(test.db)).toEqual([]);
  await test.db.query('UPDATE things SET name = name WHERE id = 1');
  expect(await takeWrites(test.db)).toEqual(['things']);
});

it('notes nothing for a transaction that was rolled back, or a statement that matched no row', async () => {
  await expect(
    test.db.transaction(async (tx) => {
      await tx.query('INSERT INTO others VALUES (1)');
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  await test.db.query('UPDATE things SET name = $1 WHERE id = 99', ['b']);
  expect(await takeWrites(test.db)).toEqual([]);
});
