import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, XSRF_HEADER } from '@shop/admin-api';
import { fakeApi, type Route } from '../../test/fake-api';

const TOKEN = { access_token: 'new-token', expires_in: 900 };

/** Fresh modules per test: the session and the client keep module state on purpose. */
async function setup(route: Route) {
  vi.resetModules();
  const { api, setTransport } = await import('./client');
  const session = await import('../session/session');
  const store = await import('../session/store');
  const server = fakeApi(route);
  setTransport(server.transport);
  store.setSession({ accessToken: 'old-token', expiresIn: 900, isLoggedIn: true });
  return { api, session, store, server };
}

/** The fake server: a resource answers only the new token; refresh and logout as given. */
function server(refreshStatus: number): Route {
  return ({ url, authorization }) => {
    if (url === paths.auth.refresh) {
      return refreshStatus === 200
        ? { status: 200, data: TOKEN }
        : { status: refreshStatus, data: { message: 'No session', errors: [] } };
    }
    if (url === paths.auth.logout) return { status: 204 };
    if (authorization === `Bearer ${TOKEN.access_token}`) return { status: 200, data: { url } };
    return { status: 401, data: { message: 'Unauthorized', errors: [] } };
  };
}

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  // The auto-refresh timer is not part of these tests.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('http client', () => {
  it('sends the bearer and the XSRF header and unwraps the body', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-123';
    const { api, server: fake, store } = await setup(server(200));
    store.setSession({ accessToken: TOKEN.access_token });
    await expect(api.get('customers')).resolves.toEqual({ url: 'customers' });
    const [request] = fake.seen;
    expect(request?.authorization).toBe('Bearer new-token');
    expect(request?.headers.get(XSRF_HEADER)).toBe('xsrf-123');
    expect(request?.wireUrl).toBe('/api/admin/v1/customers');
  });

  it('refreshes once for 50 parallel 401s and retries each with the new token', async () => {
    const { api, server: fake, store } = await setup(server(200));
    const urls = Array.from({ length: 50 }, (_, index) => `customers/cus_${index}`);
    const results = await Promise.all(urls.map((url) => api.get(url)));

    expect(fake.count(paths.auth.refresh)).toBe(1);
    expect(results).toEqual(urls.map((url) => ({ url })));
    for (const url of urls) {
      const attempts = fake.seen.filter((request) => request.url === url);
      expect(attempts.map((request) => request.authorization)).toEqual([
        'Bearer old-token',
        'Bearer new-token',
      ]);
    }
    expect(store.getSession()).toMatchObject({ accessToken: 'new-token', isLoggedIn: true });
    // The refresh itself runs on cookies: no bearer.
    expect(
      fake.seen.find((request) => request.url === paths.auth.refresh)?.authorization,
    ).toBeUndefined();
    expect(assign).not.toHaveBeenCalled();
  });

  it('logs out exactly once when the refresh fails, and every call rejects', async () => {
    const { api, server: fake, store } = await setup(server(401));
    const calls = Array.from({ length: 50 }, (_, index) => api.get(`customers/cus_${index}`));
    const settled = await Promise.allSettled(calls);

    expect(settled.every((result) => result.status === 'rejected')).toBe(true);
    expect(fake.count(paths.auth.refresh)).toBe(1);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(fake.count(paths.auth.logout)).toBe(1);
    expect(assign).toHaveBeenCalledWith('http://localhost:4100/');
    expect(store.getSession()).toMatchObject({ accessToken: null, isLoggedIn: false });

    // A straggler 401 after the logout neither refreshes nor logs out again.
    await expect(api.get('customers')).rejects.toMatchObject({ response: { status: 401 } });
    expect(fake.count(paths.auth.refresh)).toBe(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('does not refresh or retry a call marked skipRefresh', async () => {
    const { api, server: fake } = await setup(server(200));
    await expect(api.get('customers', { skipRefresh: true })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(fake.count(paths.auth.refresh)).toBe(0);
    expect(fake.count('customers')).toBe(1);
  });

  it('retries a call only once when the new token is refused too', async () => {
    const { api, server: fake } = await setup(({ url }) =>
      url === paths.auth.refresh ? { status: 200, data: TOKEN } : { status: 401 },
    );
    await expect(api.get('customers')).rejects.toMatchObject({ response: { status: 401 } });
    expect(fake.count('customers')).toBe(2);
    expect(fake.count(paths.auth.refresh)).toBe(1);
  });

  it('tells a cancelled request from one whose time ran out, and both from the network', async () => {
    const { api } = await setup(({ config }) => {
      const signal = config.signal;
      if (signal?.aborted) throw signal.reason;
      throw new TypeError('Failed to fetch');
    });
    const cancelled = new AbortController();
    cancelled.abort();
    await expect(api.get('customers', { signal: cancelled.signal })).rejects.toMatchObject({
      code: 'ERR_CANCELED',
    });
    const timedOut = new AbortController();
    timedOut.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    await expect(api.get('customers', { signal: timedOut.signal })).rejects.toMatchObject({
      code: 'ERR_TIMEOUT',
    });
    await expect(api.get('customers')).rejects.toMatchObject({ code: 'ERR_NETWORK' });
  });
});
