import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/client';
import { retryAfterMs } from '../http/retry-after';
import { queryRetryDelay, shouldRetryQuery } from './query-client';

const config = { method: 'GET', url: 'customers' };
const answer = (status: number, retryAfter?: string) =>
  new HttpError(status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST', config, {
    status,
    data: { message: 'The server is busy. Try again in a moment.', errors: [] },
    retryAfter: retryAfter ?? null,
  });

describe('retrying a query', () => {
  it('asks a busy server again after the wait it named, up to three times', () => {
    const busy = answer(503, '2');
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, busy))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // Two seconds, and up to one more at random.
    expect(queryRetryDelay(0, busy, () => 0)).toBe(2000);
    expect(queryRetryDelay(0, busy, () => 0.999)).toBe(2999);
  });

  it('retries another 5xx or a lost connection once, never a 4xx', () => {
    expect(shouldRetryQuery(0, answer(500))).toBe(true);
    expect(shouldRetryQuery(1, answer(500))).toBe(false);
    expect(shouldRetryQuery(0, new HttpError('ERR_NETWORK', config))).toBe(true);
    expect(shouldRetryQuery(0, new HttpError('ERR_CANCELED', config))).toBe(false);
    expect(shouldRetryQuery(0, answer(404))).toBe(false);
    expect(shouldRetryQuery(0, answer(429, '5'))).toBe(false);
    expect(queryRetryDelay(0, answer(500))).toBe(1000);
  });

  it('does not wait out a long Retry-After: the page shows the error', () => {
    expect(shouldRetryQuery(0, answer(503, '120'))).toBe(false);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(retryAfterMs(answer(503, '3'), now)).toBe(3000);
    expect(retryAfterMs(answer(503, 'Thu, 26 Nov 2026 12:00:10 GMT'), now)).toBe(10_000);
    expect(retryAfterMs(answer(503, 'Thu, 26 Nov 2026 11:00:00 GMT'), now)).toBe(0);
    expect(retryAfterMs(answer(503, 'soon'), now)).toBeUndefined();
    expect(retryAfterMs(answer(503), now)).toBeUndefined();
    expect(retryAfterMs(new Error('x'), now)).toBeUndefined();
  });
});
