import { z } from 'zod';
import { optionalEnumQuery, recordVersion, unixSeconds } from './common';
import { languageSchema } from './shop';

/**
 * The shop's policies (§2 Settings › policies): the texts its storefront shows customers. Rich text,
 * kept to the markup of RICH_TEXT_TAGS by the server before it stores it. Each may start from a
 * template in the shop's language (en or az) with the shop's name and e-mail filled in.
 */

export const SHOP_POLICY_KINDS = [
  'refund',
  'privacy',
  'terms_of_service',
  'shipping',
  'contact',
] as const;
export type ShopPolicyKind = (typeof SHOP_POLICY_KINDS)[number];
export const shopPolicyKindSchema = z.enum(SHOP_POLICY_KINDS);

export function isShopPolicyKind(value: string): value is ShopPolicyKind {
  return (SHOP_POLICY_KINDS as readonly string[]).includes(value);
}

/** Characters of one policy's HTML (as sent, before the server trims its markup). */
export const SHOP_POLICY_MAX = 100_000;

export const shopPolicySchema = z.object({
  kind: shopPolicyKindSchema,
  /** HTML; '' when the shop has not written it. */
  body: z.string(),
  updated_at: unixSeconds,
});
export type ShopPolicy = z.infer<typeof shopPolicySchema>;

/** GET settings/policies: every kind, in SHOP_POLICY_KINDS' order. */
export const shopPolicyListSchema = z.object({ items: z.array(shopPolicySchema) });
export type ShopPolicyList = z.infer<typeof shopPolicyListSchema>;

/** PUT settings/policies/{kind}: the text, with the version edited. */
export const updateShopPolicyBodySchema = z.object({
  body: z.string().max(SHOP_POLICY_MAX, `At most ${SHOP_POLICY_MAX} characters`),
  updated_at: recordVersion,
});
export type UpdateShopPolicyBody = z.input<typeof updateShopPolicyBodySchema>;

export const shopPolicyParam = z.object({ kind: shopPolicyKindSchema });

/** GET settings/policies/{kind}/template: `language` defaults to the shop's. */
export const shopPolicyTemplateQuerySchema = z.object({
  language: optionalEnumQuery(languageSchema),
});
export type ShopPolicyTemplateQuery = z.input<typeof shopPolicyTemplateQuerySchema>;

export const shopPolicyTemplateSchema = z.object({
  kind: shopPolicyKindSchema,
  language: languageSchema,
  /** HTML in RICH_TEXT_TAGS, the shop's name and e-mail filled in. */
  body: z.string(),
});
export type ShopPolicyTemplate = z.infer<typeof shopPolicyTemplateSchema>;
