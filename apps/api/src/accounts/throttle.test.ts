import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_STAFF } from '../db/seed';
import { createTestContext, type TestContext } from '../test/context';
import { openSignInForm } from '../test/session';
import {
  attemptSignIn,
  countStatuses,
  type Attempt,
  type SignInForm,
} from './sign-in-attempts.test-helper';
import { plainSpaces, retryClock } from './retry-clock.test-helper';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, DEVICE_LIMIT, PAIR_LIMIT } from './throttle';

let ctx: TestContext;
let form: SignInForm;
beforeAll(async () => {
  ctx = await createTestContext();
  form = await openSignInForm(ctx);
});
afterAll(() => ctx.close());

const attempt = (a: Attempt) => attemptSignIn(ctx, form, a);
async function tryPassword(email: string, password: string) {
  return attempt({ email, password });
}

/** One attempt after the other (each is answered before the next is sent). */
async function inTurn(attempts: Attempt[]) {
  const results = [];
  for (const a of attempts) results.push(await attempt(a));
  return results;
}

describe('sign-in limit per email and address', () => {
  it('after five wrong passwords for an email, refuses even the right one until the window passes', async () => {
    for (let i = 0; i < PAIR_LIMIT.max; i++) {
      expect((await tryPassword(DEMO_OWNER.email, `wrong-${i}`)).status).toBe(401);
    }
    const blocked = await tryPassword(DEMO_OWNER.email, DEMO_OWNER.password);
    expect(blocked.status).toBe(429);
    expect(blocked.retryAfter).toBe(String(PAIR_LIMIT.windowSeconds));
    const until = retryClock(ctx.clock.now(), PAIR_LIMIT.windowSeconds).en;
    expect(plainSpaces(blocked.html)).toContain(
      `<p class="error" role="alert" id="sign-in-error">Too many sign-in attempts. Try again in 15 minutes (at ${until}).</p>`,
    );
    expect(blocked.html).toContain(`value="${DEMO_OWNER.email}"`);
    // The same email in other letters is the same email.
    expect((await tryPassword('OWNER@example.com', DEMO_OWNER.password)).status).toBe(429);

    // Another account is not held up by it.
    expect((await tryPassword(DEMO_STAFF.email, DEMO_STAFF.password)).status).toBe(303);

    // The wait counts down from the first of the five attempts.
    ctx.clock.advance(PAIR_LIMIT.windowSeconds - 60);
    const almost = await tryPassword(DEMO_OWNER.email, DEMO_OWNER.password);
    expect(almost.status).toBe(429);
    expect(almost.retryAfter).toBe('60');
    expect(plainSpaces(almost.html)).toContain(
      `Try again in 1 minute (at ${retryClock(ctx.clock.now(), 60).en}).`,
    );

    ctx.clock.advance(60);
    expect((await tryPassword(DEMO_OWNER.email, DEMO_OWNER.password)).status).toBe(303);
  });

  it('a successful sign-in starts the count afresh', async () => {
    for (let i = 0; i < PAIR_LIMIT.max - 1; i++) {
      expect((await tryPassword(DEMO_STAFF.email, `wrong-${i}`)).status).toBe(401);
    }
    expect((await tryPassword(DEMO_STAFF.email, DEMO_STAFF.password)).status).toBe(303);
    for (let i = 0; i < PAIR_LIMIT.max - 1; i++) {
      expect((await tryPassword(DEMO_STAFF.email, `wrong-again-${i}`)).status).toBe(401);
    }
    expect((await tryPassword(DEMO_STAFF.email, DEMO_STAFF.password)).status).toBe(303);
  });

  it('counts unknown emails too, so guessing which emails exist is slowed the same way', async () => {
    for (let i = 0; i < PAIR_LIMIT.max; i++) {
      expect((await tryPassword('nobody@example.com', `guess-${i}`)).status).toBe(401);
    }
    expect((await tryPassword('nobody@example.com', 'guess')).status).toBe(429);
  });
});

describe('sign-in limit per address, across emails', () => {
  it('stops one address trying 30 emails after 20, and only that address', async () => {
    ctx.clock.advance(ACCOUNT_LIMIT.windowSeconds);
    const sprayed = await inTurn(
      Array.from({ length: 30 }, (_, i) => ({
        email: `person-${i}@example.com`,
        password: 'Summer2026!',
        address: '203.0.113.7',
      })),
    );
    expect(sprayed.map((r) => r.status)).toEqual([
      ...Array<number>(ADDRESS_LIMIT.max).fill(401),
      ...Array<number>(30 - ADDRESS_LIMIT.max).fill(429),
    ]);
    expect(sprayed.at(-1)?.retryAfter).toBe(String(ADDRESS_LIMIT.windowSeconds));

    // Even the right password waits at that address; from another one it signs in.
    const fromSprayer = { ...DEMO_STAFF, address: '203.0.113.7' };
    expect((await attempt(fromSprayer)).status).toBe(429);
    expect((await attempt({ ...DEMO_STAFF, address: '198.51.100.1' })).status).toBe(303);

    ctx.clock.advance(ADDRESS_LIMIT.windowSeconds);
    expect((await attempt(fromSprayer)).status).toBe(303);
  });

  it('does not use up an address by signing in from it', async () => {
    ctx.clock.advance(ACCOUNT_LIMIT.windowSeconds);
    const office = '192.0.2.50';
    const signIns = await inTurn(
      Array.from({ length: ADDRESS_LIMIT.max + 5 }, () => ({ ...DEMO_STAFF, address: office })),
    );
    expect(countStatuses(signIns)).toEqual({ 303: ADDRESS_LIMIT.max + 5 });
  });
});

describe('sign-in limit per account, across addresses', () => {
  /** 30 addresses, 5 wrong passwords each: 150 guesses at the owner's password. */
  const botnet = (round: string): Attempt[] =>
    Array.from({ length: 30 }, (_, a) =>
      Array.from({ length: PAIR_LIMIT.max }, (_, i) => ({
        email: DEMO_OWNER.email,
        password: `${round}-${a}-${i}`,
        address: `10.9.${a}.1`,
      })),
    ).flat();

  it('gives 30 addresses 50 guesses an hour in all, then makes everyone without a known browser wait', async () => {
    ctx.clock.advance(ACCOUNT_LIMIT.windowSeconds);
    // The owner signs in at home first: that browser becomes known.
    const home = await attempt({ ...DEMO_OWNER, address: '198.51.100.20' });
    expect(home.status).toBe(303);
    expect(home.device).toMatch(/^[\w-]+\.[\w-]+$/);

    const guesses = await inTurn(botnet('a'));
    expect(countStatuses(guesses)).toEqual({
      401: ACCOUNT_LIMIT.max,
      429: 150 - ACCOUNT_LIMIT.max,
    });

    // The right password from a new address must wait too, and is told how long.
    const elsewhere = await attempt({ ...DEMO_OWNER, address: '198.51.100.99' });
    expect(elsewhere.status).toBe(429);
    expect(Number(elsewhere.retryAfter)).toBe(ACCOUNT_LIMIT.windowSeconds);
    expect(plainSpaces(elsewhere.html)).toContain(
      `Try again in 60 minutes (at ${retryClock(ctx.clock.now(), ACCOUNT_LIMIT.windowSeconds).en}).`,
    );

    // The owner's known browser is not locked out, whatever its address today.
    const known = await attempt({ ...DEMO_OWNER, address: '198.51.100.21', device: home.device });
    expect(known.status).toBe(303);

    // The lock ends by itself within the hour.
    ctx.clock.advance(ACCOUNT_LIMIT.windowSeconds);
    expect((await attempt({ ...DEMO_OWNER, address: '198.51.100.99' })).status).toBe(303);
  });

  it('keeps a known browser to its own small limit, and its cookie to its own email', async () => {
    ctx.clock.advance(ACCOUNT_LIMIT.windowSeconds);
    const { device } = await attempt({ ...DEMO_STAFF, address: '198.51.100.30' });
    expect(device).toBeTruthy();
    const guesses = await inTurn(
      Array.from({ length: DEVICE_LIMIT.max + 1 }, (_, i) => ({
        email: DEMO_STAFF.email,
        password: `stolen-cookie-${i}`,
        address: `10.8.${i}.1`,
        device,
      })),
    );
    expect(guesses.map((r) => r.status)).toEqual([
      ...Array<number>(DEVICE_LIMIT.max).fill(401),
      429,
    ]);

    // The staff member's cookie does nothing for the owner's email: the usual limits apply.
    const moved = await inTurn(
      Array.from({ length: PAIR_LIMIT.max + 1 }, (_, i) => ({
        email: DEMO_OWNER.email,
        password: `moved-${i}`,
        address: '198.51.100.31',
        device,
      })),
    );
    expect(moved.at(-1)?.status).toBe(429);
    // A made-up cookie is no cookie.
    const forged = await attempt({
      ...DEMO_OWNER,
      address: '198.51.100.31',
      device: `${device!.split('.')[0]}.${'A'.repeat(43)}`,
    });
    expect(forged.status).toBe(429);
  });
});
