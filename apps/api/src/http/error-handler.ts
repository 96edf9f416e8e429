import { randomUUID } from 'node:crypto';
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError } from './errors';
import { logSafeError } from './log-safe-error';

export interface Logger {
  /**
   * `message` is ours (never input); `error` is the raw error, and a logger writes only what
   * logSafeError() keeps of it: no parameter values, no personal data, no secrets.
   */
  error(message: string, error?: unknown): void;
  info(message: string): void;
}

/** One JSON line per event, so a log search finds an error id and nothing else rides along. */
export const consoleLogger: Logger = {
  error: (message, error) =>
    console.error(
      JSON.stringify({
        level: 'error',
        message,
        ...(error === undefined ? {} : { error: logSafeError(error) }),
      }),
    ),
  info: (message) => console.log(message),
};

/**
 * Every failure answers JSON. Only a real bug becomes a 500, and only that is logged: the method,
 * the route pattern (not the path: ids stay out) and an error id, which the 500 also returns so
 * support finds the log line a user reports.
 */
export function errorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) {
      return c.json({ message: error.message, errors: error.errors, ...error.extra }, error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      return c.json({ message: error.message || 'Request refused', errors: [] }, status);
    }
    const errorId = randomUUID();
    logger.error(`${c.req.method} ${c.req.routePath} failed, error_id ${errorId}`, error);
    return c.json({ message: 'Internal error', errors: [], error_id: errorId }, 500);
  };
}

export const notFoundHandler: NotFoundHandler = (c) =>
  c.json({ message: `No route for ${c.req.method} ${c.req.path}`, errors: [] }, 404);
