/**
 * Runtime configuration. The server writes it into `<meta name="shop-config">` as JSON so one build
 * runs in every environment; a CSP without inline script rules out a `window.__CONFIG__` script.
 */
export interface ShopConfig {
  accountsUrl: string;
  supportEmail: string;
}

const FALLBACK: ShopConfig = {
  accountsUrl: 'http://localhost:4100',
  supportEmail: 'support@example.com',
};

export function readShopConfig(doc: Document = document): ShopConfig {
  const raw = doc.querySelector<HTMLMetaElement>('meta[name="shop-config"]')?.content ?? '';
  if (!raw) return FALLBACK;
  try {
    const parsed = JSON.parse(raw) as Partial<ShopConfig>;
    return {
      accountsUrl: nonEmpty(parsed.accountsUrl)?.replace(/\/+$/, '') ?? FALLBACK.accountsUrl,
      supportEmail: nonEmpty(parsed.supportEmail) ?? FALLBACK.supportEmail,
    };
  } catch {
    return FALLBACK;
  }
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

export const config: ShopConfig = readShopConfig();

/**
 * Where the app is mounted; the server, vite's `base` and the router's basename all say '/admin'.
 * A constant rather than import.meta.env.BASE_URL: the latter is an asset concern (tests set it to /).
 */
export const APP_BASE = '/admin';

/** Prefix of every key this app writes to localStorage / sessionStorage / cookies of its own. */
export const STORAGE_PREFIX = 'shop.';

/** Where the profile menu's and the store switcher's outside links lead. */
export const EXTERNAL_LINKS = {
  manageStores: 'https://accounts.example.com/stores',
  helpCenter: 'https://help.example.com',
  feedback: 'https://feedback.example.com',
  systemStatus: 'https://status.example.com',
  hireExpert: 'https://experts.example.com',
  bookCall: 'https://calendar.example.com/shop-onboarding',
} as const;

/** Each store's admin lives on its own host. */
export function storeAdminUrl(host: string): string {
  return `https://${host}/admin`;
}
