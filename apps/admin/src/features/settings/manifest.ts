import { SettingsIcon } from '@shop/ui';
import {
  defineRoutes,
  type ManifestRoute,
  type SidebarPlace,
} from '../../lib/routing/route-manifest';

/** A section of part 2 of the settings (issue 24) shows this page until it is built. */
const placeholder = () => import('./routes/placeholder');

/** An entry of the settings sidebar, in §2's order. */
function entry(order: number): { sidebar: SidebarPlace } {
  return { sidebar: { section: 'settings', order } };
}

/** A settings page of part 2 that is not built yet. */
function comingSoon<const Path extends string>(
  path: Path,
  titleKey: string,
  rest: Pick<ManifestRoute, 'policy' | 'sidebar'>,
): ManifestRoute<Path> {
  return { path, titleKey, page: placeholder, comingSoonKey: 'settings:comingSoon', ...rest };
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
    page: () => import('./layout/SettingsLayout'),
    layout: { fallbackPath: 'settings/general' },
    sidebar: { section: 'footer', order: 10, icon: SettingsIcon },
  },
  general: {
    path: 'settings/general',
    titleKey: 'settingsNav.general',
    policy: 'setting',
    page: () => import('./general/routes/index'),
    ...entry(10),
  },
  staff: {
    path: 'settings/staff',
    titleKey: 'settingsNav.staff',
    policy: 'staff',
    page: () => import('./staff/routes/list'),
    ...entry(20),
  },
  plans: comingSoon('settings/plans', 'settingsNav.plans', { policy: 'billing', ...entry(30) }),
  billing: comingSoon('settings/billing', 'settingsNav.billing', {
    policy: 'billing',
    ...entry(40),
  }),
  brand: {
    path: 'settings/brand',
    titleKey: 'settingsNav.brand',
    policy: 'brand',
    page: () => import('./brand/routes/brand'),
    ...entry(50),
  },
  domain: {
    path: 'settings/domain',
    titleKey: 'settingsNav.domain',
    policy: 'domain',
    page: () => import('./domain/routes/domains'),
    ...entry(60),
  },
  taxes: {
    path: 'settings/taxes',
    titleKey: 'settingsNav.taxes',
    policy: 'tax',
    page: () => import('./taxes/routes/taxes'),
    ...entry(70),
  },
  appStore: comingSoon('settings/app-store', 'settingsNav.appStore', {
    policy: 'app',
    ...entry(80),
  }),
  locations: {
    path: 'settings/locations',
    titleKey: 'settingsNav.locations',
    policy: 'location',
    page: () => import('./locations/routes/list'),
    ...entry(90),
  },
  shipping: comingSoon('settings/shipping', 'settingsNav.shipping', {
    policy: 'shipping',
    ...entry(100),
  }),
  payments: comingSoon('settings/payments', 'settingsNav.payments', {
    policy: 'payment',
    ...entry(110),
  }),
  integrations: comingSoon('settings/integrations', 'settingsNav.integrations', {
    policy: 'integration',
    ...entry(120),
  }),
  security: {
    path: 'settings/security',
    titleKey: 'settingsNav.security',
    policy: 'security',
    page: () => import('./security/routes/index'),
    ...entry(130),
  },

  // general's pages
  details: {
    path: 'settings/general/details',
    titleKey: 'settingsNav.details',
    policy: 'setting',
    page: () => import('./general/routes/details'),
  },
  address: {
    path: 'settings/general/address',
    titleKey: 'settingsNav.address',
    policy: 'setting',
    page: () => import('./general/routes/address'),
  },
  language: {
    path: 'settings/general/language',
    titleKey: 'settingsNav.language',
    policy: 'setting',
    page: () => import('./general/routes/language'),
  },
  homepageDisplay: {
    path: 'settings/general/homepage-display',
    titleKey: 'settingsNav.homepageDisplay',
    policy: 'setting',
    page: () => import('./general/routes/homepage-display'),
  },
  maintenance: {
    path: 'settings/general/maintenance',
    titleKey: 'settingsNav.maintenance',
    policy: 'setting',
    page: () => import('./general/routes/maintenance'),
  },
  socialProfiles: {
    path: 'settings/general/social-profiles',
    titleKey: 'settingsNav.socialProfiles',
    policy: 'setting',
    page: () => import('./general/routes/social-profiles'),
  },
  standardsFormats: {
    path: 'settings/general/standards-formats',
    titleKey: 'settingsNav.standardsFormats',
    policy: 'setting',
    page: () => import('./general/routes/standards-formats'),
  },
  policies: {
    path: 'settings/policies',
    titleKey: 'settingsNav.policies',
    policy: 'policy',
    page: () => import('./policies/routes/policies'),
  },
  /** One policy's editor (refund, privacy, terms_of_service, shipping, contact). */
  policy: {
    path: 'settings/policies/:kind',
    titleKey: 'settingsNav.policies',
    policy: 'policy',
    page: () => import('./policies/routes/policy'),
  },

  // The signed-in user's own account: open to every user.
  account: {
    path: 'settings/account',
    titleKey: 'settingsNav.account',
    page: () => import('./account/routes/account'),
  },
  accountEmail: {
    path: 'settings/account/email',
    titleKey: 'settingsNav.email',
    page: () => import('./account/routes/email'),
  },
  email: {
    path: 'settings/email',
    titleKey: 'settingsNav.email',
    page: () => import('./account/routes/email'),
  },

  // security's pages
  mfa: {
    path: 'settings/security/mfa',
    titleKey: 'settingsNav.mfa',
    policy: 'security',
    page: () => import('./security/routes/mfa'),
  },
  password: {
    path: 'settings/security/password',
    titleKey: 'settingsNav.password',
    policy: 'security',
    page: () => import('./security/routes/password'),
  },
  botguard: {
    path: 'settings/security/botguard',
    titleKey: 'settingsNav.botguard',
    policy: 'security',
    page: () => import('./security/routes/botguard'),
  },

  // staff's and locations' pages
  newStaff: {
    path: 'settings/staff/new',
    titleKey: 'settingsNav.newStaff',
    policy: 'staff',
    page: () => import('./staff/routes/new'),
  },
  editStaff: {
    path: 'settings/staff/:staffId',
    titleKey: 'settingsNav.editStaff',
    policy: 'staff',
    page: () => import('./staff/routes/edit'),
  },
  editLocation: {
    path: 'settings/locations/:locationId',
    titleKey: 'settingsNav.editLocation',
    policy: 'location',
    page: () => import('./locations/routes/edit'),
  },
});
