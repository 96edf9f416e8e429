import { startServer, type TestServer } from '../../scripts/test-server.mjs';
import { test as base } from './fixtures';
import { readState, type ServerState } from './state';
import { completeTourOnce } from './tour';

/**
 * The longest a server of a test's own may take to answer. It starts on a copy of the seed that
 * global-setup made (no seeding: a few seconds), with room for a crowded machine.
 */
export const OWN_SERVER_START_MS = 60_000;

/**
 * For tests that change what the whole shop shares (its name, currency, selling mode, outside
 * settings) and would change every other test's pages with it: the real product on its own ports,
 * on a copy of the untouched demo seed. `env`: settings of its own (e.g. APP_STORE_WIDGET_URL).
 * `tourCompleted: false` leaves the seed's guided tour to be taken.
 */
export async function useOwnServer(
  use: (server: ServerState) => Promise<void>,
  env: Record<string, string> = {},
  { tourCompleted = true }: { tourCompleted?: boolean } = {},
): Promise<void> {
  const { seedDir } = readState();
  const server: TestServer = await startServer({
    seededFrom: seedDir,
    env,
    startTimeoutMs: OWN_SERVER_START_MS,
  });
  try {
    // Like the shared server (warm-up.ts): the owner has skipped the guided tour, unless the test
    // is about the tour (tests/tour.spec.ts).
    if (tourCompleted) await completeTourOnce(server);
    await use({ ...server, seedDir });
  } finally {
    await server.stop();
  }
}

/** A worker fixture's options for a server of its own (useOwnServer). */
export const OWN_SERVER_FIXTURE = {
  scope: 'worker',
  // The start, then skipping the guided tour in a browser of its own (sign-in, the tour's 2 s wait).
  timeout: OWN_SERVER_START_MS + 60_000,
} as const;

/** The fixtures' `test` with `server` (and so `signIn`) on a server of the spec's own. */
export const testOnOwnServer = base.extend<object, { ownServer: ServerState }>({
  ownServer: [async ({}, use) => useOwnServer(use), OWN_SERVER_FIXTURE],
  server: async ({ ownServer }, use) => {
    await use(ownServer);
  },
});
