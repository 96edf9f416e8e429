import type { RequestConfig } from './client';

/** One request as it goes on the wire: the client has built the URL, headers and body. */
export interface TransportRequest {
  /** The request as the caller made it (path, params, options), for logs and test fakes. */
  config: RequestConfig;
  method: string;
  /** Path and query string, on our own origin. */
  url: string;
  headers: Headers;
  body: BodyInit | null;
  signal?: AbortSignal | undefined;
  /** Bytes sent so far and the total (when the browser knows it). */
  onUploadProgress?: ((loaded: number, total: number | undefined) => void) | undefined;
}

/** The answer: its status and its body, parsed from JSON when it is JSON. */
export interface TransportResponse {
  status: number;
  data: unknown;
  /** The Retry-After header of a 503 or 429, as the server wrote it. */
  retryAfter?: string | null;
}

/** Sends a request; rejects only when no answer came (network failure, abort). */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * XMLHttpRequest, for the one thing fetch cannot do: report upload progress. Rejects like fetch (a
 * TypeError on a network failure, the signal's reason on an abort).
 */
function xhrTransport(request: TransportRequest): Promise<TransportResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) =>
      request.onUploadProgress?.(event.loaded, event.lengthComputable ? event.total : undefined);
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        data: parseBody(xhr.responseText, xhr.getResponseHeader('Content-Type')),
        retryAfter: xhr.getResponseHeader('Retry-After'),
      });
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    const { signal } = request;
    if (signal) {
      if (signal.aborted) return reject(signal.reason as unknown);
      signal.addEventListener(
        'abort',
        () => {
          xhr.abort();
          reject(signal.reason as unknown);
        },
        { once: true },
      );
    }
    xhr.send(request.body as XMLHttpRequestBodyInit | null);
  });
}

/** A fetch's answer as the client reads it: its status, its body and its Retry-After. */
export async function readResponse(response: Response): Promise<TransportResponse> {
  return {
    status: response.status,
    data: parseBody(await response.text(), response.headers.get('Content-Type')),
    retryAfter: response.headers.get('Retry-After'),
  };
}

/** The browser's transport: fetch, or XMLHttpRequest when the caller follows the upload. */
export const browserTransport: Transport = async (request) => {
  if (request.onUploadProgress) return xhrTransport(request);
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal ?? null,
    credentials: 'same-origin',
  });
  return readResponse(response);
};
