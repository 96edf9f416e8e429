import { UPLOADS_PUBLIC_PATH, type UploadMimeType } from '@shop/admin-api';
import type { Db } from '../db/db';

export interface NewUpload {
  id: string;
  shopId: string;
  storageKey: string;
  mime: UploadMimeType;
  sizeBytes: number;
  descr: string;
  originalName: string;
  width: number | null;
  height: number | null;
  createdAt: number;
}

export async function insertUpload(tx: Db, u: NewUpload): Promise<void> {
  await tx.query(
    `INSERT INTO uploads (id, shop_id, storage_key, mime, size_bytes, descr, original_name, width,
       height, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      u.id,
      u.shopId,
      u.storageKey,
      u.mime,
      u.sizeBytes,
      u.descr,
      u.originalName,
      u.width,
      u.height,
      u.createdAt,
    ],
  );
}

/** SQL for the public address of a stored file, from an expression giving its storage key. */
export function uploadSrcSql(storageKeyExpr: string): string {
  // A trusted constant of the contract, not input: safe to inline.
  return `('${UPLOADS_PUBLIC_PATH}/' || ${storageKeyExpr})`;
}
