/*
 * What the admin needs of the API's addresses before any page has loaded: the base, the paths of the
 * session, the shop, the account and the orders badge, the cookies and the XSRF header, and the
 * storefront's address (the sidebar's preview link). A module of
 * its own: a bundler keeps a module in one chunk, so the admin's entry carries these few and not the
 * whole of `paths` (issue 20). paths.ts re-exports all of it, and `paths` includes `startPaths`.
 */

/** Where the Admin API answers; every path of `paths` is relative to it. */
export const API_BASE = '/api/admin/v1';

/** The paths the admin calls at start: the session, the shop, the account, the orders badge. */
export const startPaths = {
  auth: {
    verify: 'auth/verify',
    refresh: 'auth/refresh-token',
    logout: 'auth/logout',
  },
  account: 'account',
  shop: 'shop',
  stores: 'stores',
  ordersCount: 'orders/count',
} as const;

/** Uploaded files are served from here (outside the API: public, cacheable, never executable). */
export const UPLOADS_PUBLIC_PATH = '/uploads';

/** The auth routes share this prefix; the refresh cookie is scoped to it. */
export const AUTH_COOKIE_PATH = `${API_BASE}/auth`;
export const REFRESH_COOKIE = 'shop_refresh';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The storefront's root on the API's origin; a shop's storefront is below it by shop id. */
export const STOREFRONT_BASE_PATH = '/store';

/** `/store/<shop id>/` and a path below it, e.g. storefrontPath(id, 'products/prd_1'). */
export function storefrontPath(shopId: string, path = ''): string {
  return `${STOREFRONT_BASE_PATH}/${encodeURIComponent(shopId)}/${path.replace(/^\/+/, '')}`;
}
