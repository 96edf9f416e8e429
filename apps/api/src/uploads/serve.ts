import { UPLOADS_PUBLIC_PATH } from '@shop/admin-api';
import type { Handler } from 'hono';
import type { Deps } from '../http/env';
import { isStorageKey } from './storage';
import { uploadStoreFor, type StoredFile, type StoredFileInfo } from './store';
import { UPLOAD_STORE_MESSAGES, UploadStoreError, uploadStoreFailureHeaders } from './store-errors';

/**
 * Headers of every stored file. The bytes are the merchant's, not ours: the type is the one sniffed at
 * upload (never guessed again by the browser), and an SVG opened directly is a sandboxed document with
 * no script, no plugins and no network, so a <script> inside it cannot run on our origin.
 */
const FILE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'Content-Disposition': 'inline',
  // Keys are random and never reused: a file at an address never changes.
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Cross-Origin-Resource-Policy': 'cross-origin',
} as const;

function missing(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
}

/** The store failed: said in plain text, never cached (the file may well be there a moment later). */
function storeFailed(error: UploadStoreError): Response {
  return new Response(UPLOAD_STORE_MESSAGES[error.status], {
    status: error.status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
      ...uploadStoreFailureHeaders(error),
    },
  });
}

const etagOf = (file: StoredFileInfo) => `"${file.sha256}"`;

/** If-None-Match names this file (`*`, or its tag, weak or strong): the client's copy is current. */
function clientHasIt(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * GET and HEAD /uploads/<storage key>: public (storefront images), no authentication. Only a key with
 * the shape we hand out is looked up; the store has bytes only for keys of the uploads table.
 */
export function serveUploads(deps: Pick<Deps, 'db' | 'config' | 'logger'>): Handler {
  const store = uploadStoreFor(deps);
  const prefix = `${UPLOADS_PUBLIC_PATH}/`;
  return async (c) => {
    const raw = c.req.path.startsWith(prefix) ? c.req.path.slice(prefix.length) : '';
    let key: string;
    try {
      key = decodeURIComponent(raw);
    } catch {
      return missing();
    }
    if (!isStorageKey(key)) return missing();
    const ifNoneMatch = c.req.header('if-none-match');
    try {
      // The bytes are read only when they are sent.
      const file: StoredFileInfo | StoredFile | null =
        c.req.method === 'HEAD' || ifNoneMatch ? await store.head(key) : await store.get(key);
      if (!file) return missing();
      const etag = etagOf(file);
      if (clientHasIt(ifNoneMatch, etag)) {
        return new Response(null, { status: 304, headers: { ...FILE_HEADERS, ETag: etag } });
      }
      const headers = {
        ...FILE_HEADERS,
        ETag: etag,
        'Content-Type': file.contentType,
        'Content-Length': String(file.size),
      };
      if (c.req.method === 'HEAD') return new Response(null, { headers });
      const bytes = 'bytes' in file ? file.bytes : (await store.get(key))?.bytes;
      if (!bytes) return missing();
      return new Response(bytes as Uint8Array<ArrayBuffer>, { headers });
    } catch (error) {
      if (!(error instanceof UploadStoreError)) throw error;
      deps.logger.error(
        `${c.req.method} /uploads/*: the upload store failed (${error.status})`,
        error,
      );
      return storeFailed(error);
    }
  };
}
