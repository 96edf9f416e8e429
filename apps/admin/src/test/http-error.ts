import { HttpError, type HttpErrorCode, type RequestConfig } from '../lib/http/client';

/**
 * A failed request as the app's client reports it: with the server's answer when `status` is given,
 * else a transport failure (`code`, the network by default).
 */
export function httpError(
  status: number | undefined,
  data?: unknown,
  config: Partial<RequestConfig> = {},
  code?: HttpErrorCode,
): HttpError {
  const fullConfig: RequestConfig = { method: 'GET', url: 'test', ...config };
  if (status === undefined) return new HttpError(code ?? 'ERR_NETWORK', fullConfig);
  return new HttpError(status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST', fullConfig, {
    status,
    data,
  });
}
