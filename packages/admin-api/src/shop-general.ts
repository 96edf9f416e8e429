import { z } from 'zod';
import { recordVersion } from './common';
import { postalAddressFields, postalAddressSchema, withCountryRules } from './postal-address';
import { ownUploadSrcSchema } from './uploads';
import { URL_INVALID, TIMEZONE_INVALID, CURRENCY_INVALID } from './messages';
// The words of this part of the contract live in messages.ts, which builds no schema.
export { URL_INVALID, TIMEZONE_INVALID, CURRENCY_INVALID } from './messages';

/*
 * The shop's general settings (§2 Settings › general): its details, postal address, home page
 * display, maintenance, social profiles and standards and formats. They are fields of the shop
 * (GET/PUT shop), the address has its own call (PUT shop/address).
 */

/** What the shop sells, as a merchant picks it from the list. */
export const INDUSTRIES = [
  'apparel_accessories',
  'art_crafts',
  'automotive',
  'baby_kids',
  'beauty_cosmetics',
  'books_media',
  'electronics',
  'food_drink',
  'furniture_home',
  'health_wellness',
  'jewelry_watches',
  'pets',
  'services',
  'sports_outdoors',
  'toys_games',
  'other',
] as const;
export const industrySchema = z.enum(INDUSTRIES);
export type Industry = z.infer<typeof industrySchema>;

/** How the shop measures: metric (cm, kg) or imperial (in, lb). */
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export const unitSystemSchema = z.enum(UNIT_SYSTEMS);
export type UnitSystem = z.infer<typeof unitSystemSchema>;

/** The units a shop weighs its products in. */
export const WEIGHT_UNITS = ['kg', 'g', 'lb', 'oz'] as const;
export const weightUnitSchema = z.enum(WEIGHT_UNITS);
export type WeightUnit = z.infer<typeof weightUnitSchema>;

/** The networks the shop may link its profile on, one URL each. */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'x',
  'tiktok',
  'youtube',
  'pinterest',
  'linkedin',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SHOP_PHONE_MAX = 30;
export const HOME_TITLE_MAX = 70;
export const HOME_META_DESCRIPTION_MAX = 320;
export const MAINTENANCE_MESSAGE_MAX = 500;
export const STOREFRONT_PASSWORD_MIN = 4;
export const STOREFRONT_PASSWORD_MAX = 100;
export const SOCIAL_URL_MAX = 500;

export const PHONE_INVALID = 'Enter a valid phone number';

const atMost = (max: number) => `At most ${max} characters`;

/** §5: phone optional, valid, empty becomes null. */
const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;
const optionalPhone = z
  .string()
  .trim()
  .max(SHOP_PHONE_MAX, { message: PHONE_INVALID, abort: true })
  .nullable()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || PHONE_PATTERN.test(v), PHONE_INVALID);

/** §5: an optional URL may be empty (becomes null); otherwise an absolute http(s) address. */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
const optionalUrl = z
  .string()
  .trim()
  .max(SOCIAL_URL_MAX, { message: URL_INVALID, abort: true })
  .nullable()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isWebAddress(v), URL_INVALID);

/** The shop's profile on each network, null where it has none. */
export const socialProfilesSchema = z.object({
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  x: z.string().nullable(),
  tiktok: z.string().nullable(),
  youtube: z.string().nullable(),
  pinterest: z.string().nullable(),
  linkedin: z.string().nullable(),
});
export type SocialProfiles = z.infer<typeof socialProfilesSchema>;

/** The shop's postal address, names included for display. */
export const shopAddressSchema = z.object({
  line: z.string(),
  line2: z.string(),
  city: z.string(),
  zip: z.string(),
  /** An ISO 3166-2 subdivision of the country, or null. */
  state: z.object({ code: z.string(), name: z.string() }).nullable(),
  country: z.object({ alpha2: z.string(), name: z.string() }),
});
export type ShopAddress = z.infer<typeof shopAddressSchema>;

/** The general settings' fields of GET shop. */
export const shopGeneralShape = {
  phone: z.string().nullable(),
  industry: industrySchema.nullable(),
  /** Null until the merchant gives one. */
  address: shopAddressSchema.nullable(),
  /** The storefront home page's title and description for search engines. */
  home_title: z.string(),
  home_meta_description: z.string(),
  /** The image a link to the storefront shows when shared: one of the shop's uploads. */
  social_sharing_image: z.string().nullable(),
  /** On: visitors see `maintenance_message` instead of the storefront. */
  maintenance_mode: z.boolean(),
  maintenance_message: z.string(),
  /**
   * Lets the people the merchant gives it into the storefront while it is closed. Shown only to
   * those who may change the settings (null for anyone else).
   */
  storefront_password: z.string().nullable(),
  social_profiles: socialProfilesSchema,
  /** An IANA time zone (data/timezones). */
  timezone: z.string(),
  unit_system: unitSystemSchema,
  weight_unit: weightUnitSchema,
};

/** What a new shop's general settings hold (migration 012's defaults): a start for fixtures too. */
export const NEW_SHOP_GENERAL_SETTINGS = {
  phone: null,
  industry: null,
  address: null,
  home_title: '',
  home_meta_description: '',
  social_sharing_image: null,
  maintenance_mode: false,
  maintenance_message: '',
  storefront_password: null,
  social_profiles: {
    facebook: null,
    instagram: null,
    x: null,
    tiktok: null,
    youtube: null,
    pinterest: null,
    linkedin: null,
  },
  timezone: 'UTC',
  unit_system: 'metric',
  weight_unit: 'kg',
} as const satisfies z.infer<z.ZodObject<typeof shopGeneralShape>>;

/** The general settings' fields a PUT shop may send (each optional, like every PUT shop field). */
export const updateShopGeneralShape = {
  phone: optionalPhone,
  industry: industrySchema.nullable(),
  home_title: z.string().trim().max(HOME_TITLE_MAX, atMost(HOME_TITLE_MAX)),
  home_meta_description: z
    .string()
    .trim()
    .max(HOME_META_DESCRIPTION_MAX, atMost(HOME_META_DESCRIPTION_MAX)),
  social_sharing_image: ownUploadSrcSchema.nullable(),
  maintenance_mode: z.boolean(),
  maintenance_message: z
    .string()
    .trim()
    .max(MAINTENANCE_MESSAGE_MAX, atMost(MAINTENANCE_MESSAGE_MAX)),
  /** Empty or null: none. */
  storefront_password: z
    .string()
    .trim()
    .max(STOREFRONT_PASSWORD_MAX, atMost(STOREFRONT_PASSWORD_MAX))
    .nullable()
    .transform((v) => (v ? v : null))
    .refine(
      (v) => v === null || v.length >= STOREFRONT_PASSWORD_MIN,
      `At least ${STOREFRONT_PASSWORD_MIN} characters`,
    ),
  /** The networks sent change; the others keep their URL. */
  social_profiles: z
    .object({
      facebook: optionalUrl,
      instagram: optionalUrl,
      x: optionalUrl,
      tiktok: optionalUrl,
      youtube: optionalUrl,
      pinterest: optionalUrl,
      linkedin: optionalUrl,
    })
    .partial(),
  /** Checked by the server against data/timezones. */
  timezone: z.string().trim().min(1, TIMEZONE_INVALID).max(64, TIMEZONE_INVALID),
  unit_system: unitSystemSchema,
  weight_unit: weightUnitSchema,
  /** An ISO 4217 code of data/currencies; the shop's prices then show in it. */
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, CURRENCY_INVALID),
};

/** What the shop's address form checks: a postal address without the version. */
export const shopAddressBodySchema = postalAddressSchema;

/** PUT shop/address: the whole address and the shop version it was edited from. */
export const updateShopAddressBodySchema = withCountryRules(
  postalAddressFields.extend({ updated_at: recordVersion }),
);
export type UpdateShopAddressBody = z.input<typeof updateShopAddressBodySchema>;
