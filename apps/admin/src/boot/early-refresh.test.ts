import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, XSRF_COOKIE } from '@shop/admin-api';
import { api, setTransport } from '../lib/http/client';
import { takeEarlyRefresh } from '../lib/session/early-refresh';
import { fakeApi } from '../test/fake-api';
import { sendEarlyRefresh, startEarlyRefresh } from './early-refresh';

afterEach(() => {
  document.cookie = `${XSRF_COOKIE}=; max-age=0; path=/`;
  setTransport(null);
});

describe('the boot script', () => {
  it('sends the refresh the session would send: the same call, headers and cookies', async () => {
    document.cookie = `${XSRF_COOKIE}=xsrf-1; path=/`;
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    await sendEarlyRefresh();
    const [url, init] = fetch.mock.calls[0]!;

    // The session's own refresh, through the app's client (lib/session/session.ts's AUTH_CALL).
    const server = fakeApi(() => ({ status: 200, data: {} }));
    setTransport(server.transport);
    await api.post(paths.auth.refresh, undefined, { anonymous: true, skipRefresh: true });
    const [client] = server.seen;

    expect(url).toBe(client!.wireUrl);
    expect(init?.method).toBe(client!.method);
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBeUndefined();
    expect(client!.config.data).toBeNull();
    expect([...new Headers(init?.headers)]).toEqual([...client!.headers]);
    expect(new Headers(init?.headers).get('X-XSRF-TOKEN')).toBe('xsrf-1');
  });

  it('leaves its answer for the session, which takes it once', async () => {
    const answer = new Response('{}', { status: 200 });
    vi.spyOn(window, 'fetch').mockResolvedValue(answer);
    const page = {};
    startEarlyRefresh(page);
    expect(Object.keys(page)).toEqual([]); // not enumerable: nothing iterating window lists it
    const taken = takeEarlyRefresh(page);
    expect(await taken).toBe(answer);
    expect(takeEarlyRefresh(page)).toBeNull();
  });

  it('leaves a failed refresh for the session to handle, not as an unhandled rejection', async () => {
    vi.spyOn(window, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const page = {};
    startEarlyRefresh(page);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await expect(takeEarlyRefresh(page)).rejects.toThrow('Failed to fetch');
  });
});
