import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where an upload's bytes live: `<year>/<month>/<random>.<ext>` under the uploads folder. The random
 * part makes the public address unguessable and never reused, so it can be cached forever; the year
 * and month keep any one folder small.
 */
export function newStorageKey(nowSeconds: number, ext: string): string {
  const date = new Date(nowSeconds * 1000);
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${date.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${ext}`;
}

/** The shape of every key we hand out (seeded ones included): no dot segments, no other characters. */
const STORAGE_KEY_PATTERN = /^[0-9]{4}\/[0-9]{2}\/[a-z0-9-]{1,64}\.(?:png|jpg|webp|avif|svg)$/;

/**
 * The file of a storage key, or null when the key could leave the uploads folder. Keys come from our
 * database, but the serving route also sees keys typed into a URL: both checks stay.
 */
export function storedFilePath(uploadsDir: string, key: string): string | null {
  if (!STORAGE_KEY_PATTERN.test(key)) return null;
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, key);
  return file.startsWith(root + path.sep) ? file : null;
}

/** Write a new file; `wx` refuses to overwrite, so a key collision can never replace an image. */
export async function writeStoredFile(
  uploadsDir: string,
  key: string,
  bytes: Uint8Array,
  options: { overwrite?: boolean } = {},
): Promise<void> {
  const file = storedFilePath(uploadsDir, key);
  if (!file) throw new Error(`invalid storage key ${key}`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes, { flag: options.overwrite ? 'w' : 'wx' });
}

export async function removeStoredFile(uploadsDir: string, key: string): Promise<void> {
  const file = storedFilePath(uploadsDir, key);
  if (file) await rm(file, { force: true });
}
