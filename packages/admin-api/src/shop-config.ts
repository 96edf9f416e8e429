/**
 * The runtime configuration the server writes into the admin app's index.html (the `shop-config`
 * meta tag), so one build of the app runs in every environment. No zod here: the admin's Vite config
 * reads this file too.
 */

/** The outside pages the profile menu and the store switcher link to, each opened in a new tab. */
export const EXTERNAL_LINK_IDS = [
  'manageStores',
  'helpCenter',
  'feedback',
  'systemStatus',
  'hireExpert',
  'bookCall',
] as const;

export type ExternalLinkId = (typeof EXTERNAL_LINK_IDS)[number];
export type ExternalLinks = Record<ExternalLinkId, string>;

/** The environment variable that sets each link. */
export const EXTERNAL_LINK_ENV: Record<ExternalLinkId, string> = {
  manageStores: 'STORES_URL',
  helpCenter: 'HELP_CENTER_URL',
  feedback: 'FEEDBACK_URL',
  systemStatus: 'STATUS_PAGE_URL',
  hireExpert: 'HIRE_EXPERT_URL',
  bookCall: 'BOOK_CALL_URL',
};

/**
 * The links an environment sets, by id: those whose variable holds a value (empty counts as unset).
 * Unchecked: the server validates them when it starts, the app again when it reads its config.
 */
export function externalLinksFromEnv(
  env: Record<string, string | undefined>,
): Partial<ExternalLinks> {
  const links: Partial<ExternalLinks> = {};
  for (const id of EXTERNAL_LINK_IDS) {
    const value = env[EXTERNAL_LINK_ENV[id]];
    if (value) links[id] = value;
  }
  return links;
}

/** Where each link leads when its variable is unset (a demo shop's placeholders). */
export const DEFAULT_EXTERNAL_LINKS: ExternalLinks = {
  manageStores: 'https://accounts.example.com/stores',
  helpCenter: 'https://help.example.com',
  feedback: 'https://feedback.example.com',
  systemStatus: 'https://status.example.com',
  hireExpert: 'https://experts.example.com',
  bookCall: 'https://calendar.example.com/shop-onboarding',
};

/** Shown on error pages when SUPPORT_EMAIL is unset. */
export const DEFAULT_SUPPORT_EMAIL = 'support@example.com';

/** The accounts sign-in service of a local run (its default port), when ACCOUNTS_URL is unset. */
export const DEFAULT_ACCOUNTS_URL = 'http://localhost:4100';

export interface ShopConfig {
  /** Origin of the accounts sign-in service. */
  accountsUrl: string;
  /** Shown on error pages. */
  supportEmail: string;
  links: ExternalLinks;
}

/**
 * Whether `value` may be a link target: an absolute http(s) URL. Anything else (a `javascript:` URL
 * above all) is refused, on the server when it starts and again in the app.
 */
export function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
