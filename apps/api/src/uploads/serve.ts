import { UPLOADS_PUBLIC_PATH } from '@shop/admin-api';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Handler } from 'hono';
import type { Deps } from '../http/env';
import { findUploadByKey } from '../repos/uploads';
import { storedFilePath } from './storage';

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

/**
 * GET /uploads/<storage key>: public (storefront images), no authentication. Only a key that is in
 * the uploads table and has the shape we hand out is served, so no path can reach outside the folder.
 */
export function serveUploads({ db, config }: Pick<Deps, 'db' | 'config'>): Handler {
  const prefix = `${UPLOADS_PUBLIC_PATH}/`;
  return async (c) => {
    const raw = c.req.path.startsWith(prefix) ? c.req.path.slice(prefix.length) : '';
    let key: string;
    try {
      key = decodeURIComponent(raw);
    } catch {
      return missing();
    }
    const file = storedFilePath(config.uploadsDir, key);
    if (!file) return missing();
    const upload = await findUploadByKey(db, key);
    if (!upload) return missing();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return missing();
    const headers = {
      ...FILE_HEADERS,
      'Content-Type': upload.mime,
      'Content-Length': String(info.size),
    };
    if (c.req.method === 'HEAD') return new Response(null, { headers });
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return new Response(body, { headers });
  };
}
