import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { safeFrom } from '../accounts/from';
import { escapeHtml } from '../http/html';
import { CLOCK_SKEW_SECONDS, signAccessToken, verifyAccessToken } from './jwt';
import { hashPassword, verifyPassword } from './passwords';
import { hashToken, randomToken, safeEqual } from './tokens';

const SECRET = 'a'.repeat(48);

describe('access tokens (HS256, jose)', () => {
  const claims = { sub: 'acct_1', shop: 'shop_1', sid: 'sess_1' };
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const hmac = (input: string, alg: 'sha256' | 'sha512' = 'sha256') =>
    createHmac(alg, SECRET).update(input).digest('base64url');
  /** A token made by hand, signed with our key: only the header or the claims differ. */
  const handMade = (header: object, payload: object, alg: 'sha256' | 'sha512' = 'sha256') => {
    const input = `${b64(header)}.${b64(payload)}`;
    return `${input}.${hmac(input, alg)}`;
  };

  it('round-trips its claims until it expires, give or take the clock skew', async () => {
    const token = await signAccessToken(claims, SECRET, 1000, 60);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(await verifyAccessToken(token, SECRET, 1059)).toEqual({
      ok: true,
      claims: { ...claims, iat: 1000, exp: 1060 },
    });
    expect((await verifyAccessToken(token, SECRET, 1060 + CLOCK_SKEW_SECONDS - 1)).ok).toBe(true);
    expect(await verifyAccessToken(token, SECRET, 1060 + CLOCK_SKEW_SECONDS)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a token issued in the future beyond the clock skew', async () => {
    const token = await signAccessToken(claims, SECRET, 1000, 60);
    expect((await verifyAccessToken(token, SECRET, 1000 - CLOCK_SKEW_SECONDS)).ok).toBe(true);
    expect(await verifyAccessToken(token, SECRET, 1000 - CLOCK_SKEW_SECONDS - 1)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    // The same with a hand-signed token whose iat lies an hour ahead.
    const ahead = handMade({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: 4600, exp: 4660 });
    expect((await verifyAccessToken(ahead, SECRET, 1000)).ok).toBe(false);
  });

  it('refuses a token without exp or iat', async () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    expect(
      (await verifyAccessToken(handMade(header, { ...claims, iat: 1000 }), SECRET, 1001)).ok,
    ).toBe(false);
    expect(
      (await verifyAccessToken(handMade(header, { ...claims, exp: 2000 }), SECRET, 1001)).ok,
    ).toBe(false);
    // The control: the same hand-made token with both is taken.
    expect(
      (await verifyAccessToken(handMade(header, { ...claims, iat: 1000, exp: 2000 }), SECRET, 1001))
        .ok,
    ).toBe(true);
  });

  it('checks a token it accepted before against the key and the clock again', async () => {
    const token = await signAccessToken(claims, SECRET, 1000, 60);
    expect((await verifyAccessToken(token, SECRET, 1001)).ok).toBe(true);
    expect(await verifyAccessToken(token, 'b'.repeat(48), 1001)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect((await verifyAccessToken(token, SECRET, 1000 - CLOCK_SKEW_SECONDS - 1)).ok).toBe(false);
    expect(await verifyAccessToken(token, SECRET, 1060 + CLOCK_SKEW_SECONDS)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect((await verifyAccessToken(token, SECRET, 1002)).ok).toBe(true);
  });

  it('refuses another key and a changed payload', async () => {
    const token = await signAccessToken(claims, SECRET, 1000, 60);
    expect(await verifyAccessToken(token, 'b'.repeat(48), 1001)).toEqual({
      ok: false,
      reason: 'signature',
    });
    const [h, , s] = token.split('.');
    const payload = b64({ sub: 'acct_2', shop: 'shop_1', sid: 'sess_1', iat: 1000, exp: 9999 });
    expect(await verifyAccessToken(`${h}.${payload}.${s}`, SECRET, 1001)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('accepts HS256 only: not "none", not HS512 even when signed with our key', async () => {
    const payload = { ...claims, iat: 1000, exp: 2000 };
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
    expect(await verifyAccessToken(none, SECRET, 1001)).toEqual({ ok: false, reason: 'malformed' });
    const hs512 = handMade({ alg: 'HS512', typ: 'JWT' }, payload, 'sha512');
    expect(await verifyAccessToken(hs512, SECRET, 1001)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    // An HS256 header over an HS512 signature is just a wrong signature.
    const mixed = handMade({ alg: 'HS256', typ: 'JWT' }, payload, 'sha512');
    expect((await verifyAccessToken(mixed, SECRET, 1001)).ok).toBe(false);
  });

  it('refuses claims of the wrong shape and garbage', async () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    const wrongShape = handMade(header, {
      sub: 'acct_1',
      shop: 7,
      sid: 'sess_1',
      iat: 1000,
      exp: 2000,
    });
    expect(await verifyAccessToken(wrongShape, SECRET, 1001)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    for (const junk of ['', 'a.b', 'a.b.c.d', '...', 'a.b.c'])
      expect((await verifyAccessToken(junk, SECRET, 1)).ok).toBe(false);
  });
});

describe('passwords (scrypt)', () => {
  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horse ', hash)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
});

describe('tokens', () => {
  it('are 256-bit base64url and stored as a hash', () => {
    const t = randomToken();
    expect(t).toMatch(/^[\w-]{43}$/);
    expect(hashToken(t)).not.toBe(t);
    expect(hashToken(t)).toBe(hashToken(t));
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});

describe('safeFrom', () => {
  it('keeps local paths and drops everything else', () => {
    expect(safeFrom('/customers?q=a')).toBe('/customers?q=a');
    for (const bad of [
      '//evil.test',
      '/\\evil.test',
      'https://evil.test',
      'customers',
      '/a\nb',
      '',
      42,
      undefined,
    ]) {
      expect(safeFrom(bad)).toBe('');
    }
  });
});

describe('escapeHtml', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
