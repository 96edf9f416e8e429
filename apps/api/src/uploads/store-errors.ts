// How an upload store fails, whichever store it is: the routes answer these with a clear status and
// message (never a 500 with a stack), and log them for whoever runs the store.

/**
 * The store could not do what was asked: 503 when it did not answer (down, unreachable, timed out, or
 * itself unavailable: try again later), 502 when it answered with a refusal a retry will not change
 * (bad credentials, no such bucket, an object that is not one of ours). The message is for the log:
 * it names the operation, the store's status and error code, never a credential or a signature.
 */
export class UploadStoreError extends Error {
  constructor(
    readonly status: 502 | 503,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'UploadStoreError';
  }
}

/** A key that already has a file: refused, never overwritten (keys are random, so this is a bug). */
export class StorageKeyTakenError extends Error {
  constructor(key: string, options?: { cause?: unknown }) {
    super(`The upload store already has a file at ${key}`, options);
    this.name = 'StorageKeyTakenError';
  }
}

/** What a client is told when the store fails (details go to the log only). */
export const UPLOAD_STORE_MESSAGES = {
  503: 'Uploaded files are unavailable right now: the file store is not answering. Try again in a moment.',
  502: 'Uploaded files are unavailable: the file store refused the request.',
} as const;

/** A 503 asks the client to wait this long (s): an outage of the store outlasts a busy second. */
export const UPLOAD_STORE_RETRY_AFTER_SECONDS = 5;

/** The headers of an answer to a store failure: Retry-After only when a retry may help. */
export function uploadStoreFailureHeaders(error: UploadStoreError): Record<string, string> {
  return error.status === 503 ? { 'Retry-After': String(UPLOAD_STORE_RETRY_AFTER_SECONDS) } : {};
}
