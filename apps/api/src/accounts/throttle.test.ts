import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_STAFF } from '../db/seed';
import { createTestContext, type TestContext } from '../test/context';
import { openSignInForm, postSignIn } from '../test/session';
import { MAX_SIGN_IN_FAILURES, SIGN_IN_WINDOW } from './throttle';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function tryPassword(email: string, password: string) {
  const form = await openSignInForm(ctx);
  const res = await postSignIn(ctx, form, { email, password });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), html: await res.text() };
}

describe('sign-in throttling', () => {
  it('after five wrong passwords for an email, refuses even the right one until the window passes', async () => {
    for (let i = 0; i < MAX_SIGN_IN_FAILURES; i++) {
      expect((await tryPassword(DEMO_OWNER.email, `wrong-${i}`)).status).toBe(401);
    }
    const blocked = await tryPassword(DEMO_OWNER.email, DEMO_OWNER.password);
    expect(blocked.status).toBe(429);
    expect(blocked.retryAfter).toBe(String(SIGN_IN_WINDOW));
    expect(blocked.html).toContain(
      '<p class="error" role="alert" id="sign-in-error">Too many sign-in attempts. Try again in 15 minutes.</p>',
    );
    expect(blocked.html).toContain(`value="${DEMO_OWNER.email}"`);
    // The same email in other letters is the same email.
    expect((await tryPassword('OWNER@example.com', DEMO_OWNER.password)).status).toBe(429);

    // Another account is not held up by it.
    expect((await tryPassword(DEMO_STAFF.email, DEMO_STAFF.password)).status).toBe(303);

    // The wait counts down from the first of the five failures.
    ctx.clock.advance(SIGN_IN_WINDOW - 60);
    const almost = await tryPassword(DEMO_OWNER.email, DEMO_OWNER.password);
    expect(almost.status).toBe(429);
    expect(almost.retryAfter).toBe('60');
    expect(almost.html).toContain('Try again in 1 minute.');

    ctx.clock.advance(60);
    expect((await tryPassword(DEMO_OWNER.email, DEMO_OWNER.password)).status).toBe(303);
  });

  it('a successful sign-in starts the count afresh', async () => {
    for (let i = 0; i < MAX_SIGN_IN_FAILURES - 1; i++) {
      expect((await tryPassword(DEMO_STAFF.email, `wrong-${i}`)).status).toBe(401);
    }
    expect((await tryPassword(DEMO_STAFF.email, DEMO_STAFF.password)).status).toBe(303);
    for (let i = 0; i < MAX_SIGN_IN_FAILURES - 1; i++) {
      expect((await tryPassword(DEMO_STAFF.email, `wrong-again-${i}`)).status).toBe(401);
    }
    expect((await tryPassword(DEMO_STAFF.email, DEMO_STAFF.password)).status).toBe(303);
  });

  it('counts unknown emails too, so guessing which emails exist is slowed the same way', async () => {
    for (let i = 0; i < MAX_SIGN_IN_FAILURES; i++) {
      expect((await tryPassword('nobody@example.com', `guess-${i}`)).status).toBe(401);
    }
    expect((await tryPassword('nobody@example.com', 'guess')).status).toBe(429);
  });
});
