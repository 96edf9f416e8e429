import { seedDataFolder, startServer } from '../../scripts/test-server.mjs';
import { writeState } from './state';
import { warmUp } from './warm-up';

/**
 * Seed the demo data once, start the real product on a copy of it on free loopback ports, then warm
 * it up (see warm-up.ts). The untouched seed stays for tests that need a server of their own
 * (own-server.ts): a copy starts in seconds, seeding takes most of a minute on a busy machine. The
 * server exits by itself when this process goes away (its stdin closes); global-teardown also stops
 * it by its PID and removes both folders.
 */
export default async function globalSetup() {
  const seedDir = await seedDataFolder();
  const { pid, baseUrl, accountsUrl, dataDir } = await startServer({ seededFrom: seedDir });
  const state = { pid, baseUrl, accountsUrl, dataDir, seedDir };
  writeState(state);
  await warmUp(state);
}
