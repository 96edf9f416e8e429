import {
  DEFAULT_ACCOUNTS_URL,
  DEFAULT_EXTERNAL_LINKS,
  DEFAULT_SUPPORT_EMAIL,
  EXTERNAL_LINK_IDS,
  isSubresourceIntegrity,
  isWebUrl,
  isWidgetScriptUrl,
  type AppStoreWidgetConfig,
  type ExternalLinkId,
  type ExternalLinks,
  type ShopConfig,
} from '@shop/admin-api';

/**
 * Runtime configuration. The server writes it into `<meta name="shop-config">` as JSON so one build
 * runs in every environment; a CSP without inline script rules out a `window.__CONFIG__` script.
 * Whatever is missing or malformed falls back to its default, one value at a time.
 */
/**
 * What the first load reads of the shop-config. Error reporting is read from the same tag after the
 * first render, by the module that needs it (lib/error-reporting), so its checks cost the first
 * load nothing.
 */
export type AppConfig = Omit<ShopConfig, 'errorReporting'>;

const FALLBACK: AppConfig = {
  accountsUrl: DEFAULT_ACCOUNTS_URL,
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  links: DEFAULT_EXTERNAL_LINKS,
  appStoreWidget: null,
};

export function readShopConfig(doc: Document = document): AppConfig {
  const raw = doc.querySelector<HTMLMetaElement>('meta[name="shop-config"]')?.content ?? '';
  if (!raw) return FALLBACK;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<keyof ShopConfig, unknown>>;
    return {
      accountsUrl: nonEmpty(parsed.accountsUrl)?.replace(/\/+$/, '') ?? FALLBACK.accountsUrl,
      supportEmail: nonEmpty(parsed.supportEmail) ?? FALLBACK.supportEmail,
      links: readLinks(parsed.links),
      appStoreWidget: readAppStoreWidget(parsed.appStoreWidget),
    };
  } catch {
    return FALLBACK;
  }
}

/** Each link as given when it is an http(s) URL (never a `javascript:` one), else its default. */
function readLinks(value: unknown): ExternalLinks {
  const links = { ...DEFAULT_EXTERNAL_LINKS };
  if (typeof value !== 'object' || value === null) return links;
  const given: Partial<Record<ExternalLinkId, unknown>> = value;
  for (const id of EXTERNAL_LINK_IDS) {
    const link = given[id];
    if (isWebUrl(link)) links[id] = link;
  }
  return links;
}

/**
 * The app store's widget when its script URL is one the page may run (https, or http on this
 * machine), else none: the page then says there is no widget rather than load something else. A
 * malformed integrity hash is dropped with the widget, never ignored (the script would go unchecked).
 */
function readAppStoreWidget(value: unknown): AppStoreWidgetConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const { url, integrity } = value as { url?: unknown; integrity?: unknown };
  if (!isWidgetScriptUrl(url)) return null;
  if (integrity === undefined || integrity === null) return { url };
  return isSubresourceIntegrity(integrity) ? { url, integrity } : null;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

export const config: AppConfig = readShopConfig();

/**
 * Where the app is mounted; the server, vite's `base` and the router's basename all say '/admin'.
 * A constant rather than import.meta.env.BASE_URL: the latter is an asset concern (tests set it to /).
 */
export const APP_BASE = '/admin';

/** A browser path (`/admin/customers`) as an app path (`/customers`); one outside the app as it is. */
export function withoutAppBase(pathname: string): string {
  return pathname === APP_BASE || pathname.startsWith(`${APP_BASE}/`)
    ? pathname.slice(APP_BASE.length)
    : pathname;
}

export { STORAGE_PREFIX } from './storage-prefix';

/** Each store's admin lives on its own host. */
export function storeAdminUrl(host: string): string {
  return `https://${host}/admin`;
}
