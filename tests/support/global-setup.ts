import { startServer } from '../../scripts/test-server.mjs';
import { writeState } from './state';

/**
 * Start the real product on free loopback ports with a fresh data folder. The server exits by itself
 * when this process goes away (its stdin closes); global-teardown also stops it by its PID.
 */
export default async function globalSetup() {
  const { pid, baseUrl, accountsUrl, dataDir } = await startServer();
  writeState({ pid, baseUrl, accountsUrl, dataDir });
}
