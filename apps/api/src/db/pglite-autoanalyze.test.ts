import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayWrite, startAutoAnalyze } from './pglite-autoanalyze';

let pg: PGlite | undefined;
afterEach(async () => {
  await pg?.close();
  pg = undefined;
});

const estimatedRows = async () =>
  (await pg!.query<{ reltuples: number }>("SELECT reltuples FROM pg_class WHERE relname = 'codes'"))
    .rows[0]!.reltuples;

describe('PGlite auto-analyze', () => {
  it("analyzes a table once its writes pass autovacuum's threshold, after they pause", async () => {
    const db = await PGlite.create('memory://');
    pg = db;
    const autoAnalyze = startAutoAnalyze(db, { idleMs: 20 });
    await db.exec('CREATE TABLE codes (id int PRIMARY KEY, code text)');
    await db.exec('INSERT INTO codes SELECT g, g::text FROM generate_series(1, 20) g');
    autoAnalyze.noteWrite();
    // 20 rows: under the threshold of 50, never analyzed (PostgreSQL's "unknown", -1).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await estimatedRows()).toBe(-1);

    await db.exec('INSERT INTO codes SELECT g, g::text FROM generate_series(21, 2000) g');
    autoAnalyze.noteWrite();
    // Within the test's own limit: the pause, then PGlite's ANALYZE, on a machine that may be busy.
    await vi.waitFor(async () => expect(await estimatedRows()).toBe(2_000), { timeout: 20_000 });
    autoAnalyze.stop();
  });

  it('counts any statement but a plain SELECT as a write', () => {
    expect(mayWrite('SELECT 1')).toBe(false);
    expect(mayWrite('  select id FROM codes')).toBe(false);
    expect(mayWrite('INSERT INTO codes VALUES (1)')).toBe(true);
    expect(
      mayWrite('WITH gone AS (DELETE FROM codes RETURNING id) SELECT count(*) FROM gone'),
    ).toBe(true);
  });
});
