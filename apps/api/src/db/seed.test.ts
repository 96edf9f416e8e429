// Migrations and the seed on an empty database (global-setup.ts does the same once per run; here the
// steps are checked one by one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/db';
import type { Db } from './db';
import { migrate } from './migrate';
import { seedEmpty } from './reset';
import { DEMO_SHOP_ID, isEmpty, SEED_CUSTOMERS, SEED_ORDERS } from './seed';

let test: TestDb;
let db: Db;
beforeAll(async () => {
  test = await createTestDb(false);
  db = test.db;
});
afterAll(() => test.cleanup());

describe('migrate', () => {
  it('applies every migration once and records it', async () => {
    expect(await migrate(db)).toEqual(['001_initial']);
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
    expect(rows.map((r) => r.version)).toEqual(['001_initial']);
  });
});

describe('seed', () => {
  it('fills an empty database quickly and consistently', async () => {
    expect(await isEmpty(db)).toBe(true);
    const started = performance.now();
    const summary = await seedEmpty(db, 1);
    const ms = performance.now() - started;
    console.log(`seed: ${Math.round(ms)} ms`);
    expect(summary).toEqual({ shops: 2, customers: SEED_CUSTOMERS + 30, orders: SEED_ORDERS + 60 });
    expect(await isEmpty(db)).toBe(false);

    const [demo] = await db.query<{ customers: number; orders: number; emails: number }>(
      `SELECT (SELECT count(*)::int FROM customers WHERE shop_id = $1) AS customers,
              (SELECT count(*)::int FROM orders WHERE shop_id = $1) AS orders,
              (SELECT count(DISTINCT email)::int FROM customers WHERE shop_id = $1) AS emails`,
      [DEMO_SHOP_ID],
    );
    expect(demo).toEqual({
      customers: SEED_CUSTOMERS,
      orders: SEED_ORDERS,
      emails: SEED_CUSTOMERS,
    });

    // The stored totals are exactly what the orders add up to, for every customer.
    const mismatches = await db.query(
      `SELECT c.id FROM customers c
       LEFT JOIN (SELECT customer_id, count(*) AS n,
                         COALESCE(sum(total) FILTER (WHERE financial_status NOT IN ('voided', 'refunded')), 0) AS spent
                  FROM orders GROUP BY customer_id) o ON o.customer_id = c.id
       WHERE c.orders_count <> COALESCE(o.n, 0) OR c.total_spent <> COALESCE(o.spent, 0)`,
    );
    expect(mismatches).toEqual([]);
  });

  it('refuses to seed a database that holds data', async () => {
    await expect(seedEmpty(db, 1)).rejects.toThrow(/reset-data/);
  });
});
