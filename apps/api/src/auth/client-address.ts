import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

/**
 * The address limits are kept by: the connection's own. A forwarded-for header is whatever the client
 * says it is, so it is not believed (behind a proxy every client shares the proxy's address, which
 * errs on the strict side). Requests that come with no socket (tests calling `app.request`) share
 * one address, 'unknown'.
 */
export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
