import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_TIMEOUT_MS, localeBackend } from './locale-backend';

/** This browser's copy of a file (`only-if-cached`): none unless a test gives one (Chromium fails). */
const noCopy = (): Response => {
  throw new TypeError('Failed to fetch');
};

function read(status: number | 'offline', body: unknown = {}, copy = noCopy) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    if (init?.cache === 'only-if-cached') return copy();
    if (status === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(body), { status });
  });
  return new Promise<{ error: unknown; retry?: boolean; data?: unknown }>((resolve) =>
    localeBackend('/admin/').read('az', 'general', (error, data) =>
      resolve(error ? { error, retry: data as unknown as boolean } : { error, data }),
    ),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('localeBackend', () => {
  it('loads locales/{language}/{namespace}.json under the base', async () => {
    const result = await read(200, { hello: 'Salam' });
    expect(fetch).toHaveBeenCalledWith('/admin/locales/az/general.json', expect.anything());
    expect(result).toEqual({ error: null, data: { hello: 'Salam' } });
  });

  it('gives up on an answer that does not come, and marks it retryable', async () => {
    // The time limit's signal, ended by the test rather than by waiting ten seconds.
    const limit = new AbortController();
    vi.spyOn(AbortSignal, 'timeout').mockReturnValue(limit.signal);
    // A request the browser never answers: it ends only when its signal aborts.
    vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) =>
      init?.cache === 'only-if-cached'
        ? Promise.resolve().then(noCopy)
        : new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
    );
    const result = new Promise<{ error: unknown; retry: unknown }>((resolve) =>
      localeBackend('/admin/').read('en', 'general', (error, retry) => resolve({ error, retry })),
    );
    expect(AbortSignal.timeout).toHaveBeenCalledWith(LOCALE_TIMEOUT_MS);
    limit.abort(new DOMException('signal timed out', 'TimeoutError'));
    const { error, retry } = await result;
    expect((error as DOMException).name).toBe('TimeoutError');
    expect(retry).toBe(true);
  });

  it("answers from this browser's copy when the network fails", async () => {
    const copy = () => new Response(JSON.stringify({ hello: 'Salam' }), { status: 200 });
    const result = await read('offline', {}, copy);
    expect(fetch).toHaveBeenLastCalledWith('/admin/locales/az/general.json', {
      mode: 'same-origin',
      credentials: 'same-origin',
      cache: 'only-if-cached',
    });
    expect(result).toEqual({ error: null, data: { hello: 'Salam' } });
  });

  it('does not take the copy over an answer: a 5xx is retried, a 4xx is final', async () => {
    const copy = vi.fn(() => new Response('{}', { status: 200 }));
    expect((await read(503, {}, copy)).retry).toBe(true);
    expect((await read(404, {}, copy)).retry).toBe(false);
    expect(copy).not.toHaveBeenCalled();
  });

  it('marks a network failure and a 5xx retryable, a 4xx final', async () => {
    expect((await read('offline')).retry).toBe(true);
    expect((await read(503)).retry).toBe(true);
    expect((await read(404)).retry).toBe(false);
  });
});
