import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db } from './db';
import { mayWrite, startAutoAnalyze } from './pglite-autoanalyze';

export interface PgliteDb extends Db {
  /** The whole data folder as a tar (tests start from a seeded snapshot). */
  dumpDataDir(): Promise<Blob>;
}

/**
 * Embedded Postgres (WASM). `dataDir` is a folder on disk, or `memory://` for tests; `snapshot` starts
 * from a dumped data folder instead of running initdb.
 */
export async function openPglite(dataDir: string, snapshot?: Blob): Promise<PgliteDb> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  // pg_trgm backs the customer search index (see the migrations).
  const pg = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });

  const autoAnalyze = startAutoAnalyze(pg);

  const wrapTx = (tx: Transaction): Db => {
    const db: Db = {
      query: async <T>(sql: string, params: readonly unknown[] = []) =>
        (await tx.query<T>(sql, [...params])).rows,
      exec: async (sql) => {
        await tx.exec(sql);
      },
      transaction: (fn) => fn(db),
      close: () => Promise.reject(new Error('close() inside a transaction')),
    };
    return db;
  };

  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) => {
      if (mayWrite(sql)) autoAnalyze.noteWrite();
      return (await pg.query<T>(sql, [...params])).rows;
    },
    exec: async (sql) => {
      autoAnalyze.noteWrite();
      await pg.exec(sql);
    },
    // PGlite runs one transaction at a time; other queries wait until it ends.
    transaction: (fn) => {
      autoAnalyze.noteWrite();
      return pg.transaction((tx) => fn(wrapTx(tx)));
    },
    close: () => {
      autoAnalyze.stop();
      return pg.close();
    },
    listen: async (channel, listener) => {
      const stop = await pg.listen(channel, (payload) => listener.message(payload));
      listener.listening();
      return stop;
    },
    // One session in this process: PGlite hands a commit's notifications to the listeners (as
    // microtasks) while it reads the committing statement's answer, before its caller goes on.
    settle: async () => undefined,
    dumpDataDir: async () => pg.dumpDataDir('none'),
  };
}
