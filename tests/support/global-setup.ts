import { startServer } from '../../scripts/test-server.mjs';
import { writeState } from './state';
import { warmUp } from './warm-up';

/**
 * Start the real product on free loopback ports with a fresh data folder, then warm it up (see
 * warm-up.ts). The server exits by itself when this process goes away (its stdin closes);
 * global-teardown also stops it by its PID.
 */
export default async function globalSetup() {
  const { pid, baseUrl, accountsUrl, dataDir } = await startServer();
  const state = { pid, baseUrl, accountsUrl, dataDir };
  writeState(state);
  await warmUp(state);
}
