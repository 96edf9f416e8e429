// Bursts of parallel sign-ins: the limits hold because an attempt is counted, under a row lock in the
// database, before its password is checked (auth/attempt-limits.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from '../auth/secret';
import type { Db } from '../db/db';
import { openPostgres } from '../db/postgres';
import { DEMO_OWNER, DEMO_STAFF } from '../db/seed';
import { toDeps } from '../server';
import { createTestContext, type TestContext } from '../test/context';
import { openSignInForm } from '../test/session';
import {
  attemptSignIn,
  countStatuses,
  type Attempt,
  type SignInForm,
} from './sign-in-attempts.test-helper';
import { createAccountsApp } from './app';
import { plainSpaces, retryClock } from './retry-clock.test-helper';
import { ADDRESS_LIMIT, PAIR_LIMIT } from './throttle';

let ctx: TestContext;
let form: SignInForm;
beforeAll(async () => {
  ctx = await createTestContext();
  form = await openSignInForm(ctx);
});
afterAll(() => ctx.close());

const all = (attempts: Attempt[]) => Promise.all(attempts.map((a) => attemptSignIn(ctx, form, a)));

describe('a burst of parallel sign-ins', () => {
  it('50 wrong passwords at once from one address: 5 are checked, 45 get 429', async () => {
    const results = await all(
      Array.from({ length: 50 }, (_, i) => ({
        email: DEMO_OWNER.email,
        password: `wrong-${i}`,
        address: '203.0.113.1',
      })),
    );
    expect(countStatuses(results)).toEqual({ 401: PAIR_LIMIT.max, 429: 50 - PAIR_LIMIT.max });
    for (const r of results.filter((x) => x.status === 429)) {
      expect(r.retryAfter).toBe(String(PAIR_LIMIT.windowSeconds));
      expect(plainSpaces(r.html)).toContain(
        `Too many sign-in attempts. Try again in 15 minutes (at ${retryClock(ctx.clock.now(), PAIR_LIMIT.windowSeconds).en}).`,
      );
    }
  });

  it('200 tries at once with the right password at #150: nobody is signed in', async () => {
    const results = await all(
      Array.from({ length: 200 }, (_, i) => ({
        email: DEMO_STAFF.email,
        password: i === 149 ? DEMO_STAFF.password : `guess-${i}`,
        address: '203.0.113.2',
      })),
    );
    expect(results[149]?.status).toBe(429);
    expect(countStatuses(results)).toEqual({ 401: PAIR_LIMIT.max, 429: 200 - PAIR_LIMIT.max });
  });

  it('30 emails at once from one address: 20 are checked, 10 get 429', async () => {
    const results = await all(
      Array.from({ length: 30 }, (_, i) => ({
        email: `burst-${i}@example.com`,
        password: 'Winter2026!',
        address: '203.0.113.3',
      })),
    );
    expect(countStatuses(results)).toEqual({ 401: ADDRESS_LIMIT.max, 429: 30 - ADDRESS_LIMIT.max });
  });

  it('right passwords at once from one office address all sign in', async () => {
    // Up to the pair limit each: an attempt in flight counts until its password is checked.
    const results = await all(
      Array.from({ length: 2 * PAIR_LIMIT.max }, (_, i) => ({
        ...(i % 2 ? DEMO_OWNER : DEMO_STAFF),
        address: '192.0.2.80',
      })),
    );
    expect(countStatuses(results)).toEqual({ 303: 2 * PAIR_LIMIT.max });
  });
});

/**
 * Another API process on the test's database: on PostgreSQL a pool of its own connections (as a
 * second replica has); PGlite belongs to one process, so there it is a second app on the same one.
 */
async function secondProcessDb(): Promise<Db> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return ctx.db;
  const [row] = await ctx.db.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(serverUrl);
  url.pathname = `/${row!.name}`;
  return openPostgres(url.toString());
}

describe('two API processes on one database', () => {
  it('share the limit: a burst split between them still gets 5 tries', async () => {
    const db = await secondProcessDb();
    try {
      const logger = { error: () => undefined, info: () => undefined };
      const deps = toDeps({
        db,
        config: ctx.config,
        secret: await resolveAuthSecret(db, ctx.config.authSecret),
        clock: ctx.clock,
        logger,
      });
      const other = { ...ctx, accounts: createAccountsApp(deps) };
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          attemptSignIn(i % 2 ? ctx : other, form, {
            email: DEMO_OWNER.email,
            password: i === 41 ? DEMO_OWNER.password : `split-${i}`,
            address: '203.0.113.4',
          }),
        ),
      );
      expect(countStatuses(results)).toEqual({ 401: PAIR_LIMIT.max, 429: 60 - PAIR_LIMIT.max });
    } finally {
      if (db !== ctx.db) await db.close();
    }
  });
});
