import { z } from 'zod';
import { languageSchema } from './shop';

/**
 * The AI helpers of the product and collection forms. Inputs are trimmed (§5). `content_mode` chooses
 * the length and tone of what is written: `concise` for a line or two, `detailed` for a fuller text.
 */
export const CONTENT_MODES = ['concise', 'detailed'] as const;
export type ContentMode = (typeof CONTENT_MODES)[number];
export const contentModeSchema = z.enum(CONTENT_MODES);

const aiTitle = z.string().trim().min(1, 'Required').max(255);

/** The language to write in: the admin's interface language (English when a caller does not say). */
const aiLanguage = languageSchema.default('en');

export const aiProductDescriptionBodySchema = z.object({
  product_title: aiTitle,
  /** What the merchant wants said (materials, audience, tone); may be empty. */
  prompt_for_ai: z.string().trim().max(2000).default(''),
  language: aiLanguage,
});
export type AiProductDescriptionBody = z.input<typeof aiProductDescriptionBodySchema>;
/** `description` is HTML of paragraphs and lists only; the server sanitises it like any description. */
export const aiProductDescriptionSchema = z.object({ description: z.string() });
export type AiProductDescription = z.infer<typeof aiProductDescriptionSchema>;

export const aiProductSeoBodySchema = z.object({
  product_title: aiTitle,
  content_mode: contentModeSchema.default('concise'),
  language: aiLanguage,
});
export type AiProductSeoBody = z.input<typeof aiProductSeoBodySchema>;
export const aiProductSeoSchema = z.object({
  meta_title: z.string(),
  meta_description: z.string(),
});
export type AiProductSeo = z.infer<typeof aiProductSeoSchema>;

export const aiCollectionInfoBodySchema = z.object({
  collection_title: aiTitle,
  content_mode: contentModeSchema.default('concise'),
  language: aiLanguage,
});
export type AiCollectionInfoBody = z.input<typeof aiCollectionInfoBodySchema>;
export const aiCollectionInfoSchema = z.object({
  description: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
});
export type AiCollectionInfo = z.infer<typeof aiCollectionInfoSchema>;

/** Search engines cut longer titles and descriptions. */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;
