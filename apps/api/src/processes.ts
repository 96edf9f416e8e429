// Several API processes behind the same ports (API_PROCESSES, main.ts). Node 20 has no reusePort: the
// primary process owns the listening sockets and hands each new connection to a worker in turn
// (node:cluster's round-robin), so one port spreads its connections over the workers.
import cluster, { type Worker } from 'node:cluster';

/** A worker tells the primary it is listening on both ports with this message. */
export const WORKER_READY = 'shop-api-ready';

/**
 * Start `count` workers (each runs main.ts again, as a worker) and keep them running: one that dies
 * is replaced, unless it died before it was ready (a start that fails would fail again: the primary
 * exits). Resolves once all are listening; `stop()` stops them (SIGTERM: each finishes its requests
 * in flight) and resolves when they have exited.
 */
export async function startWorkers(count: number): Promise<{ stop(): Promise<void> }> {
  let stopping = false;
  const fork = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = cluster.fork();
      let ready = false;
      worker.on('message', (message) => {
        if (message !== WORKER_READY) return;
        ready = true;
        resolve(worker);
      });
      worker.once('exit', (code, signal) => {
        if (stopping) return;
        if (!ready) {
          reject(
            new Error(`API process ${worker.process.pid} exited during start (${signal ?? code})`),
          );
          return;
        }
        console.error(
          `API process ${worker.process.pid} exited (${signal ?? code}); starting another.`,
        );
        fork().catch((error: unknown) => {
          console.error(String(error));
          process.exit(1);
        });
      });
    });

  const stop = async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.isDead()) return resolve();
            w.once('exit', () => resolve());
            w.process.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    await Promise.all(Array.from({ length: count }, fork));
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/** In a worker: tell the primary this process is listening. */
export function reportReady(): void {
  process.send?.(WORKER_READY);
}
