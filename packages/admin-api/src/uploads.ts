import { z } from 'zod';
import { idSchema } from './common';
import { UPLOADS_PUBLIC_PATH } from './start-paths';

/**
 * POST /uploads takes a multipart form: `file` (one image), `descr` (alt text, may be empty) and
 * `kind` (`theme` raises the size limit for theme images, §5). The server decides the type from the
 * file's bytes, never from its name or the browser's claim.
 */

/** §9: gallery and single images. */
export const UPLOAD_MAX_BYTES = 2_000_000;
/** §9: theme images. */
export const THEME_UPLOAD_MAX_BYTES = 5_000_000;
/** §9: the browser previews files up to this size locally. */
export const UPLOAD_PREVIEW_MAX_BYTES = 200_000;

export const UPLOAD_KINDS = ['image', 'theme'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** §5 png, jpeg (jpg), webp, avif, svg: what the server stores and serves them as. */
export const UPLOAD_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/avif',
  'image/svg+xml',
] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

export function uploadMaxBytes(kind: UploadKind): number {
  return kind === 'theme' ? THEME_UPLOAD_MAX_BYTES : UPLOAD_MAX_BYTES;
}

/** §8 "Max size must be 2 MB." (5 for theme images). */
export function uploadTooLargeMessage(kind: UploadKind): string {
  return `Max size must be ${uploadMaxBytes(kind) / 1_000_000} MB.`;
}

/** The refusals of §5 (file-invalid-type, file-too-small, too-many-files) as field messages. */
export const UPLOAD_MESSAGES = {
  invalidType: 'The file must be a png, jpeg, webp, avif or svg image.',
  empty: 'The file is empty.',
  tooMany: 'Upload one file at a time.',
  missing: 'Choose a file to upload.',
} as const;

/** The text fields of the form (the file itself is checked by the server from its bytes). */
export const uploadFieldsSchema = z.object({
  descr: z.string().trim().max(500).default(''),
  kind: z.enum(UPLOAD_KINDS).default('image'),
});
export type UploadFields = z.input<typeof uploadFieldsSchema>;

/** §3 Image reference: how every image travels (product gallery, collection images, uploads). */
export const imageRefSchema = z.object({ id: idSchema, src: z.string() });
export type ImageRef = z.infer<typeof imageRefSchema>;

/** The answer of POST /uploads (201): the new image, ready to be put in a gallery. */
export const uploadResponseSchema = imageRefSchema;
export type UploadResponse = ImageRef;

/** Public address of a stored file. */
export function uploadSrc(storageKey: string): string {
  return `${UPLOADS_PUBLIC_PATH}/${storageKey}`;
}

/**
 * The address uploadSrc() gives a stored file: year/month/random name.ext, as the server makes its
 * storage keys. Nothing else: no other host, no scheme (`javascript:`), no dot segments.
 */
const OWN_UPLOAD_SRC = new RegExp(
  `^${UPLOADS_PUBLIC_PATH}/[0-9]{4}/[0-9]{2}/[a-z0-9-]{1,64}\\.(?:png|jpg|webp|avif|svg)$`,
);
/** Longer than any address uploadSrc() gives; a bound checked before the pattern. */
export const UPLOAD_SRC_MAX_LENGTH = 120;
export const UPLOAD_SRC_INVALID = 'Choose an image uploaded to this shop';

/**
 * An image a user picks for something everyone sees (a profile picture, the shop's logo): only a
 * reference to one of our own uploads, bounded. Not any URL: a tracker's host would learn who
 * opens the admin, and a 900 KB string slowed every later request.
 */
export const ownUploadSrcSchema = z
  .string()
  .trim()
  // Past the bound the pattern is not tried: one refusal, and no regex over a huge string.
  .max(UPLOAD_SRC_MAX_LENGTH, { message: UPLOAD_SRC_INVALID, abort: true })
  .regex(OWN_UPLOAD_SRC, UPLOAD_SRC_INVALID);
