import { describe, expect, it } from 'vitest';
import { safeFrom } from '../accounts/from';
import { escapeHtml } from '../http/html';
import { signAccessToken, verifyAccessToken } from './jwt';
import { hashPassword, verifyPassword } from './passwords';
import { hashToken, randomToken, safeEqual } from './tokens';

const SECRET = 'a'.repeat(48);

describe('access tokens (HS256)', () => {
  it('round-trips its claims until it expires', () => {
    const token = signAccessToken(
      { sub: 'acct_1', shop: 'shop_1', sid: 'sess_1' },
      SECRET,
      1000,
      60,
    );
    expect(verifyAccessToken(token, SECRET, 1059)).toEqual({
      ok: true,
      claims: { sub: 'acct_1', shop: 'shop_1', sid: 'sess_1', iat: 1000, exp: 1060 },
    });
    expect(verifyAccessToken(token, SECRET, 1060)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another key, a changed payload, another algorithm and garbage', () => {
    const token = signAccessToken(
      { sub: 'acct_1', shop: 'shop_1', sid: 'sess_1' },
      SECRET,
      1000,
      60,
    );
    expect(verifyAccessToken(token, 'b'.repeat(48), 1001).ok).toBe(false);
    const [h, , s] = token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ sub: 'acct_2', shop: 'shop_1', iat: 1000, exp: 9999 }),
    ).toString('base64url');
    expect(verifyAccessToken(`${h}.${payload}.${s}`, SECRET, 1001)).toEqual({
      ok: false,
      reason: 'signature',
    });
    const none = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
    expect(verifyAccessToken(`${none}.${payload}.`, SECRET, 1001)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    for (const junk of ['', 'a.b', 'a.b.c.d', '...'])
      expect(verifyAccessToken(junk, SECRET, 1).ok).toBe(false);
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
