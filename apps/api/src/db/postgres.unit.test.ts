import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { poolTransaction } from './postgres';

/** A pool of one client whose statements answer as `answer` says; records what it was sent. */
function stubPool(answer: (sql: string) => Promise<unknown>) {
  const sent: string[] = [];
  const release = vi.fn();
  const client = {
    // A statement comes as its text, or as a query config ({ text, values, name? }).
    query: (statement: string | { text: string }) => {
      const sql = typeof statement === 'string' ? statement : statement.text;
      sent.push(sql);
      return answer(sql).then(() => ({ rows: [] }));
    },
    on: vi.fn(),
    off: vi.fn(),
    release,
  };
  const pool = { connect: async () => client } as unknown as Pick<pg.Pool, 'connect'>;
  return { pool, sent, release };
}

describe('poolTransaction', () => {
  it('returns the client to the pool after a commit, and after a clean rollback', async () => {
    const ok = stubPool(async () => undefined);
    await expect(poolTransaction(ok.pool, async (tx) => tx.query('SELECT 1'))).resolves.toEqual([]);
    expect(ok.sent).toEqual(['BEGIN', 'SELECT 1', 'COMMIT']);
    expect(ok.release).toHaveBeenCalledWith(undefined);

    const failing = stubPool(async (sql) => {
      if (sql === 'INSERT') throw new Error('duplicate key');
    });
    await expect(poolTransaction(failing.pool, (tx) => tx.query('INSERT'))).rejects.toThrow(
      'duplicate key',
    );
    expect(failing.sent).toEqual(['BEGIN', 'INSERT', 'ROLLBACK']);
    expect(failing.release).toHaveBeenCalledWith(undefined);
  });

  it('destroys the client when its ROLLBACK failed, and reports the first error', async () => {
    const stub = stubPool(async (sql) => {
      if (sql === 'INSERT') throw new Error('duplicate key');
      if (sql === 'ROLLBACK') throw new Error('connection reset');
    });
    await expect(poolTransaction(stub.pool, (tx) => tx.query('INSERT'))).rejects.toThrow(
      'duplicate key',
    );
    // release(error): pg-pool removes and ends the client instead of keeping it idle.
    expect(stub.release).toHaveBeenCalledTimes(1);
    expect(stub.release.mock.calls[0]![0]).toEqual(new Error('connection reset'));
  });
});
