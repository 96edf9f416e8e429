import { IDEMPOTENCY_HEADER } from '@shop/admin-api';
import type { MutationFunction, QueryKey } from '@tanstack/react-query';
import { isCancel, isHttpError } from '../http/client';
import { fromApi, type SchemaName } from '../http/contract';
import { recordRequest, sendRecorded, type RecordedWrite } from './record-request';

/** The mutation key of every change that may wait for the connection and survive a reload. */
export const WRITE_KEY = 'write';

/** The recorded request of each change made in this page, by its variables (see recordRequest). */
const recorded = new WeakMap<object, RecordedWrite>();

/** The recorded request of a change made in this page, if it has one (persist.ts keeps it). */
export function recordedWrite(variables: unknown): RecordedWrite | undefined {
  return typeof variables === 'object' && variables !== null ? recorded.get(variables) : undefined;
}

/** No answer came (the network): worth another try once the connection is back. */
export function isNetworkFailure(error: unknown): boolean {
  return isHttpError(error) && !error.response && !isCancel(error);
}

/** Up to this many tries after a lost answer; between them the mutation waits while offline. */
const NETWORK_RETRIES = 50;

/**
 * Only a change sent with its idempotency key is sent again after a lost answer: the server will
 * not make it twice. Between tries it waits while the browser is offline (TanStack pauses it).
 */
export function retryWrite(failureCount: number, error: unknown): boolean {
  return (
    failureCount < NETWORK_RETRIES &&
    isNetworkFailure(error) &&
    isHttpError(error) &&
    error.config.headers?.[IDEMPOTENCY_HEADER] !== undefined
  );
}

export interface WriteOptions<Variables extends object> {
  /**
   * Sends the change; a request made at once is recorded, so it can be sent again. It must call the
   * client before any await of its own (every send of the app does: `(body) => api.put(...)`):
   * recording runs it once with the network swapped out, and what it did after an await would
   * reach the real network.
   */
  send: (variables: Variables) => Promise<unknown>;
  /** The contract schema of the answer (none when the answer is not read). */
  response?: SchemaName;
  /** Changes to the same record wait and run one after the other, in order (its detail key). */
  scope?: QueryKey;
}

/**
 * The TanStack options of a change that loses nothing offline. When the user submits (onMutate),
 * its request is recorded with a new idempotency key; it is sent with that key, every time, so a
 * resend after a lost answer is answered once by the server. It pauses while offline and resumes
 * when the connection or focus returns; a pending one is kept in IndexedDB (persist.ts) and runs
 * after a reload through the defaults registered for WRITE_KEY. Changes to one record share a
 * scope: they run in the order they were made, so a later save meets the earlier one's version.
 */
export function writeOptions<Variables extends object, Data>({
  send,
  response,
  scope,
}: WriteOptions<Variables>) {
  const mutationFn: MutationFunction<Data, Variables> = async (variables) => {
    const write = recordedWrite(variables);
    const data = write ? await sendRecorded(write) : await send(variables);
    return (response ? fromApi(response, data) : data) as Data;
  };
  return {
    mutationKey: [WRITE_KEY] as const,
    ...(scope ? { scope: { id: JSON.stringify(scope) } } : {}),
    mutationFn,
    onMutate: (variables: Variables) => {
      const request = recordRequest(send, variables);
      if (request)
        recorded.set(variables, { ...request, idempotencyKey: crypto.randomUUID(), response });
    },
    retry: retryWrite,
    retryDelay: (failureCount: number) => Math.min(500 * 2 ** failureCount, 10_000),
  };
}
