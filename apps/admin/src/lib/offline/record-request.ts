import { IDEMPOTENCY_HEADER } from '@shop/admin-api';
import { api, setTransport, type RequestConfig } from '../http/client';
import type { SchemaName } from '../http/contract';

/**
 * A change as it goes to the server, kept so it can be sent again, after a reload too: the method,
 * the path under the API, the query and the JSON body, with the idempotency key made when the user
 * submitted it. Nothing in it is a token or a secret: the client adds the bearer when it sends.
 */
export interface RecordedWrite {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  params?: object | undefined;
  body?: unknown;
  idempotencyKey: string;
  /** The contract schema of the answer, checked again after a reload. */
  response?: SchemaName | undefined;
}

const NOT_SENT = new Error('Recorded, not sent');

/**
 * The request `send` makes for `variables`, without sending it: the client's transport is swapped
 * for one that keeps the request, for the synchronous start of `send` (the client calls the
 * transport before its first await). Undefined when `send` makes no request at once, makes a
 * multipart upload, or uses a method that is not a write: such a change is sent as before, and
 * waits in memory only. A `send` that awaits before calling the client must not come here (see
 * WriteOptions.send): its request would leave after the swap, for real.
 */
export function recordRequest(
  send: (variables: never) => Promise<unknown>,
  variables: unknown,
): Omit<RecordedWrite, 'idempotencyKey' | 'response'> | undefined {
  let seen: RequestConfig | undefined;
  const previous = setTransport((request) => {
    seen ??= request.config;
    return Promise.reject(NOT_SENT);
  });
  try {
    (send as (variables: unknown) => Promise<unknown>)(variables).catch(() => undefined);
  } catch {
    // A send that throws at once made no request either.
  } finally {
    setTransport(previous);
  }
  if (!seen || seen.body instanceof FormData || seen.onUploadProgress) return undefined;
  const method = seen.method.toUpperCase();
  if (method !== 'POST' && method !== 'PUT' && method !== 'DELETE') return undefined;
  return { method, url: seen.url, params: seen.params, body: seen.body };
}

/** Sends a recorded change with its idempotency key (the server answers a resend once). */
export function sendRecorded(write: RecordedWrite): Promise<unknown> {
  const options = {
    params: write.params,
    headers: { [IDEMPOTENCY_HEADER]: write.idempotencyKey },
  };
  if (write.method === 'DELETE') return api.delete(write.url, options);
  return write.method === 'POST'
    ? api.post(write.url, write.body, options)
    : api.put(write.url, write.body, options);
}

export function isRecordedWrite(value: unknown): value is RecordedWrite {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RecordedWrite).url === 'string' &&
    typeof (value as RecordedWrite).idempotencyKey === 'string'
  );
}
