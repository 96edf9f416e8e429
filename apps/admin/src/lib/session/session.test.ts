import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@shop/admin-api';
import { fakeApi } from '../../test/fake-api';

const TOKEN = { access_token: 'new-token', expires_in: 900 };

/** The refresh's answers, in turn: 'network' is no answer at all (the connection is down). */
async function setup(answers: (number | 'network')[]) {
  vi.resetModules();
  const { setTransport } = await import('../http/client');
  const session = await import('./session');
  const store = await import('./store');
  const server = fakeApi(({ url }) => {
    if (url === paths.auth.logout) return { status: 204 };
    const answer = answers.shift() ?? 200;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return answer === 200
      ? { status: 200, data: TOKEN }
      : { status: answer, data: { message: 'No session', errors: [] } };
  });
  setTransport(server.transport);
  store.setSession({ accessToken: 'old-token', expiresIn: 900, isLoggedIn: true });
  return { session, store, server };
}

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
let online = true;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  online = true;
});

describe('a refresh that fails', () => {
  it('for the network does not sign out: it refreshes again when the connection is back', async () => {
    online = false;
    const { session, store, server } = await setup(['network', 200]);
    await expect(session.refreshSession()).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(assign).not.toHaveBeenCalled();
    expect(store.getSession().isLoggedIn).toBe(true);
    expect(server.count(paths.auth.refresh)).toBe(1);

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(store.getSession().accessToken).toBe(TOKEN.access_token));
    expect(server.count(paths.auth.refresh)).toBe(2);
    expect(assign).not.toHaveBeenCalled();
  });

  it('online without an answer (a 5xx) is tried again after a wait, not signed out', async () => {
    const { session, store, server } = await setup([503, 200]);
    await expect(session.refreshSession()).rejects.toMatchObject({ response: { status: 503 } });
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.waitFor(() => expect(store.getSession().accessToken).toBe(TOKEN.access_token));
    expect(server.count(paths.auth.refresh)).toBe(2);
  });

  it('refused (401) signs out', async () => {
    const { session, store } = await setup([401]);
    await expect(session.refreshSession()).rejects.toMatchObject({ response: { status: 401 } });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(store.getSession()).toMatchObject({ accessToken: null, isLoggedIn: false });
  });

  it('at page load while offline keeps the page signing in until the connection is back', async () => {
    online = false;
    const { session, store } = await setup(['network', 200]);
    store.setSession({ accessToken: null, isLoggedIn: false });
    const listen = vi.spyOn(window, 'addEventListener');
    const started = session.startSession();
    expect(store.getSession().isLogging).toBe(true);
    // The refresh failed: the page waits for the connection, still signing in, not signed out.
    await vi.waitFor(() => expect(listen).toHaveBeenCalledWith('online', expect.any(Function)));
    expect(store.getSession()).toMatchObject({ isLogging: true, isLoggedIn: false });
    expect(assign).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event('online'));
    await started;
    expect(store.getSession()).toMatchObject({ accessToken: TOKEN.access_token, isLoggedIn: true });
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('the page load refresh', () => {
  it('has left when sessionRequestSent resolves, before its answer has come', async () => {
    vi.resetModules();
    const { setTransport } = await import('../http/client');
    const session = await import('./session');
    const store = await import('./store');
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const server = fakeApi(() => answered.then(() => ({ status: 200, data: TOKEN })));
    setTransport(server.transport);
    store.setSession({ accessToken: null, isLoggedIn: false });

    await session.sessionRequestSent();
    expect(server.count(paths.auth.refresh)).toBe(1);
    expect(store.getSession()).toMatchObject({ isLogging: true, isLoggedIn: false });

    answer();
    await session.startSession();
    expect(store.getSession()).toMatchObject({ accessToken: TOKEN.access_token, isLoggedIn: true });
    expect(server.count(paths.auth.refresh)).toBe(1);
  });
});

describe("the boot script's refresh", () => {
  /** The session's setup with the boot script's answer (src/boot) waiting on the page. */
  async function setupWithEarly(early: Promise<Response>, answers: (number | 'network')[] = []) {
    const { EARLY_REFRESH_KEY } = await import('./refresh-protocol');
    Object.defineProperty(window, EARLY_REFRESH_KEY, { value: early, configurable: true });
    const setUp = await setup(answers);
    setUp.store.setSession({ accessToken: null, isLoggedIn: false });
    return setUp;
  }
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });

  it('is read by the page load: signed in, and no second refresh sent', async () => {
    const { session, store, server } = await setupWithEarly(Promise.resolve(json(200, TOKEN)));
    await session.sessionRequestSent();
    await session.startSession();
    expect(store.getSession()).toMatchObject({ accessToken: TOKEN.access_token, isLoggedIn: true });
    expect(server.count(paths.auth.refresh)).toBe(0);
  });

  it("refused (a 401) signs out, as the page's own refresh would", async () => {
    const refused = json(401, { message: 'No session', errors: [] });
    const { session, store } = await setupWithEarly(Promise.resolve(refused));
    await session.startSession();
    expect(store.getSession().isLoggedIn).toBe(false);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it('lost to the network is sent again by the session once the connection is back', async () => {
    online = false;
    const { session, store, server } = await setupWithEarly(
      Promise.reject(new TypeError('Failed to fetch')),
    );
    const listen = vi.spyOn(window, 'addEventListener');
    const started = session.startSession();
    await vi.waitFor(() => expect(listen).toHaveBeenCalledWith('online', expect.any(Function)));
    expect(store.getSession()).toMatchObject({ isLogging: true, isLoggedIn: false });
    expect(server.count(paths.auth.refresh)).toBe(0);

    online = true;
    window.dispatchEvent(new Event('online'));
    await started;
    expect(store.getSession()).toMatchObject({ accessToken: TOKEN.access_token, isLoggedIn: true });
    expect(server.count(paths.auth.refresh)).toBe(1);
    expect(assign).not.toHaveBeenCalled();
  });
});
