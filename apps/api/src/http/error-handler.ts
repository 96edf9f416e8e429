import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError } from './errors';

export interface Logger {
  error(message: string, error?: unknown): void;
  info(message: string): void;
}

export const consoleLogger: Logger = {
  error: (message, error) => console.error(message, error),
  info: (message) => console.log(message),
};

/** Every failure answers JSON. Only a real bug becomes a 500, and only that is logged. */
export function errorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) {
      return c.json({ message: error.message, errors: error.errors, ...error.extra }, error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      return c.json({ message: error.message || 'Request refused', errors: [] }, status);
    }
    logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json({ message: 'Internal error', errors: [] }, 500);
  };
}

export const notFoundHandler: NotFoundHandler = (c) =>
  c.json({ message: `No route for ${c.req.method} ${c.req.path}`, errors: [] }, 404);
