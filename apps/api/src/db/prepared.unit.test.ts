import { describe, expect, it } from 'vitest';
import { prepared, preparedName } from './prepared';

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
});
