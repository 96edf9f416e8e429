// The load-shedding middleware mounted on the real Admin API (its logic: load-shed.unit.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../db/seed';
import { createTestContext, type TestContext } from '../test/context';
import { call, signIn, type Session } from '../test/session';
import { BUSY_MESSAGE } from './load-shed';

let ctx: TestContext;
let owner: Session;
beforeAll(async () => {
  // One request at a time, one waiting.
  ctx = await createTestContext({
    config: { load: { maxInFlight: 1, maxQueue: 1, maxWaitMs: 60_000 } },
  });
  owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
});
afterAll(() => ctx.close());

/**
 * Hold the accounts table until the returned function is called: every authenticated request waits
 * on its session lookup meanwhile (on PGlite the open transaction alone holds every other statement).
 */
async function holdAccounts(): Promise<() => Promise<void>> {
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const done = ctx.db.transaction(async (tx) => {
    await tx.exec('LOCK TABLE accounts IN ACCESS EXCLUSIVE MODE');
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await done;
  };
}

describe('load shedding on the Admin API', () => {
  it('answers 503 with Retry-After and the error shape at once past the queue; the rest are served', async () => {
    const release = await holdAccounts();
    const inFlight = call(ctx, 'GET', 'customers', { session: owner });
    const queued = call(ctx, 'GET', 'products', { session: owner });

    // Answered while the two above still wait for the database: nothing waited for them.
    const shed = await call(ctx, 'GET', 'orders', { session: owner });
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('1');
    expect(shed.headers.get('cache-control')).toBe('no-store');
    expect(await shed.json()).toEqual({ message: BUSY_MESSAGE, errors: [] });

    await release();
    expect((await inFlight).status).toBe(200);
    expect((await queued).status).toBe(200);
    expect((await call(ctx, 'GET', 'orders', { session: owner })).status).toBe(200);
  });
});
