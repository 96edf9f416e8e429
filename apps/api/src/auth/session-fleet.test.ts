// Sign-ins across API processes: each process keeps the sign-ins it has checked (session-cache.ts),
// and a sign-out or a permission taken away through one process holds on the other as soon as that
// one has heard the database's notification. Two server processes (src/main.ts, as `pnpm start` runs
// it) on one PostgreSQL database; only on PostgreSQL (TEST_DATABASE_URL): PGlite is one process's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../../scripts/test-server.mjs';
import { DEMO_OWNER, DEMO_STAFF } from '../db/seed';
import { createTestDb, type TestDb } from '../test/db';
import { remoteContext } from '../test/remote';
import { callJson, signIn, type Session } from '../test/session';

/** Another process hears a change within milliseconds; this bounds the wait, it is not a pause. */
const HEARD_WITHIN = { timeout: 2000, interval: 20 };

describe.runIf(process.env.TEST_DATABASE_URL)('sign-ins across API processes', () => {
  let database: TestDb;
  let servers: TestServer[] = [];
  const through = (i: 0 | 1) => remoteContext(servers[i]!);

  beforeAll(async () => {
    database = await createTestDb(true);
    servers = await Promise.all([
      startServer({ databaseUrl: database.url }),
      startServer({ databaseUrl: database.url }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.cleanup();
  });

  const status = async (i: 0 | 1, path: string, session: Session) =>
    (await callJson(through(i), 'GET', path, { session })).status;

  it('a sign-out through one process ends the sign-in on the other', async () => {
    const owner = await signIn(through(0), DEMO_OWNER.email, DEMO_OWNER.password);
    // The second process checks the sign-in, and keeps it.
    expect(await status(1, 'account', owner)).toBe(200);
    expect(await status(1, 'account', owner)).toBe(200);

    const out = await callJson(through(0), 'POST', 'auth/logout', {
      session: owner,
      refresh: owner.refreshToken,
    });
    expect(out.status).toBe(204);
    expect(await status(0, 'account', owner)).toBe(401);
    await expect.poll(() => status(1, 'account', owner), HEARD_WITHIN).toBe(401);
  });

  it('a permission taken away through one process holds on the other', async () => {
    const owner = await signIn(through(0), DEMO_OWNER.email, DEMO_OWNER.password);
    const staff = await signIn(through(1), DEMO_STAFF.email, DEMO_STAFF.password);
    expect(await status(1, 'orders/count', staff)).toBe(200);

    const sam = (await callJson(through(0), 'GET', 'settings/staff/acct_staff', { session: owner }))
      .body;
    const put = await callJson(through(0), 'PUT', 'settings/staff/acct_staff', {
      session: owner,
      body: { ...sam, permission: ['product'] },
    });
    expect(put.status).toBe(200);
    await expect.poll(() => status(1, 'orders/count', staff), HEARD_WITHIN).toBe(403);
  });
});
