import { createHash } from 'node:crypto';
import type { UploadMimeType } from '@shop/admin-api';
import type { Db } from '../db/db';
import type { Deps } from '../http/env';

/** What the file route needs to answer without the bytes (HEAD, a conditional GET). */
export interface StoredFileInfo {
  /** The type sniffed from the bytes when they were stored. */
  contentType: UploadMimeType;
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
}

export interface StoredFile extends StoredFileInfo {
  bytes: Uint8Array;
}

/** A file to store; `createdAt` in unix seconds. */
export interface NewStoredFile {
  key: string;
  contentType: UploadMimeType;
  bytes: Uint8Array;
  createdAt: number;
}

/**
 * Where the bytes of uploads live: a place every API replica sees, so any of them serves a file that
 * another one stored. Keys come from newStorageKey (random, never reused), so a stored file never
 * changes.
 */
export interface UploadStore {
  /**
   * Store a new file. `tx` is the transaction that writes the file's `uploads` row: a store in the
   * database writes in it, so the row and the bytes are committed together or not at all. A key that
   * is taken is refused, never overwritten.
   */
  put(tx: Db, file: NewStoredFile): Promise<void>;
  head(key: string): Promise<StoredFileInfo | null>;
  get(key: string): Promise<StoredFile | null>;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

interface BlobRow {
  content_type: UploadMimeType;
  size_bytes: number;
  sha256: string;
}

const info = (row: BlobRow): StoredFileInfo => ({
  contentType: row.content_type,
  size: row.size_bytes,
  sha256: row.sha256,
});

/** Uploads in the `upload_blobs` table (migration 010) of the API's own database. */
export function databaseUploadStore(db: Db): UploadStore {
  return {
    async put(tx, file) {
      // node-postgres sends a Buffer as bytea; PGlite takes any Uint8Array.
      const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
      await tx.query(
        `INSERT INTO upload_blobs (storage_key, content_type, size_bytes, sha256, bytes, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [file.key, file.contentType, bytes.byteLength, sha256Hex(bytes), bytes, file.createdAt],
      );
    },
    async head(key) {
      const [row] = await db.query<BlobRow>(
        'SELECT content_type, size_bytes, sha256 FROM upload_blobs WHERE storage_key = $1',
        [key],
      );
      return row ? info(row) : null;
    },
    async get(key) {
      const [row] = await db.query<BlobRow & { bytes: Uint8Array }>(
        'SELECT content_type, size_bytes, sha256, bytes FROM upload_blobs WHERE storage_key = $1',
        [key],
      );
      return row ? { ...info(row), bytes: row.bytes } : null;
    },
  };
}

/** The store of this server's uploads: the one place that chooses it. */
export function uploadStoreFor({ db }: Pick<Deps, 'db'>): UploadStore {
  return databaseUploadStore(db);
}
