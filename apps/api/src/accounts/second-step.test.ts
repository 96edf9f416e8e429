import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODE_CHECK_LIMIT } from '../auth/account-limits';
import { totpCode } from '../auth/totp';
import { DEMO_OWNER, DEMO_STAFF } from '../db/seed';
import { createTestContext, TEST_ADMIN_URL, type TestContext } from '../test/context';
import { callJson, openSignInForm, postSignIn, signIn, verify } from '../test/session';
import { textsFor } from './i18n';
import { SECOND_STEP_ERRORS, TICKET_MAX_FAILURES, TICKET_TTL } from './second-step';
import { plainSpaces, retryClock } from './retry-clock.test-helper';
import { postCode, ticketOf, turnOnMfa } from './second-step.test-helper';

const english = textsFor('en');
const CODE_MISSING = english.t(SECOND_STEP_ERRORS.codeMissing);
const CODE_WRONG = english.t(SECOND_STEP_ERRORS.codeWrong);
const TICKET_OVER = english.t(SECOND_STEP_ERRORS.ticketOver);

let ctx: TestContext;
let secret: string;
let recoveryCodes: string[];

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
  ({ secret, recoveryCodes } = await turnOnMfa(ctx, owner, DEMO_OWNER.password));
});
afterAll(() => ctx.close());
// Each test starts with fresh attempt limits, and on a new 30-second step (an app code is taken once).
beforeEach(async () => {
  await ctx.db.query('DELETE FROM attempt_counters');
  ctx.clock.advance(30);
});

/**
 * The owner's password, right: the page asking for the code, and the form to answer it with. With
 * `lang`, as the sign-in page in that language sends it (its form's action carries the language).
 */
async function passwordStep(from?: string, lang?: string) {
  if (lang) {
    const form = await openSignInForm(ctx, `?lang=${lang}`);
    const res = await ctx.accounts.request(`/sign-in?lang=${lang}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `accounts_csrf=${form.cookie}`,
      },
      body: new URLSearchParams({ csrf: form.csrf, ...DEMO_OWNER, from: from ?? '' }).toString(),
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    return { form, ticket: ticketOf(html)!, html, res };
  }
  const form = await openSignInForm(ctx);
  const res = await postSignIn(ctx, form, { ...DEMO_OWNER, ...(from ? { from } : {}) });
  expect(res.status).toBe(200);
  const html = await res.text();
  const ticket = ticketOf(html);
  expect(ticket).toMatch(/^[\w-]{43}$/);
  return { form, ticket: ticket!, html, res };
}

const appCode = () => totpCode(secret, ctx.clock.now());

describe('the second step', () => {
  it('asks for a code after the right password, issuing no sign-in code yet', async () => {
    const { html, res } = await passwordStep();
    expect(res.headers.get('location')).toBeNull();
    expect(html).toContain('<h1>Two-step verification</h1>');
    expect(html).toMatch(/<label for="code">Authentication code<\/label>/);
    expect(html).toMatch(/<input id="code" name="code" type="text" autocomplete="one-time-code"/);
    expect(html).toContain('<button type="submit">Verify</button>');
    expect(html).not.toMatch(/<script/i);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(await ctx.db.query('SELECT 1 FROM sign_in_codes WHERE used_at IS NULL')).toEqual([]);
  });

  it('a wrong password still gets the usual answer, and no second step', async () => {
    const form = await openSignInForm(ctx);
    const res = await postSignIn(ctx, form, { email: DEMO_OWNER.email, password: 'nope-nope' });
    expect(res.status).toBe(401);
    expect(ticketOf(await res.text())).toBeNull();
  });

  it('signs in with the code of the app: the redirect carries the one-time code and from', async () => {
    const { form, ticket } = await passwordStep('/orders?q=7');
    const res = await postCode(ctx, form, { ticket, code: appCode() });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${TEST_ADMIN_URL}/admin/auth/verify`);
    expect(location.searchParams.get('from')).toBe('/orders?q=7');
    const verified = await verify(ctx, location.searchParams.get('code')!);
    expect(verified.status).toBe(200);
    const { access_token } = (await verified.json()) as { access_token: string };
    const me = await callJson(ctx, 'GET', 'account', { bearer: access_token });
    expect(me.body).toMatchObject({ email: DEMO_OWNER.email });
    // The ticket is used up.
    const again = await postCode(ctx, form, { ticket, code: appCode() });
    expect(again.status).toBe(401);
    expect(await again.text()).toContain(TICKET_OVER);
  });

  it('takes an app code once: the same code cannot sign in a second time', async () => {
    const code = appCode();
    const first = await passwordStep();
    expect((await postCode(ctx, first.form, { ticket: first.ticket, code })).status).toBe(303);
    const second = await passwordStep();
    const res = await postCode(ctx, second.form, { ticket: second.ticket, code });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain(CODE_WRONG);
  });

  it('refuses a wrong code on the page, keeping the ticket for another try', async () => {
    const { form, ticket } = await passwordStep();
    const empty = await postCode(ctx, form, { ticket, code: '  ' });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(CODE_MISSING);
    const wrong = await postCode(ctx, form, {
      ticket,
      code: appCode() === '123456' ? '654321' : '123456',
    });
    expect(wrong.status).toBe(401);
    const html = await wrong.text();
    expect(html).toContain(`<p class="error" role="alert" id="code-error">${CODE_WRONG}</p>`);
    expect(html).toContain('aria-describedby="code-error" aria-invalid="true"');
    expect(ticketOf(html)).toBe(ticket);
    expect((await postCode(ctx, form, { ticket, code: appCode() })).status).toBe(303);
  });

  it('a recovery code signs in once (it is spent)', async () => {
    const code = recoveryCodes[0]!;
    const first = await passwordStep();
    expect((await postCode(ctx, first.form, { ticket: first.ticket, code })).status).toBe(303);
    const second = await passwordStep();
    const res = await postCode(ctx, second.form, { ticket: second.ticket, code });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain(CODE_WRONG);
    const status = await callJson<{ recovery_codes_left: number }>(
      ctx,
      'GET',
      'settings/security/mfa',
      { session: await signInWithCode() },
    );
    expect(status.body.recovery_codes_left).toBe(recoveryCodes.length - 1);
  });

  it(`ends a ticket after ${TICKET_MAX_FAILURES} wrong codes: then even the right one needs the password again`, async () => {
    const { form, ticket } = await passwordStep();
    for (let i = 1; i <= TICKET_MAX_FAILURES; i++) {
      const res = await postCode(ctx, form, { ticket, code: 'zzzzz-zzzzz' });
      expect(res.status).toBe(401);
      const html = await res.text();
      expect(html).toContain(i < TICKET_MAX_FAILURES ? CODE_WRONG : TICKET_OVER);
      expect(ticketOf(html)).toBe(i < TICKET_MAX_FAILURES ? ticket : null);
    }
    const late = await postCode(ctx, form, { ticket, code: appCode() });
    expect(late.status).toBe(401);
    expect(await late.text()).toContain(TICKET_OVER);
  });

  it('limits codes per account across tickets (429), and the limit ends', async () => {
    let tried = 0;
    while (tried < CODE_CHECK_LIMIT.max) {
      const { form, ticket } = await passwordStep();
      for (let i = 0; i < TICKET_MAX_FAILURES - 1 && tried < CODE_CHECK_LIMIT.max; i++, tried++) {
        await postCode(ctx, form, { ticket, code: 'zzzzz-zzzzz' });
      }
    }
    const { form, ticket } = await passwordStep();
    const blocked = await postCode(ctx, form, { ticket, code: appCode() });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    const minutes = Math.ceil(retryAfter / 60);
    const until = retryClock(ctx.clock.now(), retryAfter);
    expect(plainSpaces(await blocked.text())).toContain(
      `Too many codes were tried. Try again in ${minutes} minute${minutes === 1 ? '' : 's'} (at ${until.en}).`,
    );
    // The same answer in Azerbaijani, from the page in that language.
    const inAz = await postCode(ctx, form, { ticket, code: appCode() }, '?lang=az');
    expect(inAz.status).toBe(429);
    expect(inAz.headers.get('retry-after')).toBe(String(retryAfter));
    expect(plainSpaces(await inAz.text())).toContain(
      `Həddən artıq kod yoxlanıldı. ${minutes} dəqiqədən sonra yenidən cəhd edin (saat ${until.az}).`,
    );
    ctx.clock.advance(retryAfter);
    const after = await passwordStep();
    expect(
      (await postCode(ctx, after.form, { ticket: after.ticket, code: appCode() })).status,
    ).toBe(303);
  });

  it(`lets a ticket live ${TICKET_TTL / 60} minutes`, async () => {
    const { form, ticket } = await passwordStep();
    ctx.clock.advance(TICKET_TTL);
    const res = await postCode(ctx, form, { ticket, code: appCode() });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain(TICKET_OVER);
  });

  it('refuses a post without the anti-CSRF token, and an unknown ticket', async () => {
    const { form, ticket } = await passwordStep();
    const forged = await postCode(
      ctx,
      { cookie: form.cookie, csrf: 'forged' },
      {
        ticket,
        code: appCode(),
      },
    );
    expect(forged.status).toBe(403);
    expect(forged.headers.get('location')).toBeNull();
    const unknown = await postCode(ctx, form, { ticket: 'made-up', code: appCode() });
    expect(unknown.status).toBe(401);
  });

  it('speaks the language of the sign-in page it follows, and keeps it', async () => {
    const { form, ticket, html, res } = await passwordStep('/orders', 'az');
    expect(res.headers.get('content-language')).toBe('az');
    expect(html).toContain('<html lang="az" dir="ltr">');
    expect(html).toContain('<title>İki addımlı doğrulama · Mağaza idarəetmə paneli</title>');
    expect(html).toMatch(/<label for="code">Doğrulama kodu<\/label>/);
    expect(html).toContain('<button type="submit">Təsdiqlə</button>');
    expect(html).toContain('action="/sign-in/code?lang=az"');
    expect(html).toContain(
      '<a class="again" href="/?from=%2Forders&amp;lang=az">Yenidən daxil ol</a>',
    );

    const wrong = await postCode(
      ctx,
      form,
      { ticket, code: appCode() === '123456' ? '654321' : '123456' },
      '?lang=az',
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(
      '<p class="error" role="alert" id="code-error">Kod yanlışdır. Yenidən cəhd edin və ya bərpa kodlarınızdan birini istifadə edin.</p>',
    );
    // A reload of the answer starts over in the same language.
    const reload = await ctx.accounts.request('/sign-in/code?lang=az');
    expect(reload.headers.get('location')).toBe('/?lang=az');
  });

  it('leaves accounts without two-step sign-in as they were: straight to the admin', async () => {
    const form = await openSignInForm(ctx);
    const res = await postSignIn(ctx, form, DEMO_STAFF);
    expect(res.status).toBe(303);
  });
});

/** A session of the owner through both steps. */
async function signInWithCode() {
  ctx.clock.advance(30);
  const { form, ticket } = await passwordStep();
  const res = await postCode(ctx, form, { ticket, code: appCode() });
  const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
  const verified = await verify(ctx, code);
  const { access_token } = (await verified.json()) as { access_token: string };
  const xsrf = 'x'.repeat(43);
  return { accessToken: access_token, refreshToken: '', xsrf };
}
