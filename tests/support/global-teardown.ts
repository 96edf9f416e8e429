import { rmSync } from 'node:fs';
import { readState } from './state';

/** Stop the server we started (by its PID) and remove its data folder. */
export default async function globalTeardown() {
  const { pid, dataDir } = readState();
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
