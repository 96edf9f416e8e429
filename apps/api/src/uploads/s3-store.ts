// Uploads in an S3-compatible object store (AWS S3, Cloudflare R2, MinIO, Backblaze B2...), when one
// is configured (UPLOADS_S3_*, see config.ts). Requests are signed (AWS Signature Version 4) by
// aws4fetch, a small vetted library, not by code of ours.
import { UPLOAD_MIME_TYPES, type UploadMimeType } from '@shop/admin-api';
import { AwsClient } from 'aws4fetch';
import type { UploadsS3Config } from '../config';
import { sha256Hex } from './sha256';
import type { StoredFileInfo, UploadStore } from './store';
import { StorageKeyTakenError, UploadStoreError } from './store-errors';

const EMPTY_BODY_SHA256 = sha256Hex(new Uint8Array(0));
/** How much of an error answer is read for its `<Code>`: S3's error documents are small. */
const ERROR_BODY_MAX_CHARS = 4096;

type Method = 'PUT' | 'HEAD' | 'GET';

/** The address of an object: `<endpoint>/<bucket>/<key>` (path-style) or `<bucket>.<host>/<key>`. */
function objectUrls(config: UploadsS3Config): (key: string) => string {
  const endpoint = new URL(config.endpoint);
  const base =
    config.addressing === 'path'
      ? `${endpoint.origin}/${config.bucket}`
      : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
  return (key) => `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

const isUploadMimeType = (value: string): value is UploadMimeType =>
  (UPLOAD_MIME_TYPES as readonly string[]).includes(value);

/** The S3 error code of a refusal (`AccessDenied`, `NoSuchBucket`...), when its body names one. */
async function errorCode(res: Response): Promise<string | undefined> {
  try {
    const text = (await res.text()).slice(0, ERROR_BODY_MAX_CHARS);
    return /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(text)?.[1];
  } catch {
    return undefined;
  }
}

/**
 * `s3UploadStore(config)`: the bytes of uploads as objects of one bucket, the object key being the
 * storage key. The `uploads` row stays in the database; the object is written inside the row's
 * transaction, before its commit, so a row never points at a missing object. The reverse can
 * happen (the commit fails after the object was written) and is harmless: keys are random and never
 * handed out without their row, so nobody learns that object's address; it only takes space. The
 * transaction (and its pooled connection) waits for the store meanwhile, at most `timeoutMs`.
 *
 * One request per operation, each bounded by `config.timeoutMs`, and no retries: a PUT retried after
 * a lost answer would be refused as taken, and a caller waiting on a failing store is better told at
 * once (503) than held. `fetchImpl` is the network (a test passes its own).
 */
export function s3UploadStore(
  config: UploadsS3Config,
  fetchImpl: typeof fetch = fetch,
): UploadStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    retries: 0,
  });
  const urlOf = objectUrls(config);
  const where = `${new URL(config.endpoint).host}, bucket ${config.bucket}`;

  /** A store that did not answer: down, unreachable, or slower than the time limit. */
  function notAnswering(method: Method, key: string, error: unknown): UploadStoreError {
    const why =
      error instanceof Error && error.name === 'TimeoutError'
        ? `did not answer within ${config.timeoutMs} ms`
        : 'could not be reached';
    return new UploadStoreError(503, `${method} ${key}: the upload store (${where}) ${why}`, {
      cause: error,
    });
  }

  /** An answer we cannot use: the store itself unavailable (5xx, 429) or a refusal (4xx). */
  async function refused(method: Method, key: string, res: Response): Promise<UploadStoreError> {
    const code = method === 'HEAD' ? undefined : await errorCode(res);
    const status = res.status >= 500 || res.status === 429 ? 503 : 502;
    return new UploadStoreError(
      status,
      `${method} ${key}: the upload store (${where}) answered ${res.status}${code ? ` ${code}` : ''}`,
    );
  }

  async function send(
    method: Method,
    key: string,
    headers: Record<string, string> = {},
    body?: Uint8Array,
  ): Promise<Response> {
    // One limit for the whole exchange: connecting, sending, and reading the answer's bytes.
    const signal = AbortSignal.timeout(config.timeoutMs);
    const request = await client.sign(urlOf(key), {
      method,
      // The payload's hash is signed, so the store refuses bytes changed on the way.
      headers: { 'x-amz-content-sha256': body ? sha256Hex(body) : EMPTY_BODY_SHA256, ...headers },
      ...(body ? { body: body as Uint8Array<ArrayBuffer> } : {}),
      signal,
    });
    try {
      return await fetchImpl(request);
    } catch (error) {
      throw notAnswering(method, key, error);
    }
  }

  /** Type, size and hash as put() wrote them; anything else is not an upload of ours. */
  function infoOf(key: string, headers: Headers): StoredFileInfo {
    const contentType = (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const size = Number(headers.get('content-length'));
    const sha256 = headers.get('x-amz-meta-sha256') ?? '';
    if (
      !isUploadMimeType(contentType) ||
      !Number.isSafeInteger(size) ||
      size <= 0 ||
      !/^[0-9a-f]{64}$/.test(sha256)
    ) {
      throw new UploadStoreError(
        502,
        `HEAD ${key}: the object in the upload store (${where}) has no image type, size or sha256 metadata`,
      );
    }
    return { contentType, size, sha256 };
  }

  return {
    async put(_tx, file) {
      const res = await send(
        'PUT',
        file.key,
        {
          'content-type': file.contentType,
          'x-amz-meta-sha256': sha256Hex(file.bytes),
          // A taken key is refused (412), never overwritten.
          'if-none-match': '*',
        },
        file.bytes,
      );
      if (res.status === 412) throw new StorageKeyTakenError(file.key);
      if (!res.ok) throw await refused('PUT', file.key, res);
      // Read the (empty) answer so the connection can serve the next request.
      await res.arrayBuffer().catch(() => undefined);
    },

    async head(key) {
      const res = await send('HEAD', key);
      if (res.status === 404) return null;
      if (!res.ok) throw await refused('HEAD', key, res);
      return infoOf(key, res.headers);
    },

    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) {
        // A missing bucket is a wrong setting, not a missing file.
        if ((await errorCode(res)) === 'NoSuchBucket') {
          throw new UploadStoreError(502, `GET ${key}: the bucket is missing (${where})`);
        }
        return null;
      }
      if (!res.ok) throw await refused('GET', key, res);
      const info = infoOf(key, res.headers);
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(await res.arrayBuffer());
      } catch (error) {
        throw notAnswering('GET', key, error);
      }
      if (bytes.byteLength !== info.size) {
        throw new UploadStoreError(
          502,
          `GET ${key}: the upload store (${where}) sent ${bytes.byteLength} of ${info.size} bytes`,
        );
      }
      return { ...info, bytes };
    },
  };
}
