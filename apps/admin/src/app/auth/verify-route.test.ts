import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { paths } from '@shop/admin-api';
import { fakeApi, type Route } from '../../test/fake-api';

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

async function setup(route: Route) {
  vi.resetModules();
  const { setTransport } = await import('../../lib/http/client');
  const server = fakeApi(route);
  setTransport(server.transport);
  const { loader } = await import('./verify-route');
  const store = await import('../../lib/session/store');
  const visit = (search: string) =>
    loader({
      request: new Request(`http://localhost/admin/auth/verify${search}`),
    } as LoaderFunctionArgs);
  return { visit, server, store };
}

const TOKEN = { access_token: 'fresh', expires_in: 900 };
/** No refresh cookie: the bootstrap refresh fails, as for anyone coming back from sign-in. */
const signedOut: Route = ({ url, config }) => {
  if (url === paths.auth.refresh) return { status: 401 };
  if (url === paths.auth.logout) return { status: 204 };
  if (url === paths.auth.verify) {
    const body = JSON.parse(String(config.data)) as { code: string };
    return body.code === 'good'
      ? { status: 200, data: TOKEN }
      : { status: 400, data: { message: 'Invalid code', errors: [] } };
  }
  return { status: 404 };
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  window.history.replaceState(null, '', '/admin/auth/verify');
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  sessionStorage.setItem('tourSkipped', 'true');
  return () => vi.useRealTimers();
});

describe('/auth/verify', () => {
  it('exchanges the code and goes to from', async () => {
    const { visit, server, store } = await setup(signedOut);
    const response = (await visit('?code=good&from=%2Fcustomers%3Fq%3Dann')) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/customers?q=ann');
    expect(store.getSession()).toMatchObject({ accessToken: 'fresh', isLoggedIn: true });
    expect(server.count(paths.auth.verify)).toBe(1);
    // A fresh sign-in offers the tour again.
    expect(sessionStorage.getItem('tourSkipped')).toBeNull();
    // The failed bootstrap on this page did not bounce the user to the sign-in service.
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes home without from, and never follows a from outside the app', async () => {
    const { visit } = await setup(signedOut);
    const response = (await visit('?code=good&from=https%3A%2F%2Fevil.example')) as Response;
    expect(response.headers.get('Location')).toBe('/home');
  });

  it('logs out when the code is missing', async () => {
    const { visit, server } = await setup(signedOut);
    await expect(visit('?from=%2Forders')).resolves.toBeNull();
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:4100/?from=%2Forders'),
    );
    expect(server.count(paths.auth.verify)).toBe(0);
  });

  it('logs out when the exchange fails', async () => {
    const { visit, store } = await setup(signedOut);
    await expect(visit('?code=bad')).resolves.toBeNull();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:4100/'));
    expect(store.getSession().isLoggedIn).toBe(false);
  });

  it('sends a signed-in user away to /home', async () => {
    const { visit, server } = await setup(({ url }) =>
      url === paths.auth.refresh ? { status: 200, data: TOKEN } : { status: 500 },
    );
    const response = (await visit('?code=good&from=%2Forders')) as Response;
    expect(response.headers.get('Location')).toBe('/home');
    expect(server.count(paths.auth.verify)).toBe(0);
  });
});
