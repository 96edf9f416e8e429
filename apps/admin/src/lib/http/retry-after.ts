import { isHttpError } from './client';

/**
 * How long the server asked us to wait before trying again (its `Retry-After`: seconds, or an HTTP
 * date), in milliseconds; undefined when it did not say or said something unreadable.
 */
export function retryAfterMs(error: unknown, now = Date.now()): number | undefined {
  const header = isHttpError(error) ? error.response?.retryAfter?.trim() : undefined;
  if (!header) return undefined;
  if (/^\d+$/.test(header)) return Number(header) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
