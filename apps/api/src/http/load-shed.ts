import type { ApiError as ApiErrorBody } from '@shop/admin-api';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * How much work the API takes on at once (see config.ts for the defaults and why).
 * - `maxInFlight`: requests being handled; more would only wait for a database connection while
 *   holding memory and a socket, and make every one of them slower.
 * - `maxQueue`: requests waiting for one of those places, served first come, first served.
 * - `maxWaitMs`: the longest one waits in that queue.
 * Past the queue, or after waiting that long, a request is answered 503 with Retry-After at once, so
 * no caller waits without bound and the requests already taken on still finish in good time.
 */
export interface LoadLimits {
  maxInFlight: number;
  maxQueue: number;
  maxWaitMs: number;
}

/** What a shed request hears: try again in this many seconds. */
export const RETRY_AFTER_SECONDS = 1;
export const BUSY_MESSAGE = 'The server is busy. Try again in a moment.';

export interface LoadShedding {
  middleware: MiddlewareHandler;
  /** Requests being handled now (for tests and the stop path). */
  inFlight(): number;
  /** Requests waiting for a place now. */
  queued(): number;
  /** Resolves once no request is being handled or waiting (the stop path closes the database then). */
  idle(): Promise<void>;
}

interface Waiter {
  /** When it began to wait (Date.now()). */
  since: number;
  /** Called with true when a place was handed over, false when the wait ran out. */
  settle: (admitted: boolean) => void;
}

/** One turn of the event loop: what has arrived on the sockets meanwhile gets read. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function busy(c: Context): Response {
  const body: ApiErrorBody = { message: BUSY_MESSAGE, errors: [] };
  return c.json(body, 503, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
}

/** A bounded number of requests in flight, a bounded queue in front of them, a bounded wait in it. */
export function loadShedding(limits: LoadLimits): LoadShedding {
  let inFlight = 0;
  // FIFO. A Set keeps insertion order and deletes a timed-out waiter from the middle in O(1).
  const queue = new Set<Waiter>();
  let onIdle: (() => void)[] = [];

  const release = () => {
    for (const next of queue) {
      queue.delete(next);
      // Its timer may not have had its turn yet (timers run once per turn of the event loop, after
      // a long turn), so the wait is checked here too.
      if (Date.now() - next.since > limits.maxWaitMs) {
        next.settle(false);
        continue;
      }
      // The place passes straight to the longest waiter: inFlight stays as it is.
      next.settle(true);
      return;
    }
    inFlight--;
    if (inFlight === 0) {
      const waiting = onIdle;
      onIdle = [];
      waiting.forEach((resolve) => resolve());
    }
  };

  const admit = (): Promise<boolean> | boolean => {
    if (inFlight < limits.maxInFlight) {
      inFlight++;
      return true;
    }
    if (queue.size >= limits.maxQueue) return false;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        queue.delete(waiter);
        resolve(false);
      }, limits.maxWaitMs);
      const waiter: Waiter = {
        since: Date.now(),
        settle: (admitted) => {
          clearTimeout(timer);
          resolve(admitted);
        },
      };
      queue.add(waiter);
    });
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    // Admission waits one turn of the event loop, so every request that has arrived is counted
    // before any runs. PGlite runs a request's statements without giving the loop a turn: without
    // this, the next request would not even be read before this one ended, never one would be seen
    // waiting, and the wait would happen unbounded in the socket buffers instead (issue 21).
    await nextTurn();
    const admitted = admit();
    if (!(admitted === true || (await admitted))) return busy(c);
    try {
      await next();
    } finally {
      // The place is handed on at the next turn of the event loop, so the sockets are read between
      // two requests (new connections accepted, new requests counted and shed) even when the
      // database answers without giving the loop a turn (PGlite).
      setImmediate(release);
    }
  };

  return {
    middleware,
    inFlight: () => inFlight,
    queued: () => queue.size,
    idle: () =>
      inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => onIdle.push(resolve)),
  };
}
