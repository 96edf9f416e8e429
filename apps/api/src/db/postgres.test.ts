// The node-postgres pool against a real server: what happens to a transaction whose connection the
// server ends in the middle. Only on PostgreSQL (TEST_DATABASE_URL); PGlite has no connections.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { poolTransaction } from './postgres';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('poolTransaction on PostgreSQL', () => {
  let pool: pg.Pool;
  let admin: pg.Client;
  const removed: pg.PoolClient[] = [];
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: serverUrl, max: 2 });
    pool.on('error', () => undefined);
    pool.on('remove', (client) => removed.push(client as pg.PoolClient));
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await pool.end();
  });

  it('survives a backend terminated mid-transaction: the failed client is destroyed', async () => {
    const before = removed.length;
    let victim = 0;
    const attempt = poolTransaction(pool, async (tx) => {
      const [row] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      victim = row!.pid;
      await admin.query('SELECT pg_terminate_backend($1)', [victim]);
      // The connection dies between two statements: the server's FATAL arrives while idle. Wait until
      // the backend is gone (its FATAL and the socket's end were sent before it exited).
      while (
        (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [victim])).rowCount
      )
        await new Promise((resolve) => setImmediate(resolve));
      await tx.query('SELECT 1');
    });
    await expect(attempt).rejects.toThrow();
    // The pool emits `remove` once the destroyed client has ended, a moment after the release.
    await vi.waitFor(() => expect(removed.length).toBe(before + 1));

    // The pool hands out working clients afterwards, never the dead one.
    for (let i = 0; i < 5; i++) {
      const [row] = await poolTransaction(pool, (tx) =>
        tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'),
      );
      expect(row!.pid).not.toBe(victim);
    }
  });
});
