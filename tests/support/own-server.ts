import { startServer, type TestServer } from '../../scripts/test-server.mjs';
import { test as base } from './fixtures';
import { readState, type ServerState } from './state';

/**
 * The longest a server of a test's own may take to answer. It starts on a copy of the seed that
 * global-setup made (no seeding: a few seconds), with room for a crowded machine.
 */
export const OWN_SERVER_START_MS = 60_000;

/**
 * For tests that change what the whole shop shares (its name, currency, selling mode, outside
 * settings) and would change every other test's pages with it: the real product on its own ports,
 * on a copy of the untouched demo seed. `env`: settings of its own (e.g. APP_STORE_WIDGET_URL).
 */
export async function useOwnServer(
  use: (server: ServerState) => Promise<void>,
  env: Record<string, string> = {},
): Promise<void> {
  const { seedDir } = readState();
  const server: TestServer = await startServer({
    seededFrom: seedDir,
    env,
    startTimeoutMs: OWN_SERVER_START_MS,
  });
  try {
    await use({ ...server, seedDir });
  } finally {
    await server.stop();
  }
}

/** A worker fixture's options for a server of its own (useOwnServer). */
export const OWN_SERVER_FIXTURE = {
  scope: 'worker',
  timeout: OWN_SERVER_START_MS + 30_000,
} as const;

/** The fixtures' `test` with `server` (and so `signIn`) on a server of the spec's own. */
export const testOnOwnServer = base.extend<object, { ownServer: ServerState }>({
  ownServer: [async ({}, use) => useOwnServer(use), OWN_SERVER_FIXTURE],
  server: async ({ ownServer }, use) => {
    await use(ownServer);
  },
});
