import { isHttpError } from '../http/client';
import { errorData } from '../http/errors';

/**
 * Whether a failure is worth an event: a bug or a server fault, not the user's situation. Not a 4xx
 * (the server refused the input or the user's rights, and the user was told), not a cancelled
 * request (the user moved on), not a request that found no network (nothing to fix in the app, and
 * the event could not leave the browser anyway).
 */
export function shouldReport(error: unknown): boolean {
  if (!isHttpError(error)) return true;
  if (error.code === 'ERR_CANCELED' || error.code === 'ERR_NETWORK') return false;
  const status = error.response?.status;
  return status === undefined || status < 400 || status >= 500;
}

/** The id under which the server logged a 500 (`error_id`), for support to find its log line. */
export function requestIdOf(error: unknown): string | undefined {
  const data = errorData(error);
  if (typeof data !== 'object' || data === null) return undefined;
  const id = (data as { error_id?: unknown }).error_id;
  return typeof id === 'string' && /^[\w-]{1,100}$/.test(id) ? id : undefined;
}
