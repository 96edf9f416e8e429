import { AUTH_COOKIE_PATH, REFRESH_COOKIE, XSRF_COOKIE, type TokenResponse } from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_SKEW_SECONDS } from '../auth/jwt';
import { REFRESH_TOKEN_TTL } from '../auth/sessions';
import { DEMO_OWNER, DEMO_STAFF } from '../db/seed';
import { createTestContext, TEST_ACCESS_TTL, type TestContext } from '../test/context';
import { callJson, setCookies, signIn, signInCode, verify, type Session } from '../test/session';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const owner = () => signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);

function refresh(session: Session, token = session.refreshToken) {
  return callJson<TokenResponse>(ctx, 'POST', 'auth/refresh-token', {
    session: { ...session, accessToken: '' },
    refresh: token,
  });
}

/** The refresh cookie a response sets (undefined when it sets none). */
function refreshCookie(res: Response) {
  return setCookies(res).get(REFRESH_COOKIE);
}

describe('access token', () => {
  it('stops working when it expires', async () => {
    const session = await owner();
    expect((await callJson(ctx, 'GET', 'account', { session })).status).toBe(200);
    // Replicas' clocks may differ by a few seconds: a token is taken that much past its expiry.
    ctx.clock.advance(TEST_ACCESS_TTL + CLOCK_SKEW_SECONDS - 1);
    expect((await callJson(ctx, 'GET', 'account', { session })).status).toBe(200);
    ctx.clock.advance(1);
    const expired = await callJson(ctx, 'GET', 'account', { session });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: 'Access token expired', errors: [] });
  });

  it('refuses a token signed with another key or tampered with', async () => {
    const session = await owner();
    const [h, p] = session.accessToken.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    expect((await callJson(ctx, 'GET', 'account', { bearer: forged })).status).toBe(401);
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const other = Buffer.from(JSON.stringify({ ...claims, sub: 'acct_staff' })).toString(
      'base64url',
    );
    const sig = session.accessToken.split('.')[2];
    expect((await callJson(ctx, 'GET', 'account', { bearer: `${h}.${other}.${sig}` })).status).toBe(
      401,
    );
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    expect((await callJson(ctx, 'GET', 'account', { bearer: none })).status).toBe(401);
  });
});

describe('auth/refresh-token', () => {
  it('rotates: a new access token and a new refresh cookie in the same family', async () => {
    const session = await owner();
    ctx.clock.advance(10);
    const first = await refresh(session);
    expect(first.status).toBe(200);
    expect(first.body.expires_in).toBe(TEST_ACCESS_TTL);
    expect(first.body.access_token).not.toBe(session.accessToken);
    const next = refreshCookie(first.res);
    expect(next?.value).toBeTruthy();
    expect(next?.value).not.toBe(session.refreshToken);
    expect(next?.attributes).toMatchObject({
      httponly: true,
      samesite: 'Strict',
      path: AUTH_COOKIE_PATH,
      secure: true,
    });
    // The XSRF cookie is renewed with the same value, so an open page keeps working.
    expect(setCookies(first.res).get(XSRF_COOKIE)?.value).toBe(session.xsrf);

    const me = await callJson(ctx, 'GET', 'account', { bearer: first.body.access_token });
    expect(me.status).toBe(200);

    const second = await refresh(session, next!.value);
    expect(second.status).toBe(200);
  });

  it('answers the signed-in account with the token, as GET account does', async () => {
    for (const user of [DEMO_OWNER, DEMO_STAFF]) {
      const code = await signInCode(ctx, user.email, user.password);
      const verified = await verify(ctx, code);
      const issued = (await verified.json()) as TokenResponse;
      const me = await callJson(ctx, 'GET', 'account', { bearer: issued.access_token });
      expect(me.status).toBe(200);
      expect(issued.account).toEqual(me.body);

      const cookies = setCookies(verified);
      const refreshed = await refresh({
        accessToken: issued.access_token,
        refreshToken: cookies.get(REFRESH_COOKIE)!.value,
        xsrf: cookies.get(XSRF_COOKIE)!.value,
      });
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.account).toEqual(me.body);
    }
  });

  it('treats reuse of a rotated token as theft and ends the whole family', async () => {
    const session = await owner();
    const rotated = await refresh(session);
    expect(rotated.status).toBe(200);
    const successor = refreshCookie(rotated.res)!.value;

    const replay = await refresh(session); // the old token again
    expect(replay.status).toBe(401);
    expect(refreshCookie(replay.res)?.attributes['max-age']).toBe('0');

    // The token it was rotated to no longer works either.
    const after = await refresh(session, successor);
    expect(after.status).toBe(401);
  });

  it('refuses without a cookie, with an unknown token, and after 30 days', async () => {
    const session = await owner();
    expect((await callJson(ctx, 'POST', 'auth/refresh-token', { session })).status).toBe(401);
    expect((await refresh(session, 'made-up')).status).toBe(401);
    ctx.clock.advance(REFRESH_TOKEN_TTL + 1);
    const expired = await refresh(session);
    expect(expired.status).toBe(401);
    expect(refreshCookie(expired.res)?.attributes['max-age']).toBe('0');
  });

  it('needs the XSRF header', async () => {
    const session = await owner();
    const res = await callJson(ctx, 'POST', 'auth/refresh-token', {
      session: { ...session, accessToken: '' },
      refresh: session.refreshToken,
      xsrf: false,
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Invalid XSRF token', errors: [] });
    // Refused before anything happened: the token still rotates.
    expect((await refresh(session)).status).toBe(200);
  });
});

describe('a visitor without a session', () => {
  it('gets 401 from refresh and 204 from logout, not an XSRF refusal', async () => {
    const refreshed = await callJson(ctx, 'POST', 'auth/refresh-token');
    expect(refreshed.status).toBe(401);
    expect(refreshed.body).toEqual({ message: 'No session', errors: [] });
    expect((await callJson(ctx, 'POST', 'auth/logout')).status).toBe(204);
  });
});

describe('auth/logout', () => {
  it('ends the session and clears both cookies', async () => {
    const session = await owner();
    const rotated = await refresh(session);
    const current = refreshCookie(rotated.res)!.value;

    const out = await callJson(ctx, 'POST', 'auth/logout', { session, refresh: current });
    expect(out.status).toBe(204);
    const cleared = setCookies(out.res);
    expect(cleared.get(REFRESH_COOKIE)?.attributes).toMatchObject({
      'max-age': '0',
      path: AUTH_COOKIE_PATH,
    });
    expect(cleared.get(XSRF_COOKIE)?.attributes).toMatchObject({ 'max-age': '0', path: '/' });

    expect((await refresh(session, current)).status).toBe(401);
    // The access tokens of that sign-in end with it, not at their expiry.
    const after = await callJson(ctx, 'GET', 'account', { session });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ message: 'Access token no longer valid' });
  });

  it('ends only its own sign-in: another one of the same user goes on', async () => {
    const leaving = await owner();
    const staying = await owner();
    await callJson(ctx, 'POST', 'auth/logout', {
      session: leaving,
      refresh: leaving.refreshToken,
    });
    expect((await callJson(ctx, 'GET', 'account', { session: staying })).status).toBe(200);
    expect((await refresh(staying)).status).toBe(200);
  });

  it('needs the XSRF header', async () => {
    const session = await owner();
    const res = await callJson(ctx, 'POST', 'auth/logout', {
      session,
      refresh: session.refreshToken,
      xsrf: false,
    });
    expect(res.status).toBe(403);
    expect((await refresh(session)).status).toBe(200);
  });
});
