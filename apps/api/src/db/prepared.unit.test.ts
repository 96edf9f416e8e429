import { describe, expect, it } from 'vitest';
import { MAX_REUSABLE, prepared, preparedName, reusable } from './prepared';

describe('prepared statements', () => {
  it('marks a statement by its text and leaves every other statement unnamed', () => {
    const sql = prepared('test-by-id', 'SELECT id FROM test_things WHERE id = $1');
    expect(sql).toBe('SELECT id FROM test_things WHERE id = $1');
    expect(preparedName(sql)).toBe('test-by-id');
    expect(prepared('test-by-id', sql)).toBe(sql);
    expect(preparedName('SELECT id FROM test_things WHERE id = $2')).toBeUndefined();
  });

  it('refuses one text under two names and one name for two texts', () => {
    const sql = prepared('test-first', 'SELECT 1 AS first_marked');
    expect(() => prepared('test-second', sql)).toThrow(
      'test-second: already prepared as test-first',
    );
  });

  it('names a built statement by its text, the same name each time, up to a bound', () => {
    const page = 'SELECT id FROM test_pages WHERE shop_id = $1 ORDER BY id LIMIT 21';
    expect(reusable(page)).toBe(page);
    const name = preparedName(page);
    expect(name).toMatch(/^reusable_[0-9a-f]{24}$/);
    reusable(page);
    expect(preparedName(page)).toBe(name);
    expect(preparedName('SELECT id FROM test_pages WHERE shop_id = $1 ORDER BY id LIMIT 51')).toBe(
      undefined,
    );

    // Shapes nobody foresaw stop being named at the bound: they run planned every time.
    for (let n = 0; n < MAX_REUSABLE; n++) reusable(`SELECT ${n} AS shape FROM test_pages`);
    const late = 'SELECT id FROM test_pages WHERE shop_id = $1 AND id > $2';
    expect(reusable(late)).toBe(late);
    expect(preparedName(late)).toBeUndefined();
    expect(preparedName(page)).toBe(name);
  });

  it('leaves a text marked by hand under its own name', () => {
    const sql = prepared('test-by-hand', 'SELECT id FROM test_things WHERE id = $1 AND 1 = 1');
    expect(reusable(sql)).toBe(sql);
    expect(preparedName(sql)).toBe('test-by-hand');
  });
});
