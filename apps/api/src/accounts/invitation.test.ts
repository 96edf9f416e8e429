import { STAFF_INVITATION_TTL_SECONDS, type StaffInvited } from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { DEMO_OWNER, DEMO_SHOP_ID, OUTLET_SHOP_ID } from '../db/seed';
import { createTestContext, TEST_ADMIN_URL, type TestContext } from '../test/context';
import { callJson, setCookies, signIn, verify, type Session } from '../test/session';
import { solvedProof } from './botguard.test-helper';
import { plainSpaces, retryClock } from './retry-clock.test-helper';
import { PAIR_LIMIT } from './throttle';

let ctx: TestContext;
let owner: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
});
afterAll(() => ctx.close());

let people = 0;
async function invite(
  permission: string[] = ['customer'],
  email = `invited${++people}@example.com`,
): Promise<StaffInvited & { token: string }> {
  const res = await callJson<StaffInvited>(ctx, 'POST', 'settings/staff', {
    session: owner,
    body: { email, first_name: 'Riley', last_name: 'Quinn', permission },
  });
  expect(res.status).toBe(201);
  const url = new URL(res.body.invitation.url);
  return { ...res.body, token: url.searchParams.get('token')! };
}

/** The invitation page: its status, HTML, CSRF cookie and form value. */
async function openPage(token: string, query = '', headers: Record<string, string> = {}) {
  const res = await ctx.accounts.request(`/invitation?token=${encodeURIComponent(token)}${query}`, {
    headers,
  });
  const html = await res.text();
  return {
    res,
    html,
    cookie: setCookies(res).get('accounts_csrf')?.value ?? '',
    csrf: /name="csrf" value="([^"]*)"/.exec(html)?.[1] ?? '',
  };
}

async function submit(
  form: { cookie: string; csrf: string },
  fields: Record<string, string>,
  query = '',
): Promise<Response> {
  return ctx.accounts.request(`/invitation${query}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `accounts_csrf=${form.cookie}`,
    },
    body: new URLSearchParams({ csrf: form.csrf, ...fields }).toString(),
  });
}

/** Open the link and choose a password, as a new person does. */
async function accept(token: string, password = 'riley-pass-123', confirm = password) {
  const page = await openPage(token);
  return submit(page, { token, password, password_confirm: confirm });
}

async function sessionFrom(res: Response): Promise<Session> {
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(`${TEST_ADMIN_URL}/admin/auth/verify`);
  const verified = await verify(ctx, location.searchParams.get('code')!);
  expect(verified.status).toBe(200);
  const cookies = setCookies(verified);
  return {
    accessToken: ((await verified.json()) as { access_token: string }).access_token,
    refreshToken: cookies.get('shop_refresh')!.value,
    xsrf: cookies.get('XSRF-TOKEN')!.value,
  };
}

const accountOf = async (email: string) =>
  (await ctx.db.query('SELECT id FROM accounts WHERE email = $1', [email]))[0];

describe('the invitation page for a new person', () => {
  it('asks for a new password, names the shop and the e-mail, with a strict CSP and no script', async () => {
    const { token, member } = await invite();
    const { res, html } = await openPage(token);
    expect(res.status).toBe(200);
    expect(html).toContain('<h1>Join Demo Shop</h1>');
    expect(html).toContain('Hello Riley');
    expect(html).toContain(`value="${member.email}" readonly`);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(
      /<input id="password" name="password" type="password" autocomplete="new-password"/,
    );
    expect(html).toMatch(/<label for="password_confirm">Confirm password<\/label>/);
    expect(html).toContain('<button type="submit">Create account and sign in</button>');
    expect(html).not.toMatch(/<script/i);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(html).toContain(`<style nonce="${nonce}">`);
    // The sign-in page's policy, less its script.
    expect(csp).toBe(
      [
        "default-src 'none'",
        `style-src 'nonce-${nonce}'`,
        `form-action 'self' ${TEST_ADMIN_URL}`,
        "frame-ancestors 'none'",
        "base-uri 'none'",
      ].join('; '),
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>Join Demo Shop · Shop admin</title>');
  });

  it('speaks Azerbaijani when asked, in the page, its answers and the link to the other language', async () => {
    const { token } = await invite();
    const page = await openPage(token, '&lang=az');
    expect(page.res.status).toBe(200);
    expect(page.res.headers.get('content-language')).toBe('az');
    const { html } = page;
    expect(html).toContain('<html lang="az" dir="ltr">');
    expect(html).toContain('<h1>Demo Shop mağazasına qoşulun</h1>');
    expect(html).toContain('Salam, Riley!');
    expect(html).toMatch(/<label for="password">Şifrə<\/label>/);
    expect(html).toMatch(/<label for="password_confirm">Şifrəni təsdiqləyin<\/label>/);
    expect(html).toContain('<p class="hint" id="password-hint">Ən azı 8 simvol.</p>');
    expect(html).toContain('<button type="submit">Hesab yarat və daxil ol</button>');
    expect(html).toContain('action="/invitation?lang=az"');
    expect(html).toContain(
      `<a href="/invitation?token=${token}&amp;lang=en" lang="en" hreflang="en">English</a>`,
    );

    const res = await submit(
      page,
      { token, password: 'long-enough-1', password_confirm: 'long-enough-2' },
      '?lang=az',
    );
    expect(res.status).toBe(400);
    const answer = await res.text();
    expect(answer).toContain('<html lang="az" dir="ltr">');
    expect(answer).toContain(
      '<p class="error" role="alert" id="invitation-error">İki şifrə eyni deyil.</p>',
    );
  });

  it("follows the browser's Accept-Language, and falls back to English for others", async () => {
    const az = await openPage('made-up', '', { 'accept-language': 'az-AZ,az;q=0.9,en;q=0.8' });
    expect(az.res.status).toBe(404);
    expect(az.html).toContain('<html lang="az" dir="ltr">');
    expect(az.html).toContain('<h1>Bu dəvət linki işləmir</h1>');
    const other = await openPage('made-up', '', { 'accept-language': 'ka-GE, ru;q=0.8' });
    expect(other.html).toContain('<html lang="en" dir="ltr">');
    expect(other.html).toContain('<h1>This invitation link does not work</h1>');
  });

  it('signs the new member in, holding exactly the chosen policies in that shop', async () => {
    const { token, member } = await invite(['customer']);
    const session = await sessionFrom(await accept(token));
    const me = await callJson<{ role: string; permission: string[]; first_name: string }>(
      ctx,
      'GET',
      'account',
      { session },
    );
    expect(me.body).toMatchObject({
      role: 'STAFF',
      permission: ['customer'],
      first_name: 'Riley',
      email: member.email,
    });
    expect((await callJson(ctx, 'GET', 'customers/count', { session })).status).toBe(200);
    expect((await callJson(ctx, 'GET', 'products/count', { session })).status).toBe(403);
    // The staff list shows them as joined, under their account's id.
    const list = await callJson<{ items: { id: string; email: string; status: string }[] }>(
      ctx,
      'GET',
      'settings/staff',
      { session: owner },
    );
    const joined = list.body.items.find((m) => m.email === member.email)!;
    expect(joined.status).toBe('active');
    expect(joined.id).toMatch(/^acct_/);
    // They can sign in later with the password they chose.
    await signIn(ctx, member.email, 'riley-pass-123');
  });

  it('works once', async () => {
    const { token } = await invite();
    await sessionFrom(await accept(token));
    const again = await openPage(token);
    expect(again.res.status).toBe(404);
    expect(again.html).toContain('This invitation link does not work');
    const reused = await accept(token, 'another-pass-123');
    expect(reused.status).toBe(404);
  });

  it('keeps the form with a message on a short, missing or unconfirmed password; makes no account', async () => {
    const { token, member } = await invite();
    for (const [password, confirm, message] of [
      ['', '', 'Enter your password'],
      ['short', 'short', 'Must be at least 8 characters'],
      ['long-enough-1', 'long-enough-2', 'The two passwords are not the same.'],
    ] as const) {
      const res = await accept(token, password, confirm);
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain(`<p class="error" role="alert" id="invitation-error">${message}</p>`);
      expect(html).toContain('aria-invalid="true"');
      expect(html).toContain(`name="token" value="${token}"`);
    }
    expect(await accountOf(member.email)).toBeUndefined();
  });

  it('expires after a week; a new link works and the old one does not', async () => {
    const { token, member } = await invite();
    ctx.clock.advance(STAFF_INVITATION_TTL_SECONDS);
    const expired = await openPage(token);
    expect(expired.res.status).toBe(410);
    expect(expired.html).toContain('This invitation has expired');
    expect((await accept(token)).status).toBe(410);
    expect(await accountOf(member.email)).toBeUndefined();

    // The owner's session outlived its access token: sign in again, and renew the link.
    owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
    const renewed = await callJson<StaffInvited>(
      ctx,
      'POST',
      `settings/staff/${member.id}/invitation`,
      { session: owner },
    );
    expect(renewed.status).toBe(200);
    const fresh = new URL(renewed.body.invitation.url).searchParams.get('token')!;
    expect((await openPage(token)).res.status).toBe(404);
    await sessionFrom(await accept(fresh));
  });

  it('refuses a withdrawn invitation, an unknown token and a missing one alike', async () => {
    const { token, member } = await invite();
    const del = await callJson(ctx, 'DELETE', `settings/staff/${member.id}`, { session: owner });
    expect(del.status).toBe(204);
    for (const t of [token, 'made-up', '']) {
      const { res, html } = await openPage(t);
      expect(res.status, t).toBe(404);
      expect(html).toContain('This invitation link does not work');
    }
  });

  it('refuses a post without the anti-CSRF value, and text no database can hold', async () => {
    const { token, member } = await invite();
    const page = await openPage(token);
    const forged = await submit(
      { cookie: page.cookie, csrf: 'forged' },
      { token, password: 'riley-pass-123', password_confirm: 'riley-pass-123' },
    );
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('This form has expired. Please try again.');
    const nul = await submit(page, {
      token,
      password: 'riley\u0000pass',
      password_confirm: 'riley\u0000pass',
    });
    expect(nul.status).toBe(400);
    expect(await accountOf(member.email)).toBeUndefined();
  });

  it('escapes what it shows', async () => {
    await ctx.db.query(`UPDATE shops SET name = '<b>Shop</b>' WHERE id = $1`, [DEMO_SHOP_ID]);
    try {
      const { token } = await invite();
      const { html } = await openPage(token);
      expect(html).not.toContain('<b>Shop</b>');
      expect(html).toContain('&lt;b&gt;Shop&lt;/b&gt;');
    } finally {
      await ctx.db.query(`UPDATE shops SET name = 'Demo Shop' WHERE id = $1`, [DEMO_SHOP_ID]);
    }
  });
});

describe('the invitation page for a person with an account', () => {
  const email = 'outlet.clerk@example.com';
  const password = 'clerk-pass-123';

  beforeAll(async () => {
    // A clerk of the outlet, not of the demo shop.
    await ctx.db.query(
      `INSERT INTO accounts (id, email, password_hash, first_name, last_name, created_at, updated_at)
       VALUES ('acct_clerk', $1, $2, 'Casey', 'Clerk', 0, 0)`,
      [email, await hashPassword(password)],
    );
    await ctx.db.query(
      `INSERT INTO account_shops (account_id, shop_id, role, permission, created_at, updated_at)
       VALUES ('acct_clerk', $1, 'STAFF', '{order}', 0, 0)`,
      [OUTLET_SHOP_ID],
    );
  });

  it('asks for their password; a wrong one is refused, the right one joins them with the chosen policies', async () => {
    const { token } = await invite(['customer', 'product'], email);
    const page = await openPage(token);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('You already have an account');
    expect(page.html).toMatch(/autocomplete="current-password"/);
    expect(page.html).not.toContain('password_confirm');

    const wrong = await submit(page, { token, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Incorrect password.');

    const right = await submit(page, { token, password });
    expect(right.status).toBe(200);
    const html = await right.text();
    expect(html).toContain('<h1>You joined Demo Shop</h1>');
    expect(html).toContain('<a class="button" href="/">Sign in</a>');

    // Their own shop still opens first; the demo shop is theirs too, with its own policies.
    const rows = await ctx.db.query<{ shop_id: string; permission: string[]; position: number }>(
      'SELECT shop_id, permission, position FROM account_shops WHERE account_id = $1 ORDER BY position',
      ['acct_clerk'],
    );
    expect(rows).toEqual([
      { shop_id: OUTLET_SHOP_ID, permission: ['order'], position: 0 },
      { shop_id: DEMO_SHOP_ID, permission: ['product', 'customer'], position: 1 },
    ]);
    const [named] = await ctx.db.query('SELECT first_name FROM accounts WHERE id = $1', [
      'acct_clerk',
    ]);
    expect(named).toEqual({ first_name: 'Casey' });
    expect((await openPage(token)).res.status).toBe(404);
  });

  it('counts password attempts against the sign-in limits', async () => {
    const other = 'limited.clerk@example.com';
    await ctx.db.query(
      `INSERT INTO accounts (id, email, password_hash, first_name, last_name, created_at, updated_at)
       VALUES ('acct_limited', $1, $2, 'Lee', 'Limited', 0, 0)`,
      [other, await hashPassword(password)],
    );
    const { token } = await invite(['customer'], other);
    const page = await openPage(token);
    for (let i = 0; i < PAIR_LIMIT.max; i++) {
      expect((await submit(page, { token, password: `guess-${i}` })).status).toBe(401);
    }
    const limited = await submit(page, { token, password });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBe(PAIR_LIMIT.windowSeconds);
    expect(plainSpaces(await limited.text())).toContain(
      `Too many attempts. Try again in 15 minutes (at ${retryClock(ctx.clock.now(), retryAfter).en}).`,
    );
    expect((await openPage(token)).res.status).toBe(200);
  });
});

describe('joining with an account whose shop guards its sign-in (botguard)', () => {
  const email = 'guarded.clerk@example.com';
  const password = 'guarded-pass-123';
  let token: string;
  const shopsOf = async () =>
    (
      await ctx.db.query<{ shop_id: string }>(
        'SELECT shop_id FROM account_shops WHERE account_id = $1 ORDER BY position',
        ['acct_guarded'],
      )
    ).map((row) => row.shop_id);

  beforeAll(async () => {
    await ctx.db.query(
      `INSERT INTO accounts (id, email, password_hash, first_name, last_name, created_at, updated_at)
       VALUES ('acct_guarded', $1, $2, 'Gale', 'Guarded', 0, 0)`,
      [email, await hashPassword(password)],
    );
    await ctx.db.query(
      `INSERT INTO account_shops (account_id, shop_id, role, permission, created_at, updated_at)
       VALUES ('acct_guarded', $1, 'STAFF', '{order}', 0, 0)`,
      [OUTLET_SHOP_ID],
    );
    // The outlet asks every sign-in of its people for the proof of work.
    await ctx.db.query(
      `INSERT INTO shop_botguard (shop_id, enabled, level, updated_at) VALUES ($1, true, 'always', 1)`,
      [OUTLET_SHOP_ID],
    );
    ({ token } = await invite(['customer'], email));
  });
  afterAll(async () => {
    await ctx.db.query('DELETE FROM shop_botguard WHERE shop_id = $1', [OUTLET_SHOP_ID]);
  });

  it('carries the challenge and the script that solves it, as the sign-in form does', async () => {
    const { res, html } = await openPage(token);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toMatch(
      /<form method="post" action="\/invitation" data-botguard-bits="\d+" novalidate>/,
    );
    expect(html).toContain('name="botguard_challenge"');
  });

  it('answers a join without the proof as a wrong password, right password or not; joins with it', async () => {
    const page = await openPage(token);

    const without = await submit(page, { token, password });
    expect(without.status).toBe(401);
    expect(await without.text()).toContain(
      '<p class="error" role="alert" id="invitation-error">Incorrect password.</p>',
    );
    expect(await shopsOf()).toEqual([OUTLET_SHOP_ID]);

    const forged = await submit(page, {
      token,
      password,
      botguard_challenge: 'junk',
      botguard_solution: '1',
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('This page has expired. Open the invitation link again.');
    expect(await shopsOf()).toEqual([OUTLET_SHOP_ID]);

    const right = await submit(page, { token, password, ...solvedProof(page.html) });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('<h1>You joined Demo Shop</h1>');
    expect(await shopsOf()).toEqual([OUTLET_SHOP_ID, DEMO_SHOP_ID]);
  });
});
