/** Settings: the account, security, the shop, locations, taxes, domain, brand, policies, plans and
 * billing, integrations, the app store, staff, payments and shipping. Relative to API_BASE; part of `paths`. */
export const settingsPaths = {
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
  locations: 'locations',
  location: (id: string) => `locations/${encodeURIComponent(id)}`,
  taxes: 'taxes',
  taxRate: (id: string) => `taxes/${encodeURIComponent(id)}`,
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
