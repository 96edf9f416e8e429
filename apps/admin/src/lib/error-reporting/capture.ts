/**
 * The first load's whole share of error reporting (issue 27): failures are handed here, and held
 * until the reporter (./start.ts, loaded after the first render) connects, or for good when error
 * reporting is off. Everything else (which failures count, scrubbing, Sentry) loads later.
 */
export type ErrorKind = 'render' | 'query' | 'mutation';

/** A failure, its kind and the path it happened on (a queued one is sent from another page). */
export type CapturedError = [error: unknown, kind: ErrorKind, path: string];

const waiting: CapturedError[] = [];
let sink: ((captured: CapturedError) => void) | undefined;

export function captureError(error: unknown, kind: ErrorKind): void {
  const captured: CapturedError = [error, kind, location.pathname];
  if (sink) sink(captured);
  // A few are enough to explain a start that went wrong; without a reporter they are never read.
  else if (waiting.length < 10) waiting.push(captured);
}

/** The reporter takes over: what waited goes first. */
export function connectErrorSink(next: (captured: CapturedError) => void): void {
  sink = next;
  waiting.splice(0).forEach(next);
}
