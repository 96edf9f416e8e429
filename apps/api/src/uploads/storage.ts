import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * The key of a new upload: `<year>/<month>/<random>.<ext>`. The random part makes the public address
 * unguessable and never reused, so it can be cached forever.
 */
export function newStorageKey(nowSeconds: number, ext: string): string {
  const date = new Date(nowSeconds * 1000);
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${date.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${ext}`;
}

/** The shape of every key we hand out (seeded ones included): no dot segments, no other characters. */
const STORAGE_KEY_PATTERN = /^[0-9]{4}\/[0-9]{2}\/[a-z0-9-]{1,64}\.(?:png|jpg|webp|avif|svg)$/;

/** Whether a key (e.g. typed into a URL) has the shape of one we hand out. */
export function isStorageKey(key: string): boolean {
  return STORAGE_KEY_PATTERN.test(key);
}

/**
 * The file a key had in the uploads folder of old versions (before the bytes moved into the
 * database), or null when the key could leave that folder.
 */
export function legacyFilePath(uploadsDir: string, key: string): string | null {
  if (!isStorageKey(key)) return null;
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, key);
  return file.startsWith(root + path.sep) ? file : null;
}
