import type { SchemaName } from '../http/contract';

/**
 * What an edit form's save toast names (issue 28: "Product saved", not "Saved"), by the record's
 * contract schema: keys under `general:toast.savedRecord`. A record not listed says "Saved" (§8).
 */
const SAVED: Partial<Record<SchemaName, string>> = {
  productSchema: 'product',
  productVariantDetailSchema: 'variant',
  collectionDetailSchema: 'collection',
  customerSchema: 'customer',
  customerGroupSchema: 'customerGroup',
  couponSchema: 'discountCode',
  thresholdSchema: 'discountThreshold',
  discountSettingsSchema: 'discountSettings',
  menuSchema: 'menu',
  pageSchema: 'page',
  themeCustomizeSchema: 'theme',
  orderSchema: 'orderNote',
  accountSchema: 'account',
  shopSchema: 'shop',
  brandSchema: 'brand',
  domainSchema: 'domain',
  locationSchema: 'location',
  taxRateSchema: 'taxRate',
  shippingSettingsSchema: 'shipping',
  localPickupSchema: 'pickup',
  cashOnDeliverySchema: 'payments',
  paymentProviderSettingsSchema: 'payments',
  shippingCarrierSettingsSchema: 'shipping',
  platformPaymentsSchema: 'payments',
  integrationSchema: 'integration',
  shopPolicySchema: 'policy',
  staffMemberSchema: 'staffMember',
  botguardSettingsSchema: 'security',
};

/** The translation key of the toast after saving a record checked by `schema`. */
export function savedToastKey(schema: SchemaName): string {
  const record = SAVED[schema];
  return record ? `general:toast.savedRecord.${record}` : 'general:toast.saved';
}
