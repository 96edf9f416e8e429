/**
 * The platform every shop's own address lives under, and where a custom domain must point. A
 * shop's handle `demo-shop` is the address `demo-shop.<domain>`; a custom domain reaches the
 * storefronts by a CNAME to `cnameTarget` (or, at a zone's apex, where a CNAME may not stand, an A
 * record to `ipv4`), and proves the shop owns it by a TXT record at `_shop-verification.<domain>`.
 * A deployment sets its own (config.ts: PLATFORM_DOMAIN, PLATFORM_CNAME_TARGET, PLATFORM_IPV4);
 * the admin shows what the API answers, never a copy of these.
 */
export interface PlatformConfig {
  /** The shops' own addresses are `<handle>.<domain>`. */
  domain: string;
  /** What a custom (sub)domain's CNAME must point at. */
  cnameTarget: string;
  /** What an apex custom domain's A record must point at. */
  ipv4: string;
}

/**
 * The defaults: `.test` and 203.0.113.0/24 (TEST-NET-3) are reserved for examples, so nothing real
 * is ever pointed at by mistake.
 */
export const DEFAULT_PLATFORM_DOMAIN = 'myshop.test';
export const DEFAULT_PLATFORM_IPV4 = '203.0.113.10';
/** The CNAME target unless set: the `shops` host of the platform's domain. */
export const defaultCnameTarget = (domain: string) => `shops.${domain}`;
export const DEFAULT_PLATFORM: PlatformConfig = {
  domain: DEFAULT_PLATFORM_DOMAIN,
  cnameTarget: defaultCnameTarget(DEFAULT_PLATFORM_DOMAIN),
  ipv4: DEFAULT_PLATFORM_IPV4,
};

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

export function platformHost(platform: PlatformConfig, handle: string): string {
  return `${handle}.${platform.domain}`;
}

/** Whether a host is on the platform's own domain (only a handle may be). */
export function isOnPlatform(platform: PlatformConfig, host: string): boolean {
  return host === platform.domain || host.endsWith(`.${platform.domain}`);
}
