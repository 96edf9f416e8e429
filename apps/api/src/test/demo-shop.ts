import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config';
import { DEMO_OWNER, DEMO_STAFF } from '../db/seed';
import { createTestContext, type TestContext } from './context';
import { callJson, signIn, type CallOptions, type Session } from './session';

/** A 422's or a 409's body: the message, the field errors and, on a stale save, the record now. */
export interface Refused<Current = unknown> {
  message: string;
  errors: { field: string; title: string }[];
  current?: Current;
}

/** callJson's options, the session the owner's unless another is given. */
export type DemoCallOptions = Omit<CallOptions, 'session'> & { session?: Session | undefined };

export interface DemoShop<Answer> {
  /** Both apps on a seeded demo database of the file's own (see createTestContext). */
  ctx: TestContext;
  /** The demo owner (role OWNER, every policy), signed in. */
  owner: Session;
  /** The demo staff member (`product` and `order` only), signed in. */
  staff: Session;
  /** The Admin API as the owner (or `options.session`), the answer checked against the contract. */
  call: <T = Answer>(
    method: string,
    path: string,
    options?: DemoCallOptions,
  ) => ReturnType<typeof callJson<T>>;
  /** Signs the owner and the staff member in again, in place (after their tokens expired). */
  signInAgain: () => Promise<void>;
}

/**
 * What most route test files start from, in one line: a seeded demo database with both apps, the
 * owner and the staff member signed in, and `call` as the owner. It registers the file's
 * beforeAll (which fills `ctx`, `owner` and `staff` in: read them in hooks and tests, not at the
 * top level) and the afterAll that closes the database. `Answer` is what `call` answers unless told.
 */
export function demoShop<Answer = Record<string, unknown>>(
  options: { config?: Partial<Config> } = {},
): DemoShop<Answer> {
  const ctx = {} as TestContext;
  const owner = {} as Session;
  const staff = {} as Session;
  const signInAgain = async () => {
    Object.assign(owner, await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password));
    Object.assign(staff, await signIn(ctx, DEMO_STAFF.email, DEMO_STAFF.password));
  };
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext(options));
    await signInAgain();
  });
  afterAll(() => ctx.close());
  const call = <T = Answer>(method: string, path: string, callOptions: DemoCallOptions = {}) =>
    callJson<T>(ctx, method, path, { session: owner, ...callOptions });
  return { ctx, owner, staff, call, signInAgain };
}
