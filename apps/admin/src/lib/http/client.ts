import axios, { AxiosHeaders, isAxiosError, type AxiosRequestConfig } from 'axios';
import { API_BASE, XSRF_COOKIE, XSRF_HEADER } from '@shop/admin-api';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not try a token refresh on 401 (the auth calls themselves). */
    skipRefresh?: boolean;
    /** Send no bearer token (the refresh, logout and verify calls run on cookies). */
    anonymous?: boolean;
    /** Never show an error toast for this request. */
    skipToast?: boolean;
    /** Set on the one retry after a refresh, so a second 401 is not retried again. */
    retriedAfterRefresh?: boolean;
  }
}

/**
 * What the client needs from the session. The session registers itself (see lib/session), so this
 * module does not import it and the session can make its auth calls through this same client.
 */
export interface AuthBridge {
  getAccessToken(): string | null;
  /** One refresh shared by every caller; rejects (after logging out) when the refresh fails. */
  refresh(): Promise<string>;
}

let bridge: AuthBridge | null = null;
export function setAuthBridge(next: AuthBridge | null): void {
  bridge = next;
}

/**
 * The one HTTP client. The API lives on the same origin as the app, so the base is an absolute path
 * and does not depend on the app's own base (/admin/). No timeout: long uploads and slow reports are
 * legitimate, and every query can be cancelled instead.
 */
export const http = axios.create({
  baseURL: API_BASE,
  withCredentials: true,
  timeout: 0,
  headers: { Accept: 'application/json' },
});

function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

http.interceptors.request.use((config) => {
  const headers = AxiosHeaders.from(config.headers);
  const token = config.anonymous ? null : (bridge?.getAccessToken() ?? null);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // Set explicitly rather than through axios' xsrfCookieName: it works with any adapter and does not
  // depend on axios' same-origin guess. Every request of this client goes to our own origin.
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  config.headers = headers;
  return config;
});

function sentToken(config: AxiosRequestConfig): string | null {
  const value = AxiosHeaders.from(config.headers as AxiosHeaders).get('Authorization');
  return typeof value === 'string' ? value.replace(/^Bearer /, '') : null;
}

http.interceptors.response.use(
  // Callers get the body, never the axios envelope.
  (response) => response.data,
  async (error: unknown) => {
    if (!isAxiosError(error) || error.response?.status !== 401) throw error;
    const config = error.config;
    if (!config || config.skipRefresh || config.retriedAfterRefresh || !bridge) throw error;

    // A call that left before another one's refresh finished finds a newer token already waiting:
    // it retries with that one instead of refreshing again (one refresh for a burst of 401s).
    const current = bridge.getAccessToken();
    if (!current || current === sentToken(config)) {
      try {
        await bridge.refresh();
      } catch {
        throw error; // the refresh failed and logged out; the caller sees its own 401
      }
    }
    // The request interceptor puts the current token on the retry.
    return http.request({ ...config, retriedAfterRefresh: true });
  },
);

/** Typed helpers: the response interceptor already unwrapped the body. */
export const api = {
  get: <T>(url: string, config?: AxiosRequestConfig) => http.get<T, T>(url, config),
  post: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    http.post<T, T>(url, body, config),
  put: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    http.put<T, T>(url, body, config),
  delete: <T>(url: string, config?: AxiosRequestConfig) => http.delete<T, T>(url, config),
};
