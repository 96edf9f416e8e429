// auth/verify and auth/refresh-token are limited per address like the sign-in form: counted before the
// code or token is looked at, so a burst gets no more than the limit through.
import { API_BASE, REFRESH_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress } from '../accounts/sign-in-attempts.test-helper';
import { REFRESH_LIMIT, VERIFY_LIMIT } from '../auth/session-limits';
import { DEMO_OWNER } from '../db/seed';
import { createTestContext, type TestContext } from '../test/context';
import { setCookies, signIn, signInCode } from '../test/session';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function answer(res: Response) {
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as Record<string, unknown>,
    refreshCookie: setCookies(res).get(REFRESH_COOKIE),
  };
}

async function verifyFrom(address: string, code: string) {
  return answer(
    await ctx.app.request(
      `${API_BASE}/auth/verify`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      },
      fromAddress(address),
    ),
  );
}

async function refreshFrom(address: string, token: string) {
  const xsrf = 'x'.repeat(43);
  return answer(
    await ctx.app.request(
      `${API_BASE}/auth/refresh-token`,
      {
        method: 'POST',
        headers: {
          cookie: `${REFRESH_COOKIE}=${token}; ${XSRF_COOKIE}=${xsrf}`,
          [XSRF_HEADER]: xsrf,
        },
      },
      fromAddress(address),
    ),
  );
}

const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();

describe('auth/verify limit', () => {
  it('lets a burst of made-up codes from one address try 20, then answers 429 with the wait', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => verifyFrom('203.0.113.10', `made-up-code-${i}`)),
    );
    expect(statuses(results)).toEqual([
      ...Array<number>(VERIFY_LIMIT.max).fill(401),
      ...Array<number>(30 - VERIFY_LIMIT.max).fill(429),
    ]);
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.retryAfter).toBe(String(VERIFY_LIMIT.windowSeconds));
    expect(refused.body).toEqual({
      message: 'Too many attempts. Try again in 15 minutes.',
      errors: [],
      retry_after: VERIFY_LIMIT.windowSeconds,
    });

    // A real code waits at that address too (and is not used up by the refusal)...
    const code = await signInCode(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
    expect((await verifyFrom('203.0.113.10', code)).status).toBe(429);
    // ...while another address goes on.
    expect((await verifyFrom('198.51.100.10', code)).status).toBe(200);

    ctx.clock.advance(VERIFY_LIMIT.windowSeconds);
    const later = await signInCode(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
    expect((await verifyFrom('203.0.113.10', later)).status).toBe(200);
  });

  it('does not count codes that worked', async () => {
    for (let i = 0; i < VERIFY_LIMIT.max + 3; i++) {
      const code = await signInCode(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
      expect((await verifyFrom('192.0.2.60', code)).status).toBe(200);
    }
  });
});

describe('auth/refresh-token limit', () => {
  it('lets a burst of made-up tokens from one address try 30, then 429 without ending the session', async () => {
    const session = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => refreshFrom('203.0.113.11', `made-up-token-${i}`)),
    );
    expect(statuses(results)).toEqual([
      ...Array<number>(REFRESH_LIMIT.max).fill(401),
      ...Array<number>(40 - REFRESH_LIMIT.max).fill(429),
    ]);
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.retryAfter).toBe(String(REFRESH_LIMIT.windowSeconds));
    expect(refused.body).toMatchObject({ retry_after: REFRESH_LIMIT.windowSeconds });

    // The real session at that address must wait, and keeps its cookie (the token is not spent).
    const waiting = await refreshFrom('203.0.113.11', session.refreshToken);
    expect(waiting.status).toBe(429);
    expect(waiting.refreshCookie).toBeUndefined();
    ctx.clock.advance(REFRESH_LIMIT.windowSeconds);
    expect((await refreshFrom('203.0.113.11', session.refreshToken)).status).toBe(200);
  });

  it('does not count refreshes that worked', async () => {
    const session = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
    let token = session.refreshToken;
    for (let i = 0; i < REFRESH_LIMIT.max + 3; i++) {
      const res = await refreshFrom('192.0.2.61', token);
      expect(res.status).toBe(200);
      token = res.refreshCookie!.value;
    }
  });
});
