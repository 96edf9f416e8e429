import { createHmac, timingSafeEqual } from 'node:crypto';
import { THEME_PREVIEW_TTL_SECONDS } from '@shop/admin-api';

/**
 * The preview token of a theme's draft: `<shop>.<theme>.<expires>.<mac>`, the MAC an HMAC-SHA256 of the
 * rest under a key derived from the server's secret (never the access-token key itself, so a token of
 * one kind is never valid as the other). Anyone holding the link sees that theme's draft of that shop
 * until it expires; it grants nothing else.
 */
const PURPOSE = 'shop-theme-preview:v1';

function key(secret: string): Buffer {
  return createHmac('sha256', secret).update(PURPOSE).digest();
}

function mac(secret: string, payload: string): string {
  return createHmac('sha256', key(secret)).update(payload).digest('base64url');
}

export interface PreviewGrant {
  shopId: string;
  themeId: string;
  expiresAt: number;
}

export function signPreviewToken(
  secret: string,
  shopId: string,
  themeId: string,
  now: number,
  ttl = THEME_PREVIEW_TTL_SECONDS,
): PreviewGrant & { token: string } {
  const expiresAt = now + ttl;
  const payload = `${shopId}.${themeId}.${expiresAt}`;
  return { shopId, themeId, expiresAt, token: `${payload}.${mac(secret, payload)}` };
}

/** The grant of a valid, unexpired token for this shop; null for anything else. */
export function verifyPreviewToken(
  secret: string,
  token: string,
  shopId: string,
  now: number,
): PreviewGrant | null {
  if (token.length > 300) return null;
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [shop, themeId, expires, given] = parts as [string, string, string, string];
  const expected = Buffer.from(mac(secret, `${shop}.${themeId}.${expires}`));
  const got = Buffer.from(given);
  if (got.length !== expected.length || !timingSafeEqual(got, expected)) return null;
  const expiresAt = Number(expires);
  if (shop !== shopId || !Number.isInteger(expiresAt) || expiresAt <= now) return null;
  return { shopId: shop, themeId, expiresAt };
}
