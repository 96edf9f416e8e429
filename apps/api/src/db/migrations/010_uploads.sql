-- The bytes of uploaded files, in the database: every API replica on this database serves every upload
-- (they used to live in a folder of one machine). One row per file of `uploads`, deleted with it.
-- `content_type` is the type sniffed from the bytes at upload, never what the client claimed.
CREATE TABLE upload_blobs (
  storage_key text PRIMARY KEY REFERENCES uploads (storage_key) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN
    ('image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/svg+xml')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  -- Hex SHA-256 of the bytes: the file's ETag, and a check that the bytes are the ones stored.
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  bytes bytea NOT NULL,
  created_at bigint NOT NULL,
  CONSTRAINT upload_blobs_size_check CHECK (octet_length(bytes) = size_bytes)
);
-- Images are compressed already: store them out of line without trying to compress them again.
ALTER TABLE upload_blobs ALTER COLUMN bytes SET STORAGE EXTERNAL;
