import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeBackend } from './locale-backend';

function read(status: number | 'offline', body: unknown = {}) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
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

  it('marks a network failure and a 5xx retryable, a 4xx final', async () => {
    expect((await read('offline')).retry).toBe(true);
    expect((await read(503)).retry).toBe(true);
    expect((await read(404)).retry).toBe(false);
  });
});
