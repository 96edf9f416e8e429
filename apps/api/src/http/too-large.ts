import type { FieldError } from '@shop/admin-api';
import type { Context } from 'hono';

/**
 * The 413 of a body limit. The limit refuses before the body is read, so the rest of the body is
 * still on its way and the connection cannot carry another request: `Connection: close` tells the
 * client so, and it opens a new connection for its next request instead of failing on this one.
 */
export function tooLargeAnswer(c: Context, message: string, errors: FieldError[] = []): Response {
  c.header('Connection', 'close');
  return c.json({ message, errors }, 413);
}
