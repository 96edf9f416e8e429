import {
  OLD_PASSWORD_REQUIRED,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  UPLOAD_SRC_INVALID,
  VERSION_REQUIRED,
  type Account,
} from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHECK_LIMIT } from '../auth/account-limits';
import { DEMO_OWNER, DEMO_STAFF } from '../db/seed';
import { createTestContext, type TestContext } from '../test/context';
import { callJson, openSignInForm, postSignIn, signIn, type Session } from '../test/session';

let ctx: TestContext;
let staff: Session;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await signIn(ctx, DEMO_STAFF.email, DEMO_STAFF.password);
});
afterAll(() => ctx.close());

/** An address as POST /uploads gives it. */
const OWN_UPLOAD = '/uploads/2025/07/5f0c2a9e1b7d4c3a8e6f9b0d1c2e3f4a.png';

const account = async () =>
  (await callJson<Account>(ctx, 'GET', 'account', { session: staff })).body;
/** The account's version, which every save of the account says it edits. */
const version = async () => (await account()).updated_at;

describe('GET account', () => {
  it('returns the signed-in user', async () => {
    expect(await account()).toMatchObject({
      id: 'acct_staff',
      role: 'STAFF',
      permission: ['product', 'order'],
      email: DEMO_STAFF.email,
      first_name: 'Sam',
      last_name: 'Rivera',
      profile_image: null,
      updated_at: expect.any(Number),
    });
  });
});

describe('PUT account', () => {
  it('updates names and the profile image, trimming input', async () => {
    const res = await callJson<Account>(ctx, 'PUT', 'account', {
      session: staff,
      body: {
        first_name: '  Samantha ',
        last_name: 'Rivera',
        profile_image: { src: OWN_UPLOAD },
        updated_at: await version(),
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      first_name: 'Samantha',
      profile_image: { src: OWN_UPLOAD },
    });
    expect(await account()).toEqual(res.body);
  });

  it('keeps the image when the field is absent and removes it on null', async () => {
    await callJson(ctx, 'PUT', 'account', {
      session: staff,
      body: { first_name: 'Sam', last_name: 'Rivera', updated_at: await version() },
    });
    expect((await account()).profile_image).toEqual({ src: OWN_UPLOAD });
    await callJson(ctx, 'PUT', 'account', {
      session: staff,
      body: {
        first_name: 'Sam',
        last_name: 'Rivera',
        profile_image: null,
        updated_at: await version(),
      },
    });
    expect((await account()).profile_image).toBeNull();
  });

  it('takes only one of our uploads as the picture, and changes nothing otherwise', async () => {
    const before = await account();
    for (const src of [
      'javascript:alert(document.cookie)',
      'https://tracker.example.com/pixel.png',
      '//tracker.example.com/pixel.png',
      '/uploads/../api/admin/v1/account',
      `${OWN_UPLOAD}?who=sam`,
      'data:image/svg+xml,<svg onload=alert(1)>',
      `/uploads/2025/07/${'a'.repeat(50_000)}.png`,
    ]) {
      const res = await callJson(ctx, 'PUT', 'account', {
        session: staff,
        body: {
          first_name: 'Sam',
          last_name: 'Rivera',
          profile_image: { src },
          updated_at: before.updated_at,
        },
      });
      expect(res.status, src.slice(0, 60)).toBe(422);
      expect(res.body).toEqual({
        message: 'Validation failed',
        errors: [{ field: 'profile_image.src', title: UPLOAD_SRC_INVALID }],
      });
    }
    expect(await account()).toEqual(before);
  });

  it('changes nothing when validation fails', async () => {
    const before = await account();
    const res = await callJson(ctx, 'PUT', 'account', {
      session: staff,
      body: { first_name: 'Changed', last_name: '', updated_at: await version() },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Validation failed',
      errors: [{ field: 'last_name', title: 'Required' }],
    });
    expect(await account()).toEqual(before);
  });
});

describe('PUT account: versions', () => {
  it('refuses a save without the version it edits (428), changing nothing', async () => {
    const before = await account();
    const res = await callJson(ctx, 'PUT', 'account', {
      session: staff,
      body: { first_name: 'Nobody', last_name: 'Knows' },
    });
    expect(res.status).toBe(428);
    expect(res.body).toEqual({
      message: VERSION_REQUIRED,
      errors: [{ field: 'updated_at', title: VERSION_REQUIRED }],
    });
    expect(await account()).toEqual(before);
  });

  it('answers 409 with the account as saved meanwhile to a save of an older version', async () => {
    const loaded = await account();
    const first = await callJson<Account>(ctx, 'PUT', 'account', {
      session: staff,
      body: { first_name: 'Samuel', last_name: 'Rivera', updated_at: loaded.updated_at },
    });
    expect(first.status).toBe(200);
    expect(first.body.updated_at).toBeGreaterThan(loaded.updated_at);
    const second = await callJson<{ current: Account }>(ctx, 'PUT', 'account', {
      session: staff,
      body: { first_name: 'Sammy', last_name: 'Rivera', updated_at: loaded.updated_at },
    });
    expect(second.status).toBe(409);
    expect(second.body.current).toEqual(first.body);
    expect(await account()).toEqual(first.body);
    // The e-mail is part of the same record: an older version is refused there too.
    const email = await callJson(ctx, 'PUT', 'account/email', {
      session: staff,
      body: {
        email: 'sam@example.com',
        password: DEMO_STAFF.password,
        updated_at: loaded.updated_at,
      },
    });
    expect(email.status).toBe(409);
    expect((await account()).email).toBe(DEMO_STAFF.email);
    await callJson(ctx, 'PUT', 'account', {
      session: staff,
      body: { first_name: 'Sam', last_name: 'Rivera', updated_at: first.body.updated_at },
    });
  });
});

describe('PUT account/email', () => {
  it("asks for the password with §5's message", async () => {
    const res = await callJson(ctx, 'PUT', 'account/email', {
      session: staff,
      body: { email: 'sam@example.com', password: '', updated_at: await version() },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Validation failed',
      errors: [{ field: 'password', title: PASSWORD_REQUIRED }],
    });
  });

  it('needs the right password', async () => {
    const res = await callJson(ctx, 'PUT', 'account/email', {
      session: staff,
      body: { email: 'sam@example.com', password: 'wrong-password', updated_at: await version() },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Validation failed',
      errors: [{ field: 'password', title: 'Incorrect password' }],
    });
    expect((await account()).email).toBe(DEMO_STAFF.email);
  });

  it('refuses an email another account uses', async () => {
    const res = await callJson(ctx, 'PUT', 'account/email', {
      session: staff,
      body: {
        email: 'OWNER@example.com',
        password: DEMO_STAFF.password,
        updated_at: await version(),
      },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: [{ field: 'email', title: expect.any(String) }] });
  });

  it('changes the email (lowercased); the new one signs in', async () => {
    const res = await callJson<Account>(ctx, 'PUT', 'account/email', {
      session: staff,
      body: {
        email: ' Sam.Rivera@Example.com ',
        password: DEMO_STAFF.password,
        updated_at: await version(),
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('sam.rivera@example.com');
    await signIn(ctx, 'sam.rivera@example.com', DEMO_STAFF.password);
    const form = await openSignInForm(ctx);
    expect((await postSignIn(ctx, form, DEMO_STAFF)).status).toBe(401);
    await callJson(ctx, 'PUT', 'account/email', {
      session: staff,
      body: { email: DEMO_STAFF.email, password: DEMO_STAFF.password, updated_at: await version() },
    });
  });
});

describe('PUT account/password', () => {
  it('gives §5\'s messages: "Enter old password" to the old one, "Enter your password" to the new', async () => {
    const res = await callJson(ctx, 'PUT', 'account/password', {
      session: staff,
      body: { old_password: '', new_password: '' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Validation failed',
      errors: [
        { field: 'old_password', title: OLD_PASSWORD_REQUIRED },
        { field: 'new_password', title: PASSWORD_REQUIRED },
      ],
    });
    const short = await callJson(ctx, 'PUT', 'account/password', {
      session: staff,
      body: { old_password: DEMO_STAFF.password, new_password: 'short' },
    });
    expect(short.body).toMatchObject({
      errors: [{ field: 'new_password', title: PASSWORD_TOO_SHORT }],
    });
  });

  it("keeps the account's version (a profile form open elsewhere saves on)", async () => {
    const before = await account();
    const res = await callJson(ctx, 'PUT', 'account/password', {
      session: staff,
      body: { old_password: DEMO_STAFF.password, new_password: DEMO_STAFF.password },
    });
    expect(res.status).toBe(204);
    expect(await account()).toEqual(before);
    const [row] = await ctx.db.query<{ at: number }>(
      'SELECT password_changed_at AS at FROM accounts WHERE id = $1',
      [before.id],
    );
    expect(Number(row!.at)).toBe(Math.floor(ctx.clock.now() / 1000));
  });

  it('needs the old password', async () => {
    const res = await callJson(ctx, 'PUT', 'account/password', {
      session: staff,
      body: { old_password: 'not-it', new_password: 'a-new-password' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Validation failed',
      errors: [{ field: 'old_password', title: 'Incorrect password' }],
    });
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const res = await callJson(ctx, 'PUT', 'account/password', {
      session: staff,
      body: { old_password: DEMO_STAFF.password, new_password: 'a-new-password' },
    });
    expect(res.status).toBe(204);
    await signIn(ctx, DEMO_STAFF.email, 'a-new-password');
    const form = await openSignInForm(ctx);
    expect((await postSignIn(ctx, form, DEMO_STAFF)).status).toBe(401);
  });

  it("ends the account's other sign-ins (tokens and refresh) and keeps the one that changed it", async () => {
    const changing = await signIn(ctx, DEMO_STAFF.email, 'a-new-password');
    const elsewhere = await signIn(ctx, DEMO_STAFF.email, 'a-new-password');
    const owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
    const res = await callJson(ctx, 'PUT', 'account/password', {
      session: changing,
      body: { old_password: 'a-new-password', new_password: 'another-new-password' },
    });
    expect(res.status).toBe(204);

    const refresh = (session: Session) =>
      callJson(ctx, 'POST', 'auth/refresh-token', {
        session: { ...session, accessToken: '' },
        refresh: session.refreshToken,
      });
    expect((await callJson(ctx, 'GET', 'account', { session: elsewhere })).status).toBe(401);
    expect((await refresh(elsewhere)).status).toBe(401);
    expect((await callJson(ctx, 'GET', 'account', { session: changing })).status).toBe(200);
    expect((await refresh(changing)).status).toBe(200);
    // Another user's sign-in is not touched.
    expect((await callJson(ctx, 'GET', 'account', { session: owner })).status).toBe(200);
  });

  it('a refused change (wrong old password) ends nothing', async () => {
    const changing = await signIn(ctx, DEMO_STAFF.email, 'another-new-password');
    const elsewhere = await signIn(ctx, DEMO_STAFF.email, 'another-new-password');
    const res = await callJson(ctx, 'PUT', 'account/password', {
      session: changing,
      body: { old_password: 'not-it', new_password: 'yet-another-password' },
    });
    expect(res.status).toBe(422);
    expect((await callJson(ctx, 'GET', 'account', { session: elsewhere })).status).toBe(200);
  });
});

describe('password checks', () => {
  it('are limited per account: past the limit a 429 with retry_after, the password unchecked', async () => {
    const owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
    const wrong = { old_password: 'not-it', new_password: 'a-new-password' };
    for (let i = 0; i < PASSWORD_CHECK_LIMIT.max; i++) {
      const res = await callJson(ctx, 'PUT', 'account/password', { session: owner, body: wrong });
      expect(res.status).toBe(422);
    }
    const blocked = await callJson<{ retry_after: number }>(ctx, 'PUT', 'account/password', {
      session: owner,
      body: { old_password: DEMO_OWNER.password, new_password: 'a-new-password' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.retry_after).toBeGreaterThan(0);
    // Refused before the check: the password did not change.
    await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
    ctx.clock.advance(blocked.body.retry_after);
  });
});
