/**
 * The runtime configuration the server writes into the admin app's index.html (the `shop-config`
 * meta tag), so one build of the app runs in every environment. No zod here: the admin's Vite config
 * reads this file too.
 */

/**
 * Marks the stylesheets of index.html that do not hold the first paint (`media="print"`): the app's
 * own (its build names it) and a page's (the server names them). The app turns them all on before it
 * draws anything (apps/admin/src/app/app-styles.ts).
 */
export const DEFERRED_STYLES_ATTRIBUTE = 'data-deferred-styles';

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

/**
 * The app store's automation widget (settings › app store): the script the page loads, and
 * optionally its Subresource Integrity hash, which the browser then checks the script against.
 */
export interface AppStoreWidgetConfig {
  url: string;
  integrity?: string;
}

/** The environment variables that set the widget (the server checks them when it starts). */
export const APP_STORE_WIDGET_URL_ENV = 'APP_STORE_WIDGET_URL';
export const APP_STORE_WIDGET_INTEGRITY_ENV = 'APP_STORE_WIDGET_INTEGRITY';

/** The widget an environment sets, unchecked (the dev server's; the app checks what it reads). */
export function appStoreWidgetFromEnv(
  env: Record<string, string | undefined>,
): AppStoreWidgetConfig | null {
  const url = env[APP_STORE_WIDGET_URL_ENV];
  if (!url) return null;
  const integrity = env[APP_STORE_WIDGET_INTEGRITY_ENV];
  return integrity ? { url, integrity } : { url };
}

/**
 * Error reporting to Sentry (issue 27): where events go, and what they are filed under. null in an
 * environment without SENTRY_DSN: the app then reports nothing and loads nothing for it.
 */
export interface ErrorReportingConfig {
  /** The project's public DSN (`https://<public key>@<host>/<project id>`). */
  dsn: string;
  /** `production`, `staging`, …: Sentry keeps each environment's events apart. */
  environment: string;
  /** The app's version, the same name the build's source maps are uploaded under. */
  release: string;
}

/** The environment variables that set error reporting (the server checks them when it starts). */
export const SENTRY_DSN_ENV = 'SENTRY_DSN';
export const SENTRY_ENVIRONMENT_ENV = 'SENTRY_ENVIRONMENT';
export const SENTRY_RELEASE_ENV = 'SENTRY_RELEASE';
export const DEFAULT_SENTRY_ENVIRONMENT = 'production';

/**
 * The release an app version is filed under when SENTRY_RELEASE is unset: the server (which tells
 * the app) and the build (which uploads the source maps) name it alike from apps/admin's version.
 */
export function sentryRelease(version: string): string {
  return `shop-admin@${version}`;
}

export interface ShopConfig {
  /** Origin of the accounts sign-in service. */
  accountsUrl: string;
  /** Shown on error pages. */
  supportEmail: string;
  links: ExternalLinks;
  /** null: the platform has no automation widget, and the app store page says so. */
  appStoreWidget: AppStoreWidgetConfig | null;
  /**
   * null: no error reporting. The app reads this only after its first render (lib/error-reporting),
   * so its config module (first load) leaves it out.
   */
  errorReporting: ErrorReportingConfig | null;
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

/** Hosts a plain-http widget may come from: this machine only (a developer's local widget). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether `value` may be where the app store's widget script comes from: an https URL without
 * credentials in it (plain http only from this machine). The page runs that script with the
 * merchant's token, so the server refuses anything else when it starts, and the app again.
 */
export function isWidgetScriptUrl(value: unknown): value is string {
  if (!isWebUrl(value)) return false;
  const { protocol, hostname, username, password } = new URL(value);
  if (username || password) return false;
  return protocol === 'https:' || LOOPBACK_HOSTS.has(hostname);
}

/** A Subresource Integrity value: one sha256, sha384 or sha512 hash in base64 (`sha384-…`). */
export function isSubresourceIntegrity(value: unknown): value is string {
  return typeof value === 'string' && /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/.test(value);
}

/**
 * Whether `value` may be a Sentry DSN: `<scheme>://<public key>@<host>[:port]/[path/]<project id>`,
 * https (plain http only on this machine: a local receiver), a public key but no secret (the legacy
 * secret part must never reach a browser), no query string. The app sends its events to that
 * origin, which the admin's CSP then lets it reach.
 */
export function isSentryDsn(value: unknown): value is string {
  if (!isWebUrl(value)) return false;
  const { protocol, hostname, username, password, pathname, search, hash } = new URL(value);
  if (!username || password || search || hash) return false;
  if (!/^\/(?:[^/]+\/)*\d+$/.test(pathname)) return false;
  return protocol === 'https:' || LOOPBACK_HOSTS.has(hostname);
}
