import { z } from 'zod';
import { recordVersion, unixSeconds } from './common';
import { ownUploadSrcSchema } from './uploads';
import { COLOR_INVALID } from './messages';
// The words of this part of the contract live in messages.ts, which builds no schema.
export { COLOR_INVALID } from './messages';

/**
 * The shop's brand (§2 Settings › brand): its logo (the shop's admin_panel_logo, which the admin's
 * sidebar shows), its colours, a cover image, a slogan and a short description.
 */

/** A colour as the storefront and the admin write it: `#rrggbb`, lowercased. */
export const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/;
export const BRAND_SLOGAN_MAX = 80;
export const BRAND_SHORT_DESCRIPTION_MAX = 300;

export const brandSchema = z.object({
  /** The shop's admin_panel_logo: one of its uploads, or null for the default logo. */
  logo: z.string().nullable(),
  cover_image: z.string().nullable(),
  primary_color: z.string(),
  accent_color: z.string(),
  slogan: z.string(),
  short_description: z.string(),
  updated_at: unixSeconds,
});
export type Brand = z.infer<typeof brandSchema>;

const colorField = z
  .string()
  .trim()
  .toLowerCase()
  .max(7, { message: COLOR_INVALID, abort: true })
  .regex(HEX_COLOR_PATTERN, COLOR_INVALID);

/** PUT settings/brand: the whole brand, with the version edited. Images are the shop's own uploads. */
export const updateBrandBodySchema = z.object({
  logo: ownUploadSrcSchema.nullable(),
  cover_image: ownUploadSrcSchema.nullable(),
  primary_color: colorField,
  accent_color: colorField,
  slogan: z.string().trim().max(BRAND_SLOGAN_MAX, `At most ${BRAND_SLOGAN_MAX} characters`),
  short_description: z
    .string()
    .trim()
    .max(BRAND_SHORT_DESCRIPTION_MAX, `At most ${BRAND_SHORT_DESCRIPTION_MAX} characters`),
  updated_at: recordVersion,
});
export type UpdateBrandBody = z.input<typeof updateBrandBodySchema>;
