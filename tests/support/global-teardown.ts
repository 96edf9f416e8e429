import { rmSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { readState } from './state';

/** True while a process with this PID exists (signal 0 only checks). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stop the server we started (by its PID), wait until it has exited (it closes its database on
 * SIGTERM), then remove its data folder and the seed it was copied from.
 */
export default async function globalTeardown() {
  const { pid, dataDir, seedDir } = readState();
  if (running(pid)) process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (running(pid) && Date.now() < deadline) await delay(50);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(seedDir, { recursive: true, force: true });
}
