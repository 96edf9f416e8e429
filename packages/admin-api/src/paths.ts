/** Every Admin API path, relative to API_BASE. One place, so the app, the server and tests agree. */
export const API_BASE = '/api/admin/v1';

/** Every Admin API path (api-paths.ts), as `paths.customers`, `paths.customer(id)`. */
export * as paths from './api-paths';

/** Uploaded files are served from here (outside the API: public, cacheable, never executable). */
export const UPLOADS_PUBLIC_PATH = '/uploads';

/** The auth routes share this prefix; the refresh cookie is scoped to it. */
export const AUTH_COOKIE_PATH = `${API_BASE}/auth`;
export const REFRESH_COOKIE = 'shop_refresh';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
