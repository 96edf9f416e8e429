import type { RequestConfig } from '../lib/http/client';
import type { Transport } from '../lib/http/transport';

/** One request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  /** The path as the caller gave it, e.g. `customers` (paths.customers). */
  url: string;
  /** The URL as it went on the wire: the API's base, the path and the query string. */
  wireUrl: string;
  authorization: string | undefined;
  headers: Headers;
  /** The caller's request; `data` is the body as sent (JSON text or FormData). */
  config: RequestConfig & { data: BodyInit | null };
}

export type Route = (
  request: SeenRequest,
) => { status: number; data?: unknown } | Promise<{ status: number; data?: unknown }>;

/**
 * A fake API at the transport level: the real client (headers, refresh, errors) and session run
 * unchanged, only the network is replaced. Answers go out on a later microtask, so parallel calls
 * overlap.
 */
export function fakeApi(route: Route) {
  const seen: SeenRequest[] = [];
  const transport: Transport = async (wire) => {
    const request: SeenRequest = {
      method: wire.method,
      url: wire.config.url,
      wireUrl: wire.url,
      authorization: wire.headers.get('Authorization') ?? undefined,
      headers: wire.headers,
      config: { ...wire.config, data: wire.body },
    };
    seen.push(request);
    await Promise.resolve();
    if (wire.signal?.aborted) throw wire.signal.reason;
    const { status, data } = await route(request);
    return { status, data };
  };
  return {
    transport,
    seen,
    count: (url: string) => seen.filter((request) => request.url === url).length,
  };
}
