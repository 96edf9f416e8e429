import { createHash } from 'node:crypto';

/** Hex SHA-256 of a file's bytes: its ETag, and the check that bytes are the ones stored. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
