/** What global-setup started. It travels in the environment, which Playwright's workers inherit. */
export interface ServerState {
  pid: number;
  baseUrl: string;
  accountsUrl: string;
  dataDir: string;
  /** The demo seed, untouched: servers of a test's own start on a copy of it (own-server.ts). */
  seedDir: string;
}

export function writeState(state: ServerState) {
  process.env.E2E_SERVER = JSON.stringify(state);
}

export function readState(): ServerState {
  const raw = process.env.E2E_SERVER;
  if (!raw) throw new Error('E2E_SERVER is not set: run the tests through playwright.config.ts');
  return JSON.parse(raw) as ServerState;
}
