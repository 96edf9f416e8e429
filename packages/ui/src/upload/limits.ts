import type { Accept } from 'react-dropzone';

/** SPEC §9: gallery and single image limit, 2,000,000 bytes. */
export const IMAGE_MAX_BYTES = 2_000_000;
/** SPEC §9: theme images may be 5 MB. */
export const THEME_IMAGE_MAX_BYTES = 5_000_000;
/** SPEC §9: a browser preview is made only for files up to this size (inclusive). */
export const PREVIEW_MAX_BYTES = 200_000;
/** An empty file is no image: below this the drop is rejected with `file-too-small`. */
export const IMAGE_MIN_BYTES = 1;

/**
 * SPEC §5 types png, jpeg, jpg, webp, avif, svg, by MIME type *and* extension: react-dropzone accepts a
 * file when either matches, so a `.avif` whose MIME type the OS leaves empty is still accepted, and the
 * native picker offers exactly these types.
 */
export const imageAccept: Accept = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/webp': ['.webp'],
  'image/avif': ['.avif'],
  'image/svg+xml': ['.svg'],
};

/** Which size limit applies to a single-image uploader. */
export type SingleImageVariant = 'default' | 'theme';

export function maxBytesFor(variant: SingleImageVariant): number {
  return variant === 'theme' ? THEME_IMAGE_MAX_BYTES : IMAGE_MAX_BYTES;
}

/** Whether the kit makes a `blob:` preview for this file (SPEC §4: 200000 bytes or less). */
export function shouldPreview(file: { size: number }): boolean {
  return file.size <= PREVIEW_MAX_BYTES;
}
