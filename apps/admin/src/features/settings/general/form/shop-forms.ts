import {
  SOCIAL_NETWORKS,
  updateShopBodySchema,
  type Industry,
  type Language,
  type Shop,
  type SocialNetwork,
  type UnitSystem,
  type WeightUnit,
} from '@shop/admin-api';
import type { BodyMapping } from '../../../../lib/forms/body-resolver';

/*
 * Each page of the general settings edits a few fields of the shop and sends them with PUT shop:
 * its form values, the values as loaded, and the step to the contract's body (which checks them,
 * §5, and places its messages on the fields of the same names).
 */

export interface DetailsValues {
  name: string;
  email: string;
  phone: string;
  /** '' while none is chosen. */
  industry: Industry | '';
}

export const detailsToForm = (shop: Shop): DetailsValues => ({
  name: shop.name,
  email: shop.email,
  phone: shop.phone ?? '',
  industry: shop.industry ?? '',
});

const detailsSchema = updateShopBodySchema.pick({
  name: true,
  email: true,
  phone: true,
  industry: true,
});
export const detailsBody = {
  schema: detailsSchema,
  toBody: (values: DetailsValues) => ({ ...values, industry: values.industry || null }),
  fields: ['name', 'email', 'phone', 'industry'],
} satisfies BodyMapping<DetailsValues, typeof detailsSchema>;

export interface LanguageValues {
  language: Language;
}
export const languageToForm = (shop: Shop): LanguageValues => ({ language: shop.language });
const languageSchema = updateShopBodySchema.pick({ language: true });
export const languageBody = {
  schema: languageSchema,
  toBody: (values: LanguageValues) => values,
  fields: ['language'],
} satisfies BodyMapping<LanguageValues, typeof languageSchema>;

export interface HomepageValues {
  home_title: string;
  home_meta_description: string;
  /** The kit's uploader holds an image reference; the shop keeps its address. */
  social_sharing_image: { src: string } | null;
}
export const homepageToForm = (shop: Shop): HomepageValues => ({
  home_title: shop.home_title,
  home_meta_description: shop.home_meta_description,
  social_sharing_image: shop.social_sharing_image ? { src: shop.social_sharing_image } : null,
});
const homepageSchema = updateShopBodySchema.pick({
  home_title: true,
  home_meta_description: true,
  social_sharing_image: true,
});
export const homepageBody = {
  schema: homepageSchema,
  toBody: (values: HomepageValues) => ({
    ...values,
    social_sharing_image: values.social_sharing_image?.src ?? null,
  }),
  fields: ['home_title', 'home_meta_description', 'social_sharing_image'],
} satisfies BodyMapping<HomepageValues, typeof homepageSchema>;

export interface MaintenanceValues {
  maintenance_mode: boolean;
  maintenance_message: string;
  storefront_password: string;
}
export const maintenanceToForm = (shop: Shop): MaintenanceValues => ({
  maintenance_mode: shop.maintenance_mode,
  maintenance_message: shop.maintenance_message,
  storefront_password: shop.storefront_password ?? '',
});
const maintenanceSchema = updateShopBodySchema.pick({
  maintenance_mode: true,
  maintenance_message: true,
  storefront_password: true,
});
export const maintenanceBody = {
  schema: maintenanceSchema,
  toBody: (values: MaintenanceValues) => values,
  fields: ['maintenance_mode', 'maintenance_message', 'storefront_password'],
} satisfies BodyMapping<MaintenanceValues, typeof maintenanceSchema>;

/** One text per network ('' for none). */
export type SocialValues = Record<SocialNetwork, string>;
export const socialToForm = (shop: Shop): SocialValues =>
  Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, shop.social_profiles[network] ?? '']),
  ) as SocialValues;
const socialSchema = updateShopBodySchema.pick({ social_profiles: true });
export const socialBody = {
  schema: socialSchema,
  toBody: (values: SocialValues) => ({ social_profiles: values }),
  // The body names a network's URL `social_profiles.<network>`; the form's field is the network.
  fields: (bodyField: string) => {
    const network = bodyField.replace(/^social_profiles\./, '');
    return (SOCIAL_NETWORKS as readonly string[]).includes(network)
      ? (network as SocialNetwork)
      : undefined;
  },
} satisfies BodyMapping<SocialValues, typeof socialSchema>;

export interface StandardsValues {
  timezone: string | null;
  unit_system: UnitSystem;
  weight_unit: WeightUnit;
  /** An ISO 4217 code. */
  currency: string | null;
}
export const standardsToForm = (shop: Shop): StandardsValues => ({
  timezone: shop.timezone,
  unit_system: shop.unit_system,
  weight_unit: shop.weight_unit,
  currency: shop.currency.code,
});
const standardsSchema = updateShopBodySchema.pick({
  timezone: true,
  unit_system: true,
  weight_unit: true,
  currency: true,
});
export const standardsBody = {
  schema: standardsSchema,
  toBody: (values: StandardsValues) => ({
    ...values,
    // Cleared pickers: the contract names the field with its own message.
    timezone: values.timezone ?? '',
    currency: values.currency ?? '',
  }),
  fields: ['timezone', 'unit_system', 'weight_unit', 'currency'],
} satisfies BodyMapping<StandardsValues, typeof standardsSchema>;
