// The SQL half of `pnpm bench catalog` (scripts/bench/catalog.mjs): the catalog queries run raw on the
// database, without HTTP, auth or JSON, so the benchmark can print what the API adds on top.
//
// The statements are not written out a second time here: each case calls the repository function the
// route calls, with the query parsed by the same contract schema, through a Db that records what it is
// asked to run. Those exact statements and parameters are then replayed through the same pg driver
// (openPostgres) and timed. Input: one JSON argument (see Input); output: one JSON object on stdout.
import {
  collectionCountQuerySchema,
  collectionListQuerySchema,
  inventoryLevelsQuerySchema,
  inventoryStatsQuerySchema,
  productCountQuerySchema,
  productListQuerySchema,
} from '@shop/admin-api';
import type { Db } from '../db/db';
import { openPostgres } from '../db/postgres';
import { countCollections, listCollections } from '../repos/collections';
import { inventoryStats, listInventoryLevels } from '../repos/inventory';
import { countProducts, listProducts } from '../repos/products';

interface Case {
  label: string;
  /** Which repository call the route makes (see calls). */
  call: keyof typeof calls;
  /** The query string's parameters, as the route receives them. */
  query: Record<string, string>;
  /** For listInventoryLevels: the location in the path (default: Input.locationId). */
  location?: string;
}

interface Input {
  shopId: string;
  locationId: string;
  warmup: number;
  samples: number;
  /** A slow case is warmed up once past warmupSeconds, and stops after maxSeconds and minSamples. */
  warmupSeconds: number;
  maxSeconds: number;
  minSamples: number;
  cases: Case[];
  /** Print each case's query plan (EXPLAIN ANALYZE) to stderr. */
  explain?: boolean;
}

type Scope = { shopId: string; locationId: string };
const calls = {
  listProducts: (db: Db, s: Scope, q: unknown) =>
    listProducts(db, s.shopId, productListQuerySchema.parse(q)),
  countProducts: (db: Db, s: Scope, q: unknown) =>
    countProducts(db, s.shopId, productCountQuerySchema.parse(q)),
  listInventoryLevels: (db: Db, s: Scope, q: unknown, location?: string) =>
    listInventoryLevels(
      db,
      s.shopId,
      location ?? s.locationId,
      inventoryLevelsQuerySchema.parse(q),
    ),
  inventoryStats: (db: Db, s: Scope, q: unknown) =>
    inventoryStats(db, s.shopId, inventoryStatsQuerySchema.parse(q).location_id),
  listCollections: (db: Db, s: Scope, q: unknown) =>
    listCollections(db, s.shopId, collectionListQuerySchema.parse(q)),
  countCollections: (db: Db, s: Scope, q: unknown) => {
    const { q: text, status } = collectionCountQuerySchema.parse(q);
    return countCollections(db, s.shopId, text, status);
  },
};

interface Statement {
  sql: string;
  params: readonly unknown[];
}

/** A Db that runs statements on `db` and notes each one. */
function recording(db: Db, into: Statement[]): Db {
  const rec: Db = {
    query: (sql, params = []) => {
      into.push({ sql, params });
      return db.query(sql, params);
    },
    exec: (sql) => {
      into.push({ sql, params: [] });
      return db.exec(sql);
    },
    transaction: (fn) => fn(rec),
    close: () => db.close(),
  };
  return rec;
}

const input = JSON.parse(process.argv[2] ?? '') as Input;
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const db = await openPostgres(url);
const results: Record<string, { statements: number; ms: number[] }> = {};
try {
  for (const c of input.cases) {
    const statements: Statement[] = [];
    await calls[c.call](recording(db, statements), input, c.query, c.location);
    if (input.explain) {
      for (const s of statements) {
        const plan = await db.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`,
          s.params,
        );
        console.error(`--- ${c.label}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
    }
    const run = async () => {
      for (const s of statements) await db.query(s.sql, s.params);
    };
    const warmUntil = performance.now() + input.warmupSeconds * 1000;
    for (let i = 0; i < input.warmup && (i === 0 || performance.now() < warmUntil); i++)
      await run();
    const ms: number[] = [];
    const until = performance.now() + input.maxSeconds * 1000;
    while (
      ms.length < input.samples &&
      (ms.length < input.minSamples || performance.now() < until)
    ) {
      const started = performance.now();
      await run();
      ms.push(performance.now() - started);
    }
    results[c.label] = { statements: statements.length, ms };
  }
} finally {
  await db.close();
}
process.stdout.write(JSON.stringify(results));
