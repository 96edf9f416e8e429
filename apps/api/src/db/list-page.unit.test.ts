import { describe, expect, it } from 'vitest';
import type { Db } from './db';
import { countRows, inShop, listPage, shopList } from './list-page';
import { preparedName } from './prepared';

/**
 * A database that answers every statement with `rows` and keeps what it was asked: `asked` with
 * the whitespace folded, for reading; `texts` as sent, for what was marked on them (prepared.ts).
 */
function recordingDb(rows: unknown[] = []) {
  const asked: { sql: string; params: readonly unknown[] }[] = [];
  const texts: string[] = [];
  const db = {
    query: (sql: string, params: readonly unknown[] = []) => {
      asked.push({ sql: sql.replace(/\s+/g, ' ').trim(), params });
      texts.push(sql);
      return Promise.resolve(rows);
    },
  } as unknown as Db;
  return { db, asked, texts };
}

const SORT_COLUMNS = { title: 'lower_title', created_at: 'created_at' };
const source = { table: 'things', columns: 'id, title', scope: inShop('shop_1') };

describe('listPage', () => {
  it('sorts by the column the field maps to, in the direction asked, one row past the page', async () => {
    const { db, asked } = recordingDb([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    const page = await listPage(db, { sort: 'title:asc', limit: 2 }, SORT_COLUMNS, source);
    expect(page).toEqual({ items: [{ id: 'a' }, { id: 'b' }], has_more: true });
    expect(asked).toEqual([
      {
        sql: 'SELECT id, title FROM things WHERE shop_id = $1 ORDER BY lower_title ASC, id ASC LIMIT 3',
        params: ['shop_1'],
      },
    ]);
  });

  it('names each statement, so PostgreSQL may keep its plan (see prepared.ts)', async () => {
    const { db, texts } = recordingDb([{ v: 1 }]);
    await listPage(
      db,
      { sort: 'title:desc', limit: 7, starting_after: 'thing_2' },
      SORT_COLUMNS,
      source,
    );
    await countRows(db, 'things', inShop('shop_1'));
    expect(texts).toHaveLength(3);
    for (const sql of texts) expect(preparedName(sql), sql).toMatch(/^reusable_/);
  });

  it('continues after the starting_after row, which it looks up in the scope', async () => {
    const { db, asked } = recordingDb([{ v: 100 }]);
    await listPage(
      db,
      { sort: 'created_at:desc', limit: 5, starting_after: 'thing_9' },
      SORT_COLUMNS,
      source,
    );
    expect(asked.map((a) => a.params)).toEqual([
      ['shop_1', 'thing_9'],
      ['shop_1', 100, 'thing_9'],
    ]);
    expect(asked[1]?.sql).toContain(
      '(created_at, id) < ($2, $3) ORDER BY created_at DESC, id DESC LIMIT 6',
    );
  });

  it('refuses a field the map does not hold, even one every object inherits', async () => {
    const { db, asked } = recordingDb();
    for (const sort of ['price:asc', 'toString:asc', 'constructor:desc']) {
      expect(() => listPage(db, { sort, limit: 5 }, SORT_COLUMNS, source), sort).toThrow(
        `unvalidated sort field ${sort.split(':')[0]}`,
      );
    }
    expect(asked).toEqual([]);
  });
});

describe('countRows', () => {
  it("counts the table's rows meeting every condition, with their parameters in order", async () => {
    const { db, asked } = recordingDb([{ count: 7 }]);
    const count = await countRows(db, 'things', (p) => [
      ...inShop('shop_1')(p),
      `status = ${p.add('active')}`,
    ]);
    expect(count).toBe(7);
    expect(asked).toEqual([
      {
        sql: 'SELECT COUNT(*)::int AS count FROM things WHERE shop_id = $1 AND status = $2',
        params: ['shop_1', 'active'],
      },
    ]);
  });

  it('is 0 when the database answers no row', async () => {
    const { db } = recordingDb([]);
    expect(await countRows(db, 'things', inShop('shop_1'))).toBe(0);
  });
});

describe('shopList', () => {
  const things = shopList<{ id: string }, 'title'>({
    table: 'things',
    columns: 'id, title',
    sortColumns: { title: 'title' },
    matching: (q) => (p) => (q ? [`title LIKE ${p.add(`%${q}%`)}`] : []),
  });

  it("pages and counts the shop's rows with the same search", async () => {
    const { db, asked } = recordingDb([{ count: 1 }]);
    await things.page(db, 'shop_1', { sort: 'title:desc', limit: 10, q: 'rose' });
    await things.count(db, 'shop_1', 'rose');
    expect(asked).toEqual([
      {
        sql: 'SELECT id, title FROM things WHERE shop_id = $1 AND title LIKE $2 ORDER BY title DESC, id DESC LIMIT 11',
        params: ['shop_1', '%rose%'],
      },
      {
        sql: 'SELECT COUNT(*)::int AS count FROM things WHERE shop_id = $1 AND title LIKE $2',
        params: ['shop_1', '%rose%'],
      },
    ]);
  });

  it('without a search, is the whole shop', async () => {
    const { db, asked } = recordingDb([{ count: 4 }]);
    expect(await things.count(db, 'shop_1', undefined)).toBe(4);
    expect(asked[0]?.sql).toBe('SELECT COUNT(*)::int AS count FROM things WHERE shop_id = $1');
  });
});
