import {
  MFA_ALREADY_ON,
  MFA_CODE_FORMAT,
  MFA_CODE_INCORRECT,
  MFA_CODE_REQUIRED,
  MFA_ENROLMENT_TTL,
  MFA_NO_ENROLMENT,
  MFA_NOT_ON,
  PASSWORD_INCORRECT,
  PASSWORD_REQUIRED,
  RECOVERY_CODE_PATTERN,
  VERSION_REQUIRED,
  type BotguardSettings,
  type MfaEnrolment,
  type MfaRecoveryCodes,
  type MfaStatus,
  type SecurityOverview,
} from '@shop/admin-api';
import * as OTPAuth from 'otpauth';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODE_CHECK_LIMIT } from '../auth/account-limits';
import { totpCode } from '../auth/totp';
import { DEMO_OWNER } from '../db/seed';
import { demoShop, type Refused } from '../test/demo-shop';
import { callJson, type CallOptions } from '../test/session';

// The demo staff member holds `product` and `order`, not `security`.
const { ctx, owner, staff, signInAgain } = demoShop();

interface Refusal extends Refused<BotguardSettings> {
  retry_after?: number;
}

const call = <T>(method: string, path: string, options: CallOptions = {}) =>
  callJson<T & Refusal>(ctx, method, path, { session: owner, ...options });

const status = async () => (await call<MfaStatus>('GET', 'settings/security/mfa')).body;
const SECURITY_PATHS: [string, string][] = [
  ['GET', 'settings/security'],
  ['GET', 'settings/security/mfa'],
  ['POST', 'settings/security/mfa/enrolment'],
  ['POST', 'settings/security/mfa/confirm'],
  ['POST', 'settings/security/mfa/disable'],
  ['POST', 'settings/security/mfa/recovery-codes'],
  ['GET', 'settings/security/botguard'],
  ['PUT', 'settings/security/botguard'],
];

/** The codes checked by the settings count per account: start every test with a fresh budget. */
beforeEach(async () => {
  await ctx.db.query(`DELETE FROM attempt_counters`);
});

async function enrol(): Promise<MfaEnrolment> {
  const res = await call<MfaEnrolment>('POST', 'settings/security/mfa/enrolment', {
    body: { password: DEMO_OWNER.password },
  });
  expect(res.status).toBe(200);
  return res.body;
}

/** Moves the clock on to the next 30-second step, so an app code there is a new one. */
const nextStep = () => ctx.clock.advance(30);

describe('who may', () => {
  it('answers 401 without a session and 403 to a member without the security policy', async () => {
    for (const [method, path] of SECURITY_PATHS) {
      const body = method === 'GET' ? undefined : {};
      const anonymous = await callJson(ctx, method, path, {
        session: { ...owner, accessToken: '' },
        body,
      });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const denied = await callJson<Refusal>(ctx, method, path, { session: staff, body });
      expect(denied.status, `${method} ${path}`).toBe(403);
      expect(denied.body.message).toBe('This action requires the "security" permission');
    }
    expect((await status()).enabled).toBe(false);
  });
});

describe('GET settings/security', () => {
  it("shows each page's state", async () => {
    const res = await call<SecurityOverview>('GET', 'settings/security');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      password_changed_at: null,
      mfa: { enabled: false, enabled_at: null, recovery_codes_left: 0 },
      botguard: { enabled: false, level: 'risky', updated_at: 0 },
    });
  });
});

describe('two-step sign-in: enrolment', () => {
  it('asks for the password first, and changes nothing without the right one', async () => {
    const empty = await call('POST', 'settings/security/mfa/enrolment', { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual([{ field: 'password', title: PASSWORD_REQUIRED }]);
    const wrong = await call('POST', 'settings/security/mfa/enrolment', {
      body: { password: 'not-the-password' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([{ field: 'password', title: PASSWORD_INCORRECT }]);
    expect(await ctx.db.query('SELECT 1 FROM account_mfa')).toEqual([]);
  });

  it('gives a secret, its otpauth URI and the QR code as an SVG data URL', async () => {
    const enrolment = await enrol();
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.expires_at).toBe(Math.floor(ctx.clock.now() / 1000) + MFA_ENROLMENT_TTL);
    const uri = OTPAuth.URI.parse(enrolment.otpauth_uri) as OTPAuth.TOTP;
    expect(uri).toBeInstanceOf(OTPAuth.TOTP);
    expect(uri.secret.base32).toBe(enrolment.secret);
    expect(uri.label).toBe(DEMO_OWNER.email);
    expect(uri.issuer).toBe('Shop admin');
    expect([uri.digits, uri.period, uri.algorithm]).toEqual([6, 30, 'SHA1']);
    const svg = Buffer.from(enrolment.qr_code.split(',')[1]!, 'base64').toString();
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
    // Still off until a code confirms it; the secret is kept sealed, never as typed.
    expect(await status()).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
    const [row] = await ctx.db.query<{ pending_secret_enc: string }>(
      'SELECT pending_secret_enc FROM account_mfa',
    );
    expect(row!.pending_secret_enc).toMatch(/^v1\./);
    expect(row!.pending_secret_enc).not.toContain(enrolment.secret);
  });

  it('refuses a code that is not six digits, and a wrong one, and stays off', async () => {
    const { secret } = await enrol();
    const malformed = await call('POST', 'settings/security/mfa/confirm', {
      body: { code: '12345' },
    });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual([{ field: 'code', title: MFA_CODE_FORMAT }]);
    const right = totpCode(secret, ctx.clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await call('POST', 'settings/security/mfa/confirm', { body: { code: wrong } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ field: 'code', title: MFA_CODE_INCORRECT }]);
    expect((await status()).enabled).toBe(false);
  });

  it('refuses a confirmation once the set-up expired', async () => {
    const { secret } = await enrol();
    ctx.clock.advance(MFA_ENROLMENT_TTL);
    // Ten minutes outlive the access tokens (TEST_ACCESS_TTL): sign in again.
    await signInAgain();
    const res = await call('POST', 'settings/security/mfa/confirm', {
      body: { code: totpCode(secret, ctx.clock.now()) },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MFA_NO_ENROLMENT);
  });

  it('turns on with a code of the app (fixed clock), gives ten recovery codes once', async () => {
    const { secret } = await enrol();
    // An app a step behind (clock drift) is still accepted; spaces as apps show them are fine.
    const code = totpCode(secret, ctx.clock.now() - 30_000);
    const res = await call<MfaRecoveryCodes>('POST', 'settings/security/mfa/confirm', {
      body: { code: `${code.slice(0, 3)} ${code.slice(3)}` },
    });
    expect(res.status).toBe(200);
    const now = Math.floor(ctx.clock.now() / 1000);
    expect(res.body.mfa).toEqual({ enabled: true, enabled_at: now, recovery_codes_left: 10 });
    expect(res.body.recovery_codes).toHaveLength(10);
    expect(new Set(res.body.recovery_codes).size).toBe(10);
    for (const c of res.body.recovery_codes) expect(c).toMatch(RECOVERY_CODE_PATTERN);

    // Never shown again: no answer carries the secret or the codes; the database has only hashes.
    const overview = await call<SecurityOverview>('GET', 'settings/security');
    expect(overview.body.mfa).toEqual(res.body.mfa);
    expect(JSON.stringify(overview.body)).not.toContain(secret);
    const stored = JSON.stringify(
      await ctx.db.query('SELECT * FROM account_mfa a, account_recovery_codes r'),
    );
    expect(stored).not.toContain(secret);
    for (const c of res.body.recovery_codes) expect(stored).not.toContain(c);

    const again = await call('POST', 'settings/security/mfa/enrolment', {
      body: { password: DEMO_OWNER.password },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MFA_ALREADY_ON);
  });
});

describe('two-step sign-in: codes once on', () => {
  let secret: string;
  let recovery: string[];
  beforeAll(async () => {
    await ctx.db.query('DELETE FROM account_mfa');
    secret = (await enrol()).secret;
    const confirmed = await call<MfaRecoveryCodes>('POST', 'settings/security/mfa/confirm', {
      body: { code: totpCode(secret, ctx.clock.now()) },
    });
    recovery = confirmed.body.recovery_codes;
  });

  it('takes an app code once (RFC 6238 §5.2): the code that turned it on is spent', async () => {
    const res = await call('POST', 'settings/security/mfa/recovery-codes', {
      body: { code: totpCode(secret, ctx.clock.now()) },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'code', title: MFA_CODE_INCORRECT }]);
  });

  it('a recovery code works once; new codes end the old ones', async () => {
    const [first, second] = recovery;
    // Typed in capitals with a space instead of the dash: still that code.
    const typed = first!.toUpperCase().replace('-', ' ');
    const renewed = await call<MfaRecoveryCodes>('POST', 'settings/security/mfa/recovery-codes', {
      body: { code: typed },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recovery_codes).toHaveLength(10);
    expect(renewed.body.recovery_codes).not.toContain(first);
    for (const old of [first!, second!]) {
      const res = await call('POST', 'settings/security/mfa/recovery-codes', {
        body: { code: old },
      });
      expect(res.status).toBe(422);
    }
    recovery = renewed.body.recovery_codes;
    const spent = await call<MfaStatus>('POST', 'settings/security/mfa/disable', {
      body: { code: recovery[0] },
    });
    expect(spent.status).toBe(200);
    expect(spent.body).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
  });

  it('limits wrong codes per account, then answers 429 with retry_after', async () => {
    secret = (await enrol()).secret;
    await call('POST', 'settings/security/mfa/confirm', {
      body: { code: totpCode(secret, ctx.clock.now()) },
    });
    await ctx.db.query(`DELETE FROM attempt_counters`);
    for (let i = 0; i < CODE_CHECK_LIMIT.max; i++) {
      const res = await call('POST', 'settings/security/mfa/disable', {
        body: { code: 'aaaaa-aaaaa' },
      });
      expect(res.status).toBe(422);
    }
    nextStep();
    const blocked = await call('POST', 'settings/security/mfa/disable', {
      body: { code: totpCode(secret, ctx.clock.now()) },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.retry_after).toBeGreaterThan(0);
    expect(blocked.res.headers.get('retry-after')).toBe(String(blocked.body.retry_after));
    expect((await status()).enabled).toBe(true);
  });

  it('turns off with a new app code; then there is nothing to turn off', async () => {
    nextStep();
    const empty = await call('POST', 'settings/security/mfa/disable', { body: { code: ' ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual([{ field: 'code', title: MFA_CODE_REQUIRED }]);
    const res = await call<MfaStatus>('POST', 'settings/security/mfa/disable', {
      body: { code: totpCode(secret, ctx.clock.now()) },
    });
    expect(res.status).toBe(200);
    expect(res.body.enabled).toBe(false);
    expect(await ctx.db.query('SELECT 1 FROM account_recovery_codes')).toEqual([]);
    const again = await call('POST', 'settings/security/mfa/disable', {
      body: { code: totpCode(secret, ctx.clock.now()) },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MFA_NOT_ON);
  });
});

describe('botguard', () => {
  const get = async () => (await call<BotguardSettings>('GET', 'settings/security/botguard')).body;

  it('refuses a save without a version (428), a level it does not know (422), changing nothing', async () => {
    const unversioned = await call('PUT', 'settings/security/botguard', {
      body: { enabled: true, level: 'always' },
    });
    expect(unversioned.status).toBe(428);
    expect(unversioned.body.errors).toEqual([{ field: 'updated_at', title: VERSION_REQUIRED }]);
    const odd = await call('PUT', 'settings/security/botguard', {
      body: { enabled: 'yes', level: 'sometimes', updated_at: 0 },
    });
    expect(odd.status).toBe(422);
    expect(odd.body.errors.map((e) => e.field).sort()).toEqual(['enabled', 'level']);
    expect(await get()).toEqual({ enabled: false, level: 'risky', updated_at: 0 });
    expect(await ctx.db.query('SELECT 1 FROM shop_botguard')).toEqual([]);
  });

  it('saves, and answers 409 with the current settings to a save of an older version', async () => {
    const saved = await call<BotguardSettings>('PUT', 'settings/security/botguard', {
      body: { enabled: true, level: 'always', updated_at: 0 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      enabled: true,
      level: 'always',
      updated_at: Math.floor(ctx.clock.now() / 1000),
    });
    const stale = await call('PUT', 'settings/security/botguard', {
      body: { enabled: false, level: 'risky', updated_at: 0 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(saved.body);
    expect(await get()).toEqual(saved.body);
    // Two saves within one second are still two versions.
    const next = await call<BotguardSettings>('PUT', 'settings/security/botguard', {
      body: { enabled: false, level: 'always', updated_at: saved.body.updated_at },
    });
    expect(next.body.updated_at).toBe(saved.body.updated_at + 1);
  });

  it('a member without the policy changes nothing', async () => {
    const before = await get();
    const res = await callJson(ctx, 'PUT', 'settings/security/botguard', {
      session: staff,
      body: { enabled: true, level: 'risky', updated_at: before.updated_at },
    });
    expect(res.status).toBe(403);
    expect(await get()).toEqual(before);
  });
});
