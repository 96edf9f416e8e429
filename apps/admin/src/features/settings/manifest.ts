import { SettingsIcon } from '@shop/ui';
import { defineRoutes, type SidebarPlace } from '../../lib/routing/route-manifest';
import { pagesFrom } from '../../lib/routing/page-table';

/** The settings pages, by their name in pages.ts: imported from there, not from here (the entry). */
const page = pagesFrom(() => import('./pages'));

/** An entry of the settings sidebar, in §2's order. */
function entry(order: number): { sidebar: SidebarPlace } {
  return { sidebar: { section: 'settings', order } };
}

/**
 * Every settings page. The sidebar entries and their policies are §2's (general, staff, plans,
 * billing, brand, domain, taxes, app-store, locations, shipping, payments, integrations, security);
 * the other pages are reached from their section.
 */
export const settingsRoutes = defineRoutes({
  /** §2 Settings: the modal around every settings page, general when no page is named. */
  settings: {
    path: 'settings',
    titleKey: 'nav.settings',
    page: page('settings'),
    layout: { fallbackPath: 'settings/general' },
    sidebar: { section: 'footer', order: 10, icon: SettingsIcon },
  },
  general: {
    path: 'settings/general',
    titleKey: 'settingsNav.general',
    policy: 'setting',
    page: page('general'),
    ...entry(10),
  },
  staff: {
    path: 'settings/staff',
    titleKey: 'settingsNav.staff',
    policy: 'staff',
    page: page('staff'),
    ...entry(20),
  },
  plans: {
    path: 'settings/plans',
    titleKey: 'settingsNav.plans',
    policy: 'billing',
    page: page('plans'),
    ...entry(30),
  },
  billing: {
    path: 'settings/billing',
    titleKey: 'settingsNav.billing',
    policy: 'billing',
    page: page('billing'),
    ...entry(40),
  },
  brand: {
    path: 'settings/brand',
    titleKey: 'settingsNav.brand',
    policy: 'brand',
    page: page('brand'),
    ...entry(50),
  },
  domain: {
    path: 'settings/domain',
    titleKey: 'settingsNav.domain',
    policy: 'domain',
    page: page('domain'),
    ...entry(60),
  },
  taxes: {
    path: 'settings/taxes',
    titleKey: 'settingsNav.taxes',
    policy: 'tax',
    page: page('taxes'),
    ...entry(70),
  },
  appStore: {
    path: 'settings/app-store',
    titleKey: 'settingsNav.appStore',
    policy: 'app',
    page: page('appStore'),
    ...entry(80),
  },
  locations: {
    path: 'settings/locations',
    titleKey: 'settingsNav.locations',
    policy: 'location',
    page: page('locations'),
    ...entry(90),
  },
  shipping: {
    path: 'settings/shipping',
    titleKey: 'settingsNav.shipping',
    policy: 'shipping',
    page: page('shipping'),
    ...entry(100),
  },
  payments: {
    path: 'settings/payments',
    titleKey: 'settingsNav.payments',
    policy: 'payment',
    page: page('payments'),
    ...entry(110),
  },
  integrations: {
    path: 'settings/integrations',
    titleKey: 'settingsNav.integrations',
    policy: 'integration',
    page: page('integrations'),
    ...entry(120),
  },
  security: {
    path: 'settings/security',
    titleKey: 'settingsNav.security',
    policy: 'security',
    page: page('security'),
    ...entry(130),
  },

  // general's pages
  details: {
    path: 'settings/general/details',
    titleKey: 'settingsNav.details',
    policy: 'setting',
    page: page('details'),
  },
  address: {
    path: 'settings/general/address',
    titleKey: 'settingsNav.address',
    policy: 'setting',
    page: page('address'),
  },
  language: {
    path: 'settings/general/language',
    titleKey: 'settingsNav.language',
    policy: 'setting',
    page: page('language'),
  },
  homepageDisplay: {
    path: 'settings/general/homepage-display',
    titleKey: 'settingsNav.homepageDisplay',
    policy: 'setting',
    page: page('homepageDisplay'),
  },
  maintenance: {
    path: 'settings/general/maintenance',
    titleKey: 'settingsNav.maintenance',
    policy: 'setting',
    page: page('maintenance'),
  },
  socialProfiles: {
    path: 'settings/general/social-profiles',
    titleKey: 'settingsNav.socialProfiles',
    policy: 'setting',
    page: page('socialProfiles'),
  },
  standardsFormats: {
    path: 'settings/general/standards-formats',
    titleKey: 'settingsNav.standardsFormats',
    policy: 'setting',
    page: page('standardsFormats'),
  },
  policies: {
    path: 'settings/policies',
    titleKey: 'settingsNav.policies',
    policy: 'policy',
    page: page('policies'),
  },
  /** One policy's editor (refund, privacy, terms_of_service, shipping, contact). */
  policy: {
    path: 'settings/policies/:kind',
    titleKey: 'settingsNav.policies',
    policy: 'policy',
    page: page('policy'),
  },

  // The signed-in user's own account: open to every user.
  account: {
    path: 'settings/account',
    titleKey: 'settingsNav.account',
    page: page('account'),
  },
  accountEmail: {
    path: 'settings/account/email',
    titleKey: 'settingsNav.email',
    page: page('accountEmail'),
  },
  email: {
    path: 'settings/email',
    titleKey: 'settingsNav.email',
    page: page('accountEmail'),
  },

  // security's pages
  mfa: {
    path: 'settings/security/mfa',
    titleKey: 'settingsNav.mfa',
    policy: 'security',
    page: page('mfa'),
  },
  password: {
    path: 'settings/security/password',
    titleKey: 'settingsNav.password',
    policy: 'security',
    page: page('password'),
  },
  botguard: {
    path: 'settings/security/botguard',
    titleKey: 'settingsNav.botguard',
    policy: 'security',
    page: page('botguard'),
  },

  // staff's and locations' pages
  newStaff: {
    path: 'settings/staff/new',
    titleKey: 'settingsNav.newStaff',
    policy: 'staff',
    page: page('newStaff'),
  },
  editStaff: {
    path: 'settings/staff/:staffId',
    titleKey: 'settingsNav.editStaff',
    policy: 'staff',
    page: page('editStaff'),
  },
  editLocation: {
    path: 'settings/locations/:locationId',
    titleKey: 'settingsNav.editLocation',
    policy: 'location',
    page: page('editLocation'),
  },

  // shipping's pages: a new zone (create) before a zone's (:zoneId); a carrier and its setup; pickup
  newShippingZone: {
    path: 'settings/shipping/create',
    titleKey: 'settingsNav.newShippingZone',
    policy: 'shipping',
    page: page('newShippingZone'),
  },
  editShippingZone: {
    path: 'settings/shipping/:zoneId',
    titleKey: 'settingsNav.editShippingZone',
    policy: 'shipping',
    page: page('editShippingZone'),
  },
  /** One carrier of the catalogue (dhl-express, fedex, ups, postnl): what connecting needs. */
  shippingProvider: {
    path: 'settings/shipping/providers/:shippingProviderName',
    titleKey: 'settingsNav.shippingProvider',
    policy: 'shipping',
    page: page('shippingProvider'),
  },
  shippingProviderSetup: {
    path: 'settings/shipping/providers/:shippingProviderName/setup',
    titleKey: 'settingsNav.shippingProviderSetup',
    policy: 'shipping',
    page: page('shippingProviderSetup'),
  },
  localPickup: {
    path: 'settings/shipping/local-pickup/:locationId',
    titleKey: 'settingsNav.localPickup',
    policy: 'shipping',
    page: page('localPickup'),
  },
  /** One integration's page: google-analytics, google-tag-manager, meta-pixel or tiktok-pixel. */
  integration: {
    path: 'settings/integrations/:name',
    titleKey: 'settingsNav.integrations',
    policy: 'integration',
    page: page('integration'),
  },

  // payments' pages: cash on delivery and the platform's own before the providers' (:provider)
  paymentsCashOnDelivery: {
    path: 'settings/payments/cash-on-delivery',
    titleKey: 'settingsNav.cashOnDelivery',
    policy: 'payment',
    page: page('paymentsCashOnDelivery'),
  },
  paymentsPlatform: {
    path: 'settings/payments/shop-payments',
    titleKey: 'settingsNav.shopPayments',
    policy: 'payment',
    page: page('paymentsPlatform'),
  },
  /** One of the 17 providers of §2: what it is and what connecting needs. */
  paymentProvider: {
    path: 'settings/payments/:provider',
    titleKey: 'settingsNav.paymentProvider',
    policy: 'payment',
    page: page('paymentProvider'),
  },
  paymentProviderSetup: {
    path: 'settings/payments/:provider/setup',
    titleKey: 'settingsNav.paymentProviderSetup',
    policy: 'payment',
    page: page('paymentProviderSetup'),
  },
});
