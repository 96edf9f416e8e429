import { AUTH_COOKIE_PATH, REFRESH_COOKIE, XSRF_COOKIE } from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_CODE_TTL } from '../auth/sessions';
import { DEMO_OWNER, DEMO_STAFF } from '../db/seed';
import { createTestContext, TEST_ADMIN_URL, type TestContext } from '../test/context';
import {
  callJson,
  openSignInForm,
  postSignIn,
  setCookies,
  signInCode,
  verify,
} from '../test/session';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('accounts sign-in page', () => {
  it('renders an accessible form with a strict CSP; its one script runs under the nonce', async () => {
    const res = await ctx.accounts.request('/?from=/customers?q=a%26b');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<input id="email" name="email" type="email"/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(html).toContain('name="from" value="/customers?q=a&amp;b"');

    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<style nonce="${nonce}">`);
    // The botguard's solver (botguard.ts) is the only script: inline under the nonce, no handler
    // attributes, nothing from elsewhere.
    expect(csp).toContain(`script-src 'nonce-${nonce}'`);
    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).not.toMatch(/<script[^>]*\ssrc=|\son[a-z]+=/i);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`form-action 'self' ${TEST_ADMIN_URL}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');

    const csrf = setCookies(res).get('accounts_csrf');
    expect(csrf?.attributes).toMatchObject({ httponly: true, samesite: 'Strict', path: '/' });
  });

  it('drops a `from` that is not a local path', async () => {
    for (const from of ['//evil.test/x', 'https://evil.test', '/\\evil.test', 'customers']) {
      const { html } = await openSignInForm(ctx, `?from=${encodeURIComponent(from)}`);
      expect(html).toContain('name="from" value=""');
    }
  });

  it('refuses a wrong password with a visible error and keeps the typed email', async () => {
    const form = await openSignInForm(ctx);
    const res = await postSignIn(ctx, form, {
      email: 'Owner@Example.com',
      password: 'nope-nope',
      from: '/orders',
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('location')).toBeNull();
    const html = await res.text();
    expect(html).toContain(
      '<p class="error" role="alert" id="sign-in-error">Incorrect email or password.</p>',
    );
    expect(html).toContain('value="owner@example.com"');
    expect(html).toContain('name="from" value="/orders"');
  });

  it('refuses text no database can hold with a 400, not a 500', async () => {
    for (const fields of [
      { email: 'owner@example.com\u0000', password: 'owner-pass-123' },
      { email: 'owner@example.com', password: 'owner\u0000pass' },
      { email: 'owner@example.com', password: 'owner-pass-123', from: '/orders\u0000' },
    ] as Record<string, string>[]) {
      const form = await openSignInForm(ctx);
      const res = await postSignIn(ctx, form, fields);
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      const html = await res.text();
      expect(html).toContain('contains a character that cannot be used.');
      expect(html).not.toContain('\u0000');
    }
  });

  it('gives an unknown email the same answer as a wrong password', async () => {
    const form = await openSignInForm(ctx);
    const res = await postSignIn(ctx, form, {
      email: 'nobody@example.com',
      password: 'owner-pass-123',
    });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('Incorrect email or password.');
  });

  it('escapes what it echoes', async () => {
    const form = await openSignInForm(ctx);
    const res = await postSignIn(ctx, form, {
      email: '"><script>alert(1)</script>',
      password: 'x',
    });
    const html = await res.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('refuses a post without the anti-CSRF token', async () => {
    const form = await openSignInForm(ctx);
    const forged = await postSignIn(ctx, { cookie: form.cookie, csrf: 'forged' }, DEMO_OWNER);
    expect(forged.status).toBe(403);
    expect(forged.headers.get('location')).toBeNull();
    const noCookie = await postSignIn(ctx, { cookie: '', csrf: form.csrf }, DEMO_OWNER);
    expect(noCookie.status).toBe(403);
  });

  it('sends a reload of /sign-in back to the form', async () => {
    const res = await ctx.accounts.request('/sign-in?from=/orders');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/?from=%2Forders');
  });

  it('redirects to the admin app with a one-time code and the from path', async () => {
    const form = await openSignInForm(ctx);
    const res = await postSignIn(ctx, form, { ...DEMO_OWNER, from: '/customers?q=x' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${TEST_ADMIN_URL}/admin/auth/verify`);
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get('from')).toBe('/customers?q=x');

    const noFrom = await postSignIn(ctx, form, DEMO_OWNER);
    expect(new URL(noFrom.headers.get('location')!).searchParams.has('from')).toBe(false);
  });

  it('remembers the browser after a sign-in with a strict cookie, and only then', async () => {
    const form = await openSignInForm(ctx);
    const wrong = await postSignIn(ctx, form, { email: DEMO_STAFF.email, password: 'nope-nope' });
    expect(setCookies(wrong).has('accounts_device')).toBe(false);
    const right = await postSignIn(ctx, form, DEMO_STAFF);
    const device = setCookies(right).get('accounts_device');
    expect(device?.value).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(device?.attributes).toEqual({
      'max-age': String(365 * 24 * 3600),
      path: '/',
      httponly: true,
      secure: true,
      samesite: 'Strict',
    });
  });
});

describe('auth/verify', () => {
  it('trades the code for an access token and sets the session cookies', async () => {
    const res = await verify(ctx, await signInCode(ctx, DEMO_OWNER.email, DEMO_OWNER.password));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    expect(body.expires_in).toBe(ctx.config.accessTokenTtl);
    expect(body.access_token.split('.')).toHaveLength(3);

    const cookies = setCookies(res);
    expect(cookies.get(REFRESH_COOKIE)?.attributes).toEqual({
      'max-age': String(30 * 24 * 3600),
      path: AUTH_COOKIE_PATH,
      httponly: true,
      secure: true,
      samesite: 'Strict',
    });
    const xsrf = cookies.get(XSRF_COOKIE)!;
    expect(xsrf.value.length).toBeGreaterThanOrEqual(32);
    expect(xsrf.attributes).toMatchObject({ path: '/', secure: true, samesite: 'Strict' });
    expect(xsrf.attributes.httponly).toBeUndefined();

    const me = await callJson(ctx, 'GET', 'account', { bearer: body.access_token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: DEMO_OWNER.email, role: 'OWNER', first_name: 'Alex' });
  });

  it('refuses a code the second time', async () => {
    const code = await signInCode(ctx, DEMO_STAFF.email, DEMO_STAFF.password);
    expect((await verify(ctx, code)).status).toBe(200);
    const again = await verify(ctx, code);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ errors: [] });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('refuses an expired code', async () => {
    const code = await signInCode(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
    ctx.clock.advance(SIGN_IN_CODE_TTL + 1);
    expect((await verify(ctx, code)).status).toBe(401);
  });

  it('accepts a code just inside its 60 s', async () => {
    const code = await signInCode(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
    ctx.clock.advance(SIGN_IN_CODE_TTL - 1);
    expect((await verify(ctx, code)).status).toBe(200);
  });

  it('refuses an unknown code and validates the body', async () => {
    expect((await verify(ctx, 'not-a-code')).status).toBe(401);
    const empty = await callJson(ctx, 'POST', 'auth/verify', { body: { code: ' ' } });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      message: 'Validation failed',
      errors: [{ field: 'code', title: 'Required' }],
    });
  });

  it('omits Secure on a plain-http LAN host, keeps it on https', async () => {
    const lan = await verify(
      ctx,
      await signInCode(ctx, DEMO_OWNER.email, DEMO_OWNER.password),
      'http://192.168.1.20:4000/api/admin/v1/auth/verify',
    );
    expect(setCookies(lan).get(REFRESH_COOKIE)?.attributes.secure).toBeUndefined();
    const tls = await verify(
      ctx,
      await signInCode(ctx, DEMO_OWNER.email, DEMO_OWNER.password),
      'https://shop.example.com/api/admin/v1/auth/verify',
    );
    expect(setCookies(tls).get(REFRESH_COOKIE)?.attributes.secure).toBe(true);
  });
});
