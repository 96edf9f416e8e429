import { z } from 'zod';
import { currencySchema, idSchema, minorUnits, recordVersion, unixSeconds } from './common';
import { shopGeneralShape, updateShopGeneralShape } from './shop-general';
import { ownUploadSrcSchema } from './uploads';

export const WEBSITE_SELLING_MODES = ['online_store', 'sell_by_link'] as const;
export const websiteSellingModeSchema = z.enum(WEBSITE_SELLING_MODES);
export const activeStatusSchema = z.enum(['active', 'inactive']);
export const LANGUAGES = ['en', 'az'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

/** §3: the onboarding steps a shop may have done. */
export const ONBOARDING_STEPS = ['create_store', 'sell_via_link', 'create_card'] as const;
export const onboardingStepSchema = z.enum(ONBOARDING_STEPS);
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;

/**
 * §3 Onboarding state, with the field names the spec gives it. `isEditable`: the shop's onboarding
 * was switched on (the first visit of /home?show-confetti after the store was created does it);
 * `list`: the steps done so far. Whether the checklist shows is the app's rule (§4).
 */
export const onboardingSchema = z.object({
  isEditable: z.boolean(),
  list: z.array(onboardingStepSchema),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

export const shopSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  currency: currencySchema,
  tax_inclusion_status: activeStatusSchema,
  tour_completed: z.boolean(),
  /** The card flag: the wallet block shows only when the shop has a wallet card. */
  has_wallet_card: z.boolean(),
  wallet: z.object({ available_amount: minorUnits }).nullable(),
  website_selling_mode: websiteSellingModeSchema,
  admin_panel_logo: z.string().nullable(),
  language: languageSchema,
  /** Public address of the storefront, used by the sidebar's preview link. */
  storefront_url: z.string(),
  onboarding: onboardingSchema,
  /**
   * Who owns the shop (first and last name, e-mail): whom staff ask for a permission they lack (the
   * permission overlay names them). Null only for a shop without an owner.
   */
  owner: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** The general settings (shop-general.ts). */
  ...shopGeneralShape,
  updated_at: unixSeconds,
});
export type Shop = z.infer<typeof shopSchema>;

export const updateShopBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Required').max(120),
    email: z
      .string()
      .trim()
      .email('Enter a valid email')
      .max(254)
      .transform((v) => v.toLowerCase()),
    tax_inclusion_status: activeStatusSchema,
    tour_completed: z.boolean(),
    website_selling_mode: websiteSellingModeSchema,
    /** Shown to every user of the shop: one of its uploads, or null for none. */
    admin_panel_logo: ownUploadSrcSchema.nullable(),
    language: languageSchema,
    /**
     * Switches the onboarding on (`onboarding.isEditable`). Any user of the shop may turn it on, as
     * with `tour_completed: true`; turning it off is a settings change.
     */
    onboarding_editable: z.boolean(),
    /** The general settings (shop-general.ts). */
    ...updateShopGeneralShape,
  })
  .partial()
  .extend({ updated_at: recordVersion });
export type UpdateShopBody = z.infer<typeof updateShopBodySchema>;

export const storeSchema = z.object({
  id: idSchema,
  host: z.string(),
  name: z.string(),
  website_selling_mode: websiteSellingModeSchema,
  admin_panel_logo: z.string().nullable(),
  language: languageSchema,
  /** True for the shop this session works on. */
  current: z.boolean(),
});
export type Store = z.infer<typeof storeSchema>;
export const storeListSchema = z.object({ items: z.array(storeSchema) });
export type StoreList = z.infer<typeof storeListSchema>;
