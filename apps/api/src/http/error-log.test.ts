// A 500 is logged with what support needs (method, route, statement, SQLSTATE, error id) and without
// what a log must never hold: parameter values, personal data, tokens.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveAuthSecret } from '../auth/secret';
import type { Db } from '../db/db';
import { DEMO_OWNER, DEMO_SHOP_ID } from '../db/seed';
import { createApp } from '../server';
import { createTestContext, type TestContext } from '../test/context';
import { callJson, signIn, type Session } from '../test/session';
import { consoleLogger } from './error-handler';

let ctx: TestContext;
let owner: Session;
let customerId: string;
let version: number;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
  const [row] = await ctx.db.query<{ id: string; updated_at: number }>(
    'SELECT id, updated_at FROM customers WHERE shop_id = $1 ORDER BY id LIMIT 1',
    [DEMO_SHOP_ID],
  );
  customerId = row!.id;
  version = row!.updated_at;
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const PERSONAL = {
  first_name: 'Zenobia',
  last_name: 'Quarrington',
  email: 'zenobia.quarrington@example.org',
  phone: '+44 20 7946 0958',
  note: 'Prefers the side door',
};

/** The demo database, except that saving a customer fails the way `fail` says. */
function failingCustomerSaves(
  fail: (sql: string, params: readonly unknown[], inner: Db) => Promise<never>,
): Db {
  const wrap = (inner: Db): Db => ({
    query: (sql, params = []) =>
      /^\s*UPDATE customers/.test(sql) ? fail(sql, params, inner) : inner.query(sql, params),
    exec: (sql) => inner.exec(sql),
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
    close: () => inner.close(),
  });
  return wrap(ctx.db);
}

/** PUT the customer through an app on `db` whose logger is the production one; return the log. */
async function saveAndCaptureLog(db: Db) {
  const lines: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
  });
  const app = createApp({
    db,
    config: ctx.config,
    secret: await resolveAuthSecret(ctx.db, ctx.config.authSecret),
    clock: ctx.clock,
    logger: consoleLogger,
  });
  const res = await callJson<{ message: string; error_id: string }>(
    { ...ctx, app },
    'PUT',
    `customers/${customerId}`,
    { session: owner, body: { ...PERSONAL, updated_at: version } },
  );
  return { ...res, log: lines.join('\n') };
}

function expectNothingPersonal(log: string) {
  for (const value of [
    ...Object.values(PERSONAL),
    owner.accessToken,
    owner.refreshToken,
    owner.xsrf,
    DEMO_OWNER.email,
    customerId,
    DEMO_SHOP_ID,
  ]) {
    expect(log).not.toContain(value);
  }
}

describe('a failing statement', () => {
  it('PostgreSQL refusing a value: logged without it, with the error id the 500 returns', async () => {
    // A real PostgreSQL error whose message quotes the value and which carries the parameters.
    const db = failingCustomerSaves((_sql, params, inner) =>
      inner.query('SELECT $1::integer', [params[4]]).then(() => {
        throw new Error('unreachable');
      }),
    );
    const { status, body, log } = await saveAndCaptureLog(db);
    expect(status).toBe(500);
    expect(body).toEqual({ message: 'Internal error', errors: [], error_id: expect.any(String) });
    expect(log).toContain(body.error_id);
    expect(log).toContain('PUT /api/admin/v1/customers/:id');
    expect(log).toContain('22P02');
    // The statement: PGlite's error names the one it ran, node-postgres's none, so the server
    // logs the one it sent (the UPDATE this test Db turned into the failing SELECT).
    expect(log).toMatch(/"statement":"(SELECT \$1::integer|UPDATE customers)/);
    expectNothingPersonal(log);
  });

  it('a check violation as node-postgres reports it: no detail, no parameters', async () => {
    const db = failingCustomerSaves((sql, params) => {
      // PostgreSQL's detail of a check (or unique) violation quotes the row's values.
      const row = params.map(String).join(', ');
      const error = Object.assign(new Error('new row violates check constraint'), {
        name: 'error',
        severity: 'ERROR',
        code: '23514',
        detail: `Failing row contains (${row}).`,
        constraint: 'customers_name_check',
        table: 'customers',
        parameters: params,
        params,
      });
      return Promise.reject(error);
    });
    const { status, body, log } = await saveAndCaptureLog(db);
    expect(body).toMatchObject({ message: 'Internal error' });
    expect(status).toBe(500);
    expect(log).toContain(body.error_id);
    expect(log).toContain('23514');
    expect(log).toContain('customers_name_check');
    // node-postgres keeps no statement text on its errors: the server remembers it.
    expect(log).toContain('UPDATE customers');
    expectNothingPersonal(log);
  });
});
