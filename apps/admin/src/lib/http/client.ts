import { API_BASE } from '@shop/admin-api';
import { apiHeaders } from './api-headers';
import { browserTransport, readResponse, type Transport, type TransportRequest } from './transport';

/** What a caller may say about one request. */
export interface RequestOptions {
  /** The query string, from an object; `undefined` and `null` values are left out. */
  params?: object | undefined;
  signal?: AbortSignal | undefined;
  /** Do not try a token refresh on 401 (the auth calls themselves). */
  skipRefresh?: boolean;
  /** Send no bearer token (the refresh, logout and verify calls run on cookies). */
  anonymous?: boolean;
  /** Never show an error toast for this request. */
  skipToast?: boolean;
  /** Bytes sent so far and the total, for uploads. */
  onUploadProgress?: (loaded: number, total: number | undefined) => void;
  /** More request headers (e.g. the Idempotency-Key of a change that may be sent again). */
  headers?: Record<string, string>;
  /**
   * This very request, sent already by other code (the boot script's refresh, src/boot): its answer
   * is read as any other, and nothing is sent.
   */
  sent?: Promise<Response>;
}

/** A request as the client made it: what error handlers may look at. */
export interface RequestConfig extends RequestOptions {
  method: string;
  url: string;
  body?: unknown;
  /** Set on the one retry after a refresh, so a second 401 is not retried again. */
  retriedAfterRefresh?: boolean;
}

export type HttpErrorCode =
  'ERR_NETWORK' | 'ERR_CANCELED' | 'ERR_TIMEOUT' | 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE';

/**
 * A request that failed: with the server's `response` (status and body) when it answered 4xx/5xx,
 * without one when no answer came (the network, or a cancelled request).
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly code: HttpErrorCode,
    readonly config: RequestConfig,
    readonly response?: { status: number; data: unknown; retryAfter?: string | null },
    options?: { cause: unknown },
  ) {
    super(
      response ? `Request failed with status code ${response.status}` : `Request failed: ${code}`,
      options,
    );
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** The caller (or the page going away) cancelled the request. */
export function isCancel(error: unknown): boolean {
  return isHttpError(error) && error.code === 'ERR_CANCELED';
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

let transport: Transport = browserTransport;
/**
 * Tests put a fake network here; everything above it (headers, refresh, errors) runs as is. Returns
 * the transport it replaced (lib/offline/record-request.ts puts it back).
 */
export function setTransport(next: Transport | null): Transport {
  const previous = transport;
  transport = next ?? browserTransport;
  return previous;
}

function queryString(params: object | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The wire form of a request. The API lives on the same origin as the app, so the base is an
 * absolute path and does not depend on the app's own base (/admin/). No timeout: long uploads and
 * slow reports are legitimate, and every query can be cancelled instead.
 */
function toWire(config: RequestConfig, token: string | null): TransportRequest {
  // Every request of this client goes to our own origin: the XSRF cookie goes back as a header.
  const headers = apiHeaders(config.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | null = null;
  if (config.body instanceof FormData)
    body = config.body; // the browser sets the multipart type
  else if (config.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(config.body);
  }
  return {
    config,
    method: config.method,
    url: `${API_BASE}/${config.url.replace(/^\//, '')}${queryString(config.params)}`,
    headers,
    body,
    signal: config.signal,
    onUploadProgress: config.onUploadProgress,
  };
}

/** Why no answer came: the caller cancelled, its time limit (`AbortSignal.timeout`) ran out, or the network. */
function failureCode(signal: AbortSignal | undefined): HttpErrorCode {
  if (!signal?.aborted) return 'ERR_NETWORK';
  const reason: unknown = signal.reason;
  return reason instanceof DOMException && reason.name === 'TimeoutError'
    ? 'ERR_TIMEOUT'
    : 'ERR_CANCELED';
}

async function send(config: RequestConfig): Promise<unknown> {
  const token = config.anonymous ? null : (bridge?.getAccessToken() ?? null);
  let answer;
  try {
    answer = await (config.sent
      ? config.sent.then(readResponse)
      : transport(toWire(config, token)));
  } catch (cause) {
    throw new HttpError(failureCode(config.signal), config, undefined, { cause });
  }
  if (answer.status < 400) return answer.data; // callers get the body, never an envelope
  const error = new HttpError(
    answer.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    config,
    answer,
  );
  if (answer.status !== 401 || config.skipRefresh || config.retriedAfterRefresh || !bridge)
    throw error;

  // A call that left before another one's refresh finished finds a newer token already waiting:
  // it retries with that one instead of refreshing again (one refresh for a burst of 401s).
  const current = bridge.getAccessToken();
  if (!current || current === token) {
    try {
      await bridge.refresh();
    } catch {
      throw error; // the refresh failed and logged out; the caller sees its own 401
    }
  }
  return send({ ...config, retriedAfterRefresh: true });
}

/**
 * The one HTTP client of the app, on fetch: the bearer token, the XSRF header, one shared refresh
 * for any number of 401s, and errors that say what went wrong. The answer's type comes from the
 * contract (see `fromApi`); the client itself does not look inside bodies.
 */
export const api = {
  get: <T = unknown>(url: string, options?: RequestOptions) =>
    send({ ...options, method: 'GET', url }) as Promise<T>,
  post: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) =>
    send({ ...options, method: 'POST', url, body }) as Promise<T>,
  put: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) =>
    send({ ...options, method: 'PUT', url, body }) as Promise<T>,
  delete: <T = unknown>(url: string, options?: RequestOptions) =>
    send({ ...options, method: 'DELETE', url }) as Promise<T>,
};
