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
import { plainSpaces, retryClock } from './retry-clock.test-helper';
import { fromAddress } from './sign-in-attempts.test-helper';
import { PAIR_LIMIT } from './throttle';

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
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(res.headers.get('content-language')).toBe('en');
    expect(html).toContain('<title>Sign in · Shop admin</title>');
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

describe('the sign-in page in the reader language', () => {
  /** GET the page with these request headers. */
  const open = async (path: string, headers: Record<string, string> = {}) => {
    const res = await ctx.accounts.request(path, { headers });
    expect(res.status).toBe(200);
    return { res, html: await res.text() };
  };
  const languageOf = (html: string) => /<html lang="([^"]+)" dir="([^"]+)">/.exec(html)?.slice(1);

  it('speaks Azerbaijani when the address asks for it, and keeps it in the form and its links', async () => {
    const { res, html } = await open('/?from=/orders&lang=az');
    expect(languageOf(html)).toEqual(['az', 'ltr']);
    expect(res.headers.get('content-language')).toBe('az');
    expect(html).toContain('<title>Daxil ol · Mağaza idarəetmə paneli</title>');
    expect(html).toContain('<h1>Daxil olun</h1>');
    expect(html).toMatch(/<label for="email">E-poçt<\/label>/);
    expect(html).toMatch(/<label for="password">Şifrə<\/label>/);
    expect(html).toContain('<button type="submit">Daxil ol</button>');
    expect(html).toContain('data-waiting="Daxil olanın insan olduğu yoxlanılır…"');
    expect(html).not.toMatch(/>(Email|Password|Sign in)</);
    // The answer to the form comes in the same language.
    expect(html).toContain('action="/sign-in?lang=az"');
    expect(html).toContain('name="from" value="/orders"');
  });

  it('offers the other language as a link that keeps the page to return to', async () => {
    const { html } = await open(`/?from=${encodeURIComponent('/customers?q=a&b')}`);
    expect(html).toMatch(/<nav class="languages" aria-label="Language">/);
    expect(html).toContain('<span lang="en" aria-current="true">English</span>');
    const link = /<a href="([^"]+)" lang="az" hreflang="az">Azərbaycanca<\/a>/.exec(html);
    expect(link).not.toBeNull();
    const href = link![1]!.replaceAll('&amp;', '&');
    expect(href).toBe('/?from=%2Fcustomers%3Fq%3Da%26b&lang=az');

    const followed = await open(href);
    expect(languageOf(followed.html)).toEqual(['az', 'ltr']);
    expect(followed.html).toContain('name="from" value="/customers?q=a&amp;b"');
    expect(followed.html).toMatch(/<nav class="languages" aria-label="Dil">/);
    expect(followed.html).toContain(
      '<a href="/?from=%2Fcustomers%3Fq%3Da%26b&amp;lang=en" lang="en" hreflang="en">English</a>',
    );
  });

  it("honours the browser's Accept-Language, most wanted first", async () => {
    const az = await open('/', { 'accept-language': 'fr-FR, az-AZ;q=0.8, en;q=0.5' });
    expect(languageOf(az.html)).toEqual(['az', 'ltr']);
    expect(az.html).toMatch(/<label for="email">E-poçt<\/label>/);
    // Chosen by the browser, which says so again with every request: the form needs no lang.
    expect(az.html).toContain('action="/sign-in"');

    const en = await open('/', { 'accept-language': 'az;q=0.4, en-GB;q=0.9' });
    expect(languageOf(en.html)).toEqual(['en', 'ltr']);
  });

  it("follows the admin's lang cookie, and an explicit ?lang= over it", async () => {
    const cookie = await open('/', { cookie: 'lang=az', 'accept-language': 'en' });
    expect(languageOf(cookie.html)).toEqual(['az', 'ltr']);
    const query = await open('/?lang=en', { cookie: 'lang=az' });
    expect(languageOf(query.html)).toEqual(['en', 'ltr']);
  });

  it('falls back to English for a language it does not have', async () => {
    for (const [path, headers] of [
      ['/?lang=fr', {}],
      ['/?lang=xx', { 'accept-language': 'fr-FR, de;q=0.8' }],
      ['/', { 'accept-language': 'az;q=0, *' }],
      ['/', { cookie: 'lang=ru' }],
    ] as const) {
      const { html } = await open(path, headers);
      expect(languageOf(html), `${path} ${JSON.stringify(headers)}`).toEqual(['en', 'ltr']);
      expect(html).toMatch(/<label for="email">Email<\/label>/);
    }
  });

  /** The sign-in form posted as the Azerbaijani page sends it, from an address of its own. */
  const postInAzerbaijani = async (fields: Record<string, string>, address: string) => {
    const form = await openSignInForm(ctx, '?lang=az');
    return ctx.accounts.request(
      '/sign-in?lang=az',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `accounts_csrf=${form.cookie}`,
        },
        body: new URLSearchParams({ csrf: form.csrf, ...fields }).toString(),
      },
      fromAddress(address),
    );
  };

  it('answers a wrong password in the language of the form', async () => {
    const res = await postInAzerbaijani(
      { email: DEMO_OWNER.email, password: 'nope-nope' },
      '198.51.100.70',
    );
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(languageOf(html)).toEqual(['az', 'ltr']);
    expect(html).toContain(
      '<p class="error" role="alert" id="sign-in-error">E-poçt və ya şifrə yanlışdır.</p>',
    );
    expect(html).toContain('action="/sign-in?lang=az"');
  });

  it('says when to try again after too many attempts, with the time as Azerbaijani writes it', async () => {
    const email = 'lang.limit@example.com';
    for (let i = 0; i < PAIR_LIMIT.max; i++) {
      const res = await postInAzerbaijani({ email, password: `guess-${i}` }, '198.51.100.71');
      expect(res.status).toBe(401);
    }
    const blocked = await postInAzerbaijani({ email, password: 'guess-x' }, '198.51.100.71');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe(String(PAIR_LIMIT.windowSeconds));
    const until = retryClock(ctx.clock.now(), PAIR_LIMIT.windowSeconds).az;
    expect(plainSpaces(await blocked.text())).toContain(
      `<p class="error" role="alert" id="sign-in-error">Həddən artıq giriş cəhdi edildi. 15 dəqiqədən sonra yenidən cəhd edin (saat ${until}).</p>`,
    );
  });

  it('keeps the language on a reload of /sign-in', async () => {
    const res = await ctx.accounts.request('/sign-in?from=/orders&lang=az');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/?from=%2Forders&lang=az');
  });

  it('says "not found" in the language too', async () => {
    const res = await ctx.accounts.request('/nowhere?lang=az');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Tapılmadı\n');
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
