import type { TestContext } from './context';

/** Requests to a running server, shaped like an in-process app so the session helpers work. */
const remote = (origin: string) => ({
  request: (url: string, init: RequestInit = {}) =>
    fetch(new URL(url, origin), { redirect: 'manual', ...init }),
});

/**
 * A real server process (scripts/test-server.mjs) as the session helpers' context: signIn, call and
 * callJson go over HTTP to its Admin API and sign-in ports. Only `app` and `accounts` are there.
 */
export function remoteContext(server: { baseUrl: string; accountsUrl: string }): TestContext {
  return {
    app: remote(server.baseUrl),
    accounts: remote(server.accountsUrl),
  } as unknown as TestContext;
}
