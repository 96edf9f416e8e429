/**
 * The platform every shop's own address lives under, and where a custom domain must point. A
 * shop's handle `demo-shop` is the address `demo-shop.myshop.test`; a custom domain reaches the
 * storefronts by a CNAME to PLATFORM_CNAME_TARGET (or, at a zone's apex, where a CNAME may not
 * stand, an A record to PLATFORM_IPV4), and proves the shop owns it by a TXT record at
 * `_shop-verification.<domain>`. `.test` and 203.0.113.0/24 (TEST-NET-3) are reserved for
 * examples: a real deployment puts its own here.
 */
export const PLATFORM_DOMAIN = 'myshop.test';
export const PLATFORM_CNAME_TARGET = `shops.${PLATFORM_DOMAIN}`;
export const PLATFORM_IPV4 = '203.0.113.10';
export const VERIFICATION_LABEL = '_shop-verification';
export const VERIFICATION_PREFIX = 'shop-verification=';

/**
 * Handles the platform keeps for itself (its own hosts and names a customer would trust). The §5
 * slug rule already refuses anything shorter than 5 characters (www, api, mail, ...).
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  'shops',
  'admin',
  'accounts',
  'account',
  'support',
  'status',
  'billing',
  'login',
  'signin',
  'store',
  'stores',
  'myshop',
  'static',
  'assets',
  'uploads',
]);

export function platformHost(handle: string): string {
  return `${handle}.${PLATFORM_DOMAIN}`;
}

/** Whether a host is on the platform's own domain (only a handle may be). */
export function isOnPlatform(host: string): boolean {
  return host === PLATFORM_DOMAIN || host.endsWith(`.${PLATFORM_DOMAIN}`);
}
