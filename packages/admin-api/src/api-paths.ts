import type { OrderAction } from './orders';

/*
 * Every Admin API path, relative to API_BASE, one export each: the contract re-exports them as
 * `paths` (paths.ts), and a bundle keeps only the ones its code names (`paths.shop` in the admin's
 * first load, a settings path only in that settings page's chunk).
 */

export const auth = {
  verify: 'auth/verify',
  refresh: 'auth/refresh-token',
  logout: 'auth/logout',
} as const;
export const account = 'account';
export const accountEmail = 'account/email';
export const accountPassword = 'account/password';

/** Settings → security (policy `security`): the index's states, two-step sign-in, botguard. */
export const security = 'settings/security';
export const securityMfa = 'settings/security/mfa';
export const securityMfaEnrolment = 'settings/security/mfa/enrolment';
export const securityMfaConfirm = 'settings/security/mfa/confirm';
export const securityMfaDisable = 'settings/security/mfa/disable';
export const securityMfaRecoveryCodes = 'settings/security/mfa/recovery-codes';
export const securityBotguard = 'settings/security/botguard';
export const shop = 'shop';

/** PUT: the shop's postal address (settings, general, address). */
export const shopAddress = 'shop/address';

/** §7 reference data, the same for every signed-in user: GET each list. */
export const dataCountries = 'data/countries';
export const dataStates = (countryAlpha2: string) =>
  `data/countries/states/${encodeURIComponent(countryAlpha2)}`;
export const dataTimezones = 'data/timezones';
export const dataCurrencies = 'data/currencies';
export const dataLanguages = 'data/languages';
export const dataWeights = 'data/weights';
export const stores = 'stores';
export const customers = 'customers';
export const customersCount = 'customers/count';
export const customer = (id: string) => `customers/${encodeURIComponent(id)}`;
export const customerOrders = (id: string) => `customers/${encodeURIComponent(id)}/orders`;
export const customerStats = (id: string) => `customers/${encodeURIComponent(id)}/stats`;
export const orders = 'orders';
export const ordersCount = 'orders/count';
export const ordersStats = 'orders/stats';
export const order = (id: string) => `orders/${encodeURIComponent(id)}`;

/** PUT for the mark-as-* actions (no body), POST for fulfill (lines, quantities, tracking). */
export const orderAction = (id: string, action: OrderAction) =>
  `orders/${encodeURIComponent(id)}/${action}`;
export const customerGroups = 'customer-groups';
export const customerGroupsCount = 'customer-groups/count';
export const customerGroup = (id: string) => `customer-groups/${encodeURIComponent(id)}`;

/** GET (paged, the customers' list query), POST { customer_ids } to add. */
export const customerGroupMembers = (id: string) =>
  `customer-groups/${encodeURIComponent(id)}/members`;

/** DELETE: take one customer out of the group. */
export const customerGroupMember = (id: string, customerId: string) =>
  `customer-groups/${encodeURIComponent(id)}/members/${encodeURIComponent(customerId)}`;
export const products = 'products';
export const productsCount = 'products/count';
export const product = (id: string) => `products/${encodeURIComponent(id)}`;
export const productVariant = (productId: string, variantId: string) =>
  `products/${encodeURIComponent(productId)}/variants/${encodeURIComponent(variantId)}`;
export const productAiDescription = 'products/ai_generate_product_description';
export const productAiSeo = 'products/ai_generate_product_seo_info';
export const collections = 'collections';
export const collectionsCount = 'collections/count';
export const collection = (id: string) => `collections/${encodeURIComponent(id)}`;
export const collectionAiInfo = 'collections/ai_generate_collection_info';
export const locations = 'locations';
export const location = (id: string) => `locations/${encodeURIComponent(id)}`;
export const taxes = 'taxes';
export const taxRate = (id: string) => `taxes/${encodeURIComponent(id)}`;
export const inventoryLevels = (locationId: string) =>
  `inventory/levels/${encodeURIComponent(locationId)}`;
export const inventoryLevel = (inventoryId: string) =>
  `inventory/levels/${encodeURIComponent(inventoryId)}`;
export const inventoryStats = 'inventory/stats';
export const uploads = 'uploads';

/** Settings › domain: the list (GET), connect a custom domain (POST). */
export const settingsDomains = 'settings/domain';

/** PUT (domain or handle), DELETE. */
export const settingsDomain = (id: string) => `settings/domain/${encodeURIComponent(id)}`;
export const settingsDomainPrimary = (id: string) =>
  `settings/domain/${encodeURIComponent(id)}/primary`;

/** Looks the domain's DNS records up again (slow: the app waits at most 30 s, §9). */
export const settingsDomainRefresh = (id: string) =>
  `settings/domain/${encodeURIComponent(id)}/refresh`;
export const settingsDomainCheck = 'settings/domain-check';
export const settingsBrand = 'settings/brand';
export const settingsPolicies = 'settings/policies';
export const settingsPolicy = (kind: string) => `settings/policies/${encodeURIComponent(kind)}`;
export const settingsPolicyTemplate = (kind: string) =>
  `settings/policies/${encodeURIComponent(kind)}/template`;

/** Settings › plans and billing (policy `billing`): the plans on offer, the shop's subscription. */
export const plans = 'plans';
export const billing = 'billing';

/** PUT: move the shop to that plan. */
export const billingPlan = (planId: string) => `billing/plan/${encodeURIComponent(planId)}`;

/** POST { plan_id }: a Cashfree order to pay for the plan at Cashfree checkout. */
export const billingCashfreeOrder = 'billing/create-cashfree-order-for-billing-plan';

/** Settings › integrations (policy `integration`): GET every integration, keyed (§3). */
export const settingsIntegrations = 'settings/integrations';

/** GET, PUT one integration by the name of its page (the meta pixel is `meta-pixel` here). */
export const settingsIntegration = (name: string) =>
  `settings/integrations/${encodeURIComponent(name)}`;

/** Settings › app store (policy `app`): the prefix of its calls, and the widget's token (GET). */
export const settingsAppStore = 'settings/app-store';
export const settingsAppStoreToken = 'settings/app-store/generateToken';
export const settingsStaff = 'settings/staff';
export const settingsStaffMember = (id: string) => `settings/staff/${encodeURIComponent(id)}`;

/** POST: a new invitation link for an invited member (the old one stops working). */
export const settingsStaffInvitation = (id: string) =>
  `settings/staff/${encodeURIComponent(id)}/invitation`;

/** Settings › payments (policy `payment`): every provider, cash on delivery, the platform's own. */
export const settingsPayments = 'settings/payments';

/** GET, PUT (connect or save), DELETE (disconnect) one provider of the catalogue. */
export const settingsPaymentProvider = (provider: string) =>
  `settings/payments/${encodeURIComponent(provider)}`;
export const settingsPaymentsCashOnDelivery = 'settings/payments/cash-on-delivery';
export const settingsPaymentsPlatform = 'settings/payments/shop-payments';

/** Settings › shipping (policy `shipping`): GET and PUT the zones and their rates (§7). */
export const shipping = 'shipping';

/** GET every carrier of the catalogue and the shop's connection to it. */
export const shippingProviders = 'shipping/providers';

/** GET, PUT (connect or save), DELETE (disconnect) one carrier. */
export const shippingProvider = (name: string) => `shipping/providers/${encodeURIComponent(name)}`;

/** GET every location's pickup; GET and PUT one location's. */
export const shippingLocalPickup = 'shipping/local-pickup';
export const shippingLocalPickupAt = (locationId: string) =>
  `shipping/local-pickup/${encodeURIComponent(locationId)}`;
