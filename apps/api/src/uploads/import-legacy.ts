// Before migration 010 the bytes of uploads lived in a folder (UPLOADS_DIR, default ./data/uploads) of
// one machine. A database from then has `uploads` rows without bytes in the store: on start, their
// files are copied in once, so an upgrade loses no image. Afterwards the folder is no longer read.
//
// They are copied into the database whatever store is configured: where 010 put them, and where this
// import can tell at once which rows are done (an object store would take a request per row). An
// S3-compatible store serves them from there too (uploadStoreFor reads the database's files first).
import { readFile, stat } from 'node:fs/promises';
import type { UploadMimeType } from '@shop/admin-api';
import type { Db } from '../db/db';
import { legacyFilePath } from './storage';
import { databaseUploadStore } from './store';
import { StorageKeyTakenError } from './store-errors';

export interface LegacyImport {
  imported: number;
  /**
   * Rows whose file is not in the folder: they stay without bytes (404), as they were. With an
   * S3-compatible store configured, the rows of files stored there count here too.
   */
  missing: number;
}

/** Copy the files of `uploads` rows that have no bytes in the store from the old uploads folder. */
export async function importLegacyUploads(db: Db, uploadsDir: string): Promise<LegacyImport> {
  const result: LegacyImport = { imported: 0, missing: 0 };
  if (!(await stat(uploadsDir).catch(() => null))?.isDirectory()) return result;
  const rows = await db.query<{ storage_key: string; mime: UploadMimeType; created_at: number }>(
    `SELECT storage_key, mime, created_at FROM uploads u
     WHERE NOT EXISTS (SELECT 1 FROM upload_blobs b WHERE b.storage_key = u.storage_key)
     ORDER BY storage_key`,
  );
  const store = databaseUploadStore(db);
  for (const row of rows) {
    const file = legacyFilePath(uploadsDir, row.storage_key);
    const bytes = file ? await readFile(file).catch(() => null) : null;
    if (!bytes?.byteLength) {
      result.missing++;
      continue;
    }
    try {
      await db.transaction((tx) =>
        store.put(tx, {
          key: row.storage_key,
          contentType: row.mime,
          bytes,
          createdAt: row.created_at,
        }),
      );
      result.imported++;
    } catch (error) {
      // Another replica starting at the same time imported it first.
      if (!(error instanceof StorageKeyTakenError)) throw error;
    }
  }
  return result;
}
