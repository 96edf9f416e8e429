import { describe, expect, it } from 'vitest';
import { httpError } from '../../test/http-error';
import { requestIdOf, shouldReport } from './should-report';

describe('which failures are reported', () => {
  it('reports server faults, time-outs, bad answers and bugs', () => {
    expect(shouldReport(httpError(500, { message: 'Internal error', errors: [] }))).toBe(true);
    expect(shouldReport(httpError(503))).toBe(true);
    expect(shouldReport(httpError(undefined, undefined, {}, 'ERR_TIMEOUT'))).toBe(true);
    expect(shouldReport(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      true,
    );
    expect(shouldReport('a thrown string')).toBe(true);
  });

  it('does not report a 4xx, a cancelled request or one that found no network', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429])
      expect(shouldReport(httpError(status, { message: 'No', errors: [] })), `${status}`).toBe(
        false,
      );
    expect(shouldReport(httpError(undefined, undefined, {}, 'ERR_CANCELED'))).toBe(false);
    expect(shouldReport(httpError(undefined))).toBe(false);
  });

  it("names the server's error id of a 500 as the request id", () => {
    const error = httpError(500, { message: 'Internal error', errors: [], error_id: 'e4b1-77' });
    expect(requestIdOf(error)).toBe('e4b1-77');
    expect(requestIdOf(httpError(500, 'Bad gateway'))).toBeUndefined();
    expect(requestIdOf(httpError(500, { error_id: '<script>' }))).toBeUndefined();
    expect(requestIdOf(new Error('x'))).toBeUndefined();
  });
});
