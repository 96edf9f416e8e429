import type { OrderAction } from './orders';
import { startPaths } from './start-paths';

export * from './start-paths';

/** Every Admin API path, relative to API_BASE. One place, so the app, the server and tests agree. */
export const paths = {
  ...startPaths,
  accountEmail: 'account/email',
  accountPassword: 'account/password',
  /** Settings → security (policy `security`): the index's states, two-step sign-in, botguard. */
  security: 'settings/security',
  securityMfa: 'settings/security/mfa',
  securityMfaEnrolment: 'settings/security/mfa/enrolment',
  securityMfaConfirm: 'settings/security/mfa/confirm',
  securityMfaDisable: 'settings/security/mfa/disable',
  securityMfaRecoveryCodes: 'settings/security/mfa/recovery-codes',
  securityBotguard: 'settings/security/botguard',
  /** PUT: the shop's postal address (settings, general, address). */
  shopAddress: 'shop/address',
  /** §7 reference data, the same for every signed-in user: GET each list. */
  dataCountries: 'data/countries',
  dataStates: (countryAlpha2: string) =>
    `data/countries/states/${encodeURIComponent(countryAlpha2)}`,
  dataTimezones: 'data/timezones',
  dataCurrencies: 'data/currencies',
  dataLanguages: 'data/languages',
  dataWeights: 'data/weights',
  customers: 'customers',
  customersCount: 'customers/count',
  customer: (id: string) => `customers/${encodeURIComponent(id)}`,
  customerOrders: (id: string) => `customers/${encodeURIComponent(id)}/orders`,
  customerStats: (id: string) => `customers/${encodeURIComponent(id)}/stats`,
  orders: 'orders',
  ordersStats: 'orders/stats',
  order: (id: string) => `orders/${encodeURIComponent(id)}`,
  /** PUT for the mark-as-* actions (no body), POST for fulfill (lines, quantities, tracking). */
  orderAction: (id: string, action: OrderAction) => `orders/${encodeURIComponent(id)}/${action}`,
  customerGroups: 'customer-groups',
  customerGroupsCount: 'customer-groups/count',
  customerGroup: (id: string) => `customer-groups/${encodeURIComponent(id)}`,
  /** GET (paged, the customers' list query), POST { customer_ids } to add. */
  customerGroupMembers: (id: string) => `customer-groups/${encodeURIComponent(id)}/members`,
  /** DELETE: take one customer out of the group. */
  customerGroupMember: (id: string, customerId: string) =>
    `customer-groups/${encodeURIComponent(id)}/members/${encodeURIComponent(customerId)}`,
  products: 'products',
  productsCount: 'products/count',
  product: (id: string) => `products/${encodeURIComponent(id)}`,
  productVariant: (productId: string, variantId: string) =>
    `products/${encodeURIComponent(productId)}/variants/${encodeURIComponent(variantId)}`,
  productAiDescription: 'products/ai_generate_product_description',
  productAiSeo: 'products/ai_generate_product_seo_info',
  collections: 'collections',
  collectionsCount: 'collections/count',
  collection: (id: string) => `collections/${encodeURIComponent(id)}`,
  collectionAiInfo: 'collections/ai_generate_collection_info',
  locations: 'locations',
  location: (id: string) => `locations/${encodeURIComponent(id)}`,
  taxes: 'taxes',
  taxRate: (id: string) => `taxes/${encodeURIComponent(id)}`,
  /** §7 Discounts (policy `discount`): POST the whole list (with its sort), POST a new code. */
  discountCouponsList: 'discounts/coupons-list',
  discountCoupons: 'discounts/coupons',
  /** GET, PUT, DELETE one code. */
  discountCoupon: (id: string) => `discounts/coupons/${encodeURIComponent(id)}`,
  /** POST { action: 'delete', ids }: deletes what may be deleted, says what it skipped. */
  discountCouponsBulk: 'discounts/coupons/bulk',
  /** POST: many codes with the same rules, each a prefix and a random part. */
  discountCouponsGenerate: 'discounts/coupons/generate',
  /** Threshold discounts (issue 25): GET the shop's tiers, POST a new one. */
  discountThresholds: 'discounts/thresholds',
  /** GET, PUT, DELETE one tier. */
  discountThreshold: (id: string) => `discounts/thresholds/${encodeURIComponent(id)}`,
  /** GET, PUT: how the shop's discounts combine. */
  discountSettings: 'discounts/settings',
  /** GET ?from&to (YYYY-MM-DD in the shop's time zone): what the discounts did, from the orders. */
  discountAnalytics: 'discounts/analytics',
  /** §7 Navigation and pages (policy `theme`): menus are read and saved whole; pages are records. */
  navigationMenus: 'navigations/menus',
  navigationMenusCount: 'navigations/menus/count',
  /** GET; PUT the title and the whole ordered tree (`children`). */
  navigationMenu: (id: string) => `navigations/menus/${encodeURIComponent(id)}`,
  navigationPages: 'navigations/pages',
  navigationPagesCount: 'navigations/pages/count',
  /** GET, PUT, DELETE one page. */
  navigationPage: (id: string) => `navigations/pages/${encodeURIComponent(id)}`,
  inventoryLevels: (locationId: string) => `inventory/levels/${encodeURIComponent(locationId)}`,
  inventoryLevel: (inventoryId: string) => `inventory/levels/${encodeURIComponent(inventoryId)}`,
  inventoryStats: 'inventory/stats',
  uploads: 'uploads',
  /** Settings › domain: the list (GET), connect a custom domain (POST). */
  settingsDomains: 'settings/domain',
  /** PUT (domain or handle), DELETE. */
  settingsDomain: (id: string) => `settings/domain/${encodeURIComponent(id)}`,
  settingsDomainPrimary: (id: string) => `settings/domain/${encodeURIComponent(id)}/primary`,
  /** Looks the domain's DNS records up again (slow: the app waits at most 30 s, §9). */
  settingsDomainRefresh: (id: string) => `settings/domain/${encodeURIComponent(id)}/refresh`,
  settingsDomainCheck: 'settings/domain-check',
  settingsBrand: 'settings/brand',
  settingsPolicies: 'settings/policies',
  settingsPolicy: (kind: string) => `settings/policies/${encodeURIComponent(kind)}`,
  settingsPolicyTemplate: (kind: string) =>
    `settings/policies/${encodeURIComponent(kind)}/template`,
  /** Settings › plans and billing (policy `billing`): the plans on offer, the shop's subscription. */
  plans: 'plans',
  billing: 'billing',
  /** PUT: move the shop to that plan. */
  billingPlan: (planId: string) => `billing/plan/${encodeURIComponent(planId)}`,
  /** POST { plan_id }: a Cashfree order to pay for the plan at Cashfree checkout. */
  billingCashfreeOrder: 'billing/create-cashfree-order-for-billing-plan',
  /** Settings › integrations (policy `integration`): GET every integration, keyed (§3). */
  settingsIntegrations: 'settings/integrations',
  /** GET, PUT one integration by the name of its page (the meta pixel is `meta-pixel` here). */
  settingsIntegration: (name: string) => `settings/integrations/${encodeURIComponent(name)}`,
  /** Settings › app store (policy `app`): the prefix of its calls, and the widget's token (GET). */
  settingsAppStore: 'settings/app-store',
  settingsAppStoreToken: 'settings/app-store/generateToken',
  settingsStaff: 'settings/staff',
  settingsStaffMember: (id: string) => `settings/staff/${encodeURIComponent(id)}`,
  /** POST: a new invitation link for an invited member (the old one stops working). */
  settingsStaffInvitation: (id: string) => `settings/staff/${encodeURIComponent(id)}/invitation`,
  /** Settings › payments (policy `payment`): every provider, cash on delivery, the platform's own. */
  settingsPayments: 'settings/payments',
  /** GET, PUT (connect or save), DELETE (disconnect) one provider of the catalogue. */
  settingsPaymentProvider: (provider: string) =>
    `settings/payments/${encodeURIComponent(provider)}`,
  settingsPaymentsCashOnDelivery: 'settings/payments/cash-on-delivery',
  settingsPaymentsPlatform: 'settings/payments/shop-payments',
  /** Settings › shipping (policy `shipping`): GET and PUT the zones and their rates (§7). */
  shipping: 'shipping',
  /** GET every carrier of the catalogue and the shop's connection to it. */
  shippingProviders: 'shipping/providers',
  /** GET, PUT (connect or save), DELETE (disconnect) one carrier. */
  shippingProvider: (name: string) => `shipping/providers/${encodeURIComponent(name)}`,
  /** GET every location's pickup; GET and PUT one location's. */
  shippingLocalPickup: 'shipping/local-pickup',
  shippingLocalPickupAt: (locationId: string) =>
    `shipping/local-pickup/${encodeURIComponent(locationId)}`,
} as const;
