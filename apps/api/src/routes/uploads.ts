import {
  can,
  THEME_UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  uploadFieldsSchema,
  uploadMaxBytes,
  uploadSrc,
  uploadTooLargeMessage,
  type UploadResponse,
} from '@shop/admin-api';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { missingPolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import { newId } from '../db/ids';
import { ApiError, fieldError } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { tooLargeAnswer } from '../http/too-large';
import { parseInput } from '../http/validate';
import { insertUpload } from '../repos/uploads';
import { sniffImage } from '../uploads/sniff';
import { newStorageKey } from '../uploads/storage';
import { uploadStoreFor } from '../uploads/store';
import {
  UPLOAD_STORE_MESSAGES,
  UploadStoreError,
  uploadStoreFailureHeaders,
} from '../uploads/store-errors';

/** Room for the multipart envelope around the largest file (boundaries, headers, descr, kind). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const UPLOAD_BODY_MAX_BYTES = THEME_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/**
 * The uploads route's own body limit (the rest of the API stops at 1 MB): a body that cannot hold a
 * file within the largest limit is refused before it is read, with the message the uploader shows.
 */
export function uploadBodyLimit(): MiddlewareHandler {
  return bodyLimit({
    maxSize: UPLOAD_BODY_MAX_BYTES,
    onError: (c) => {
      const title = uploadTooLargeMessage('theme');
      return tooLargeAnswer(c, title, [{ field: 'file', title }]);
    },
  });
}

/** Names are kept for the merchant's reference only: printable, bounded. */
function cleanName(name: string): string {
  return [...name]
    .filter((ch) => ch >= ' ' && ch !== '\u007f')
    .join('')
    .slice(0, 255);
}

async function readForm(c: Parameters<MiddlewareHandler<AppEnv>>[0]) {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(400, 'Send the upload as multipart/form-data');
  }
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError(400, 'Malformed multipart body');
  }
}

/** POST /uploads (multipart: descr, file, kind): store one image of this shop, answer `{ id, src }`. */
export function uploadRoutes({ db, config, clock, logger }: Deps): Hono<AppEnv> {
  const store = uploadStoreFor({ db, config });
  const app = new Hono<AppEnv>();
  // Catalog images need `product`; theme images (`kind: theme`, 5 MB) need `theme` (§6). Whoever holds
  // neither is refused before the body is read; the kind's own policy is checked once it is known.
  app.use('*', async (c, next) => {
    const { account } = c.get('auth');
    if (!can(account, 'product') && !can(account, 'theme')) throw missingPolicy('product');
    await next();
  });

  app.post('/', async (c) => {
    const form = await readForm(c);
    const { descr, kind } = parseInput(uploadFieldsSchema, {
      descr: form.descr ?? undefined,
      kind: form.kind ?? undefined,
    });
    const policy = kind === 'theme' ? 'theme' : 'product';
    if (!can(c.get('auth').account, policy)) throw missingPolicy(policy);
    const file = form.file;
    if (Array.isArray(file)) throw fieldError('file', UPLOAD_MESSAGES.tooMany);
    if (!(file instanceof File)) throw fieldError('file', UPLOAD_MESSAGES.missing);
    if (file.size === 0) throw fieldError('file', UPLOAD_MESSAGES.empty);
    if (file.size > uploadMaxBytes(kind)) throw fieldError('file', uploadTooLargeMessage(kind));

    const bytes = new Uint8Array(await file.arrayBuffer());
    const image = sniffImage(bytes);
    if (!image) throw fieldError('file', UPLOAD_MESSAGES.invalidType);

    const now = nowSeconds(clock);
    const id = newId('upl');
    const storageKey = newStorageKey(now, image.ext);
    // The row, then the bytes, in one transaction: a refused upload leaves nothing behind, and a
    // row never points at missing bytes.
    try {
      await db.transaction(async (tx) => {
        await insertUpload(tx, {
          id,
          shopId: c.get('auth').shopId,
          storageKey,
          mime: image.mime,
          sizeBytes: bytes.byteLength,
          descr,
          originalName: cleanName(file.name),
          width: image.width,
          height: image.height,
          createdAt: now,
        });
        await store.put(tx, { key: storageKey, contentType: image.mime, bytes, createdAt: now });
      });
    } catch (error) {
      if (!(error instanceof UploadStoreError)) throw error;
      // Neither the client's doing nor a bug of ours: the store's trouble, said plainly (the row was
      // rolled back), and logged for whoever runs the store.
      logger.error(`POST /uploads: the upload store failed (${error.status})`, error);
      return c.json(
        { message: UPLOAD_STORE_MESSAGES[error.status], errors: [] },
        error.status,
        uploadStoreFailureHeaders(error),
      );
    }
    const body: UploadResponse = { id, src: uploadSrc(storageKey) };
    return c.json(body, 201);
  });

  return app;
}
