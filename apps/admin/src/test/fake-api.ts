import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** One request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  headers: AxiosHeaders;
  config: InternalAxiosRequestConfig;
}

export type Route = (
  request: SeenRequest,
) => { status: number; data?: unknown } | Promise<{ status: number; data?: unknown }>;

/**
 * A fake API at the axios adapter level: the real client, interceptors and session run unchanged,
 * only the network is replaced. Answers go out on a later microtask, so parallel calls overlap.
 */
export function fakeApi(route: Route) {
  const seen: SeenRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const headers = AxiosHeaders.from(config.headers);
    const auth = headers.get('Authorization');
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      authorization: typeof auth === 'string' ? auth : undefined,
      headers,
      config,
    };
    seen.push(request);
    await Promise.resolve();
    const { status, data } = await route(request);
    const response: AxiosResponse = {
      data,
      status,
      statusText: String(status),
      headers: {},
      config,
      request: {},
    };
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        {},
        response,
      );
    }
    return response;
  };
  return {
    adapter,
    seen,
    count: (url: string) => seen.filter((request) => request.url === url).length,
  };
}
