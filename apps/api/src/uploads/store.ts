import type { UploadMimeType } from '@shop/admin-api';
import { isPgError, PG_UNIQUE_VIOLATION, type Db } from '../db/db';
import type { Deps } from '../http/env';
import { s3UploadStore } from './s3-store';
import { sha256Hex } from './sha256';
import { StorageKeyTakenError } from './store-errors';

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
 * changes. A store that fails throws UploadStoreError (store-errors.ts), which the routes answer 503
 * or 502 with a message.
 */
export interface UploadStore {
  /**
   * Store a new file, inside `tx`, the transaction that writes the file's `uploads` row, before it
   * commits: a store in the database writes in it (the row and the bytes are committed together or
   * not at all); an object store writes during it (see s3-store.ts). A key that is taken is refused
   * with StorageKeyTakenError, never overwritten.
   */
  put(tx: Db, file: NewStoredFile): Promise<void>;
  head(key: string): Promise<StoredFileInfo | null>;
  get(key: string): Promise<StoredFile | null>;
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
      try {
        await tx.query(
          `INSERT INTO upload_blobs (storage_key, content_type, size_bytes, sha256, bytes, created_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [file.key, file.contentType, bytes.byteLength, sha256Hex(bytes), bytes, file.createdAt],
        );
      } catch (error) {
        if (isPgError(error, PG_UNIQUE_VIOLATION)) {
          throw new StorageKeyTakenError(file.key, { cause: error });
        }
        throw error;
      }
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

/**
 * New files in an object store, while the files the database holds stay served: those stored before
 * the object store was configured, the demo seed's and the legacy import's (which write to the
 * database). The database is asked first: a lookup by primary key on a connection the API holds
 * anyway costs less than a round trip to the store, and those files are still served while the
 * object store is down. Nothing needs moving when the setting changes.
 */
function objectStoreOverDatabase(objects: UploadStore, database: UploadStore): UploadStore {
  return {
    put: (tx, file) => objects.put(tx, file),
    head: async (key) => (await database.head(key)) ?? objects.head(key),
    get: async (key) => (await database.get(key)) ?? objects.get(key),
  };
}

/**
 * The store of this server's uploads: the one place that chooses it. An S3-compatible store when
 * UPLOADS_S3_* configure one (reads still find the database's files), else the database.
 */
export function uploadStoreFor({ db, config }: Pick<Deps, 'db' | 'config'>): UploadStore {
  const database = databaseUploadStore(db);
  return config.uploadsS3
    ? objectStoreOverDatabase(s3UploadStore(config.uploadsS3), database)
    : database;
}
