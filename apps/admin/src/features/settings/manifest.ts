import type { Policy } from '@shop/admin-api';
import { SettingsIcon } from '@shop/ui';
import { defineRoutes, type ManifestRoute } from '../../lib/routing/route-manifest';
import { pagesFrom } from '../../lib/routing/page-table';
import type pages from './pages';

/** The settings pages, by their name in pages.ts: imported from there, not from here (the entry). */
const page = pagesFrom(() => import('./pages'));

/**
 * A settings page, by its name in pages.ts and its path under settings/, titled
 * `settingsNav.<title>` (the page's name unless said). With an `order`, an entry of the settings
 * sidebar in §2's order. One call a route, not an object: this table is part of the entry, and the
 * repeated keys of 41 objects cost it about half a KB of gzip (issue 20).
 */
function settingsPage<const Path extends string>(
  name: keyof typeof pages,
  path: Path,
  policy?: Policy,
  { title = name, order }: { title?: string; order?: number } = {},
): ManifestRoute<`settings/${Path}`> {
  return {
    path: `settings/${path}`,
    titleKey: `settingsNav.${title}`,
    ...(policy ? { policy } : {}),
    page: page(name),
    ...(order === undefined ? {} : { sidebar: { section: 'settings', order } }),
  };
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
  general: settingsPage('general', 'general', 'setting', { order: 10 }),
  staff: settingsPage('staff', 'staff', 'staff', { order: 20 }),
  plans: settingsPage('plans', 'plans', 'billing', { order: 30 }),
  billing: settingsPage('billing', 'billing', 'billing', { order: 40 }),
  brand: settingsPage('brand', 'brand', 'brand', { order: 50 }),
  domain: settingsPage('domain', 'domain', 'domain', { order: 60 }),
  taxes: settingsPage('taxes', 'taxes', 'tax', { order: 70 }),
  appStore: settingsPage('appStore', 'app-store', 'app', { order: 80 }),
  locations: settingsPage('locations', 'locations', 'location', { order: 90 }),
  shipping: settingsPage('shipping', 'shipping', 'shipping', { order: 100 }),
  payments: settingsPage('payments', 'payments', 'payment', { order: 110 }),
  integrations: settingsPage('integrations', 'integrations', 'integration', { order: 120 }),
  security: settingsPage('security', 'security', 'security', { order: 130 }),

  // general's pages
  details: settingsPage('details', 'general/details', 'setting'),
  address: settingsPage('address', 'general/address', 'setting'),
  language: settingsPage('language', 'general/language', 'setting'),
  homepageDisplay: settingsPage('homepageDisplay', 'general/homepage-display', 'setting'),
  maintenance: settingsPage('maintenance', 'general/maintenance', 'setting'),
  socialProfiles: settingsPage('socialProfiles', 'general/social-profiles', 'setting'),
  standardsFormats: settingsPage('standardsFormats', 'general/standards-formats', 'setting'),
  policies: settingsPage('policies', 'policies', 'policy'),
  /** One policy's editor (refund, privacy, terms_of_service, shipping, contact). */
  policy: settingsPage('policy', 'policies/:kind', 'policy', { title: 'policies' }),

  // The signed-in user's own account: open to every user.
  account: settingsPage('account', 'account'),
  accountEmail: settingsPage('accountEmail', 'account/email', undefined, { title: 'email' }),
  email: settingsPage('accountEmail', 'email', undefined, { title: 'email' }),

  // security's pages
  mfa: settingsPage('mfa', 'security/mfa', 'security'),
  password: settingsPage('password', 'security/password', 'security'),
  botguard: settingsPage('botguard', 'security/botguard', 'security'),

  // staff's and locations' pages
  newStaff: settingsPage('newStaff', 'staff/new', 'staff'),
  editStaff: settingsPage('editStaff', 'staff/:staffId', 'staff'),
  editLocation: settingsPage('editLocation', 'locations/:locationId', 'location'),

  // shipping's pages: a new zone (create) before a zone's (:zoneId); a carrier and its setup; pickup
  newShippingZone: settingsPage('newShippingZone', 'shipping/create', 'shipping'),
  editShippingZone: settingsPage('editShippingZone', 'shipping/:zoneId', 'shipping'),
  /** One carrier of the catalogue (dhl-express, fedex, ups, postnl): what connecting needs. */
  shippingProvider: settingsPage(
    'shippingProvider',
    'shipping/providers/:shippingProviderName',
    'shipping',
  ),
  shippingProviderSetup: settingsPage(
    'shippingProviderSetup',
    'shipping/providers/:shippingProviderName/setup',
    'shipping',
  ),
  localPickup: settingsPage('localPickup', 'shipping/local-pickup/:locationId', 'shipping'),
  /** One integration's page: google-analytics, google-tag-manager, meta-pixel or tiktok-pixel. */
  integration: settingsPage('integration', 'integrations/:name', 'integration', {
    title: 'integrations',
  }),

  // payments' pages: cash on delivery and the platform's own before the providers' (:provider)
  paymentsCashOnDelivery: settingsPage(
    'paymentsCashOnDelivery',
    'payments/cash-on-delivery',
    'payment',
    { title: 'cashOnDelivery' },
  ),
  paymentsPlatform: settingsPage('paymentsPlatform', 'payments/shop-payments', 'payment', {
    title: 'shopPayments',
  }),
  /** One of the 17 providers of §2: what it is and what connecting needs. */
  paymentProvider: settingsPage('paymentProvider', 'payments/:provider', 'payment'),
  paymentProviderSetup: settingsPage('paymentProviderSetup', 'payments/:provider/setup', 'payment'),
});
