import type { PageTable } from '../../lib/routing/page-table';

/**
 * Every settings page module, imported from here and not from the manifest: the manifest is part of
 * the entry, and no first load shows a settings page (see lib/routing/page-table.ts). Named after
 * the first route of manifest.ts that renders it.
 */
export default {
  placeholder: () => import('./routes/placeholder'),
  settings: () => import('./layout/SettingsLayout'),
  general: () => import('./general/routes/index'),
  staff: () => import('./staff/routes/list'),
  plans: () => import('./billing/routes/plans'),
  billing: () => import('./billing/routes/billing'),
  brand: () => import('./brand/routes/brand'),
  domain: () => import('./domain/routes/domains'),
  taxes: () => import('./taxes/routes/taxes'),
  locations: () => import('./locations/routes/list'),
  shipping: () => import('./shipping/routes/shipping'),
  newShippingZone: () => import('./shipping/routes/create-zone'),
  editShippingZone: () => import('./shipping/routes/edit-zone'),
  shippingProvider: () => import('./shipping/routes/provider'),
  shippingProviderSetup: () => import('./shipping/routes/provider-setup'),
  localPickup: () => import('./shipping/routes/local-pickup'),
  security: () => import('./security/routes/index'),
  details: () => import('./general/routes/details'),
  address: () => import('./general/routes/address'),
  language: () => import('./general/routes/language'),
  homepageDisplay: () => import('./general/routes/homepage-display'),
  maintenance: () => import('./general/routes/maintenance'),
  socialProfiles: () => import('./general/routes/social-profiles'),
  standardsFormats: () => import('./general/routes/standards-formats'),
  policies: () => import('./policies/routes/policies'),
  policy: () => import('./policies/routes/policy'),
  account: () => import('./account/routes/account'),
  accountEmail: () => import('./account/routes/email'),
  mfa: () => import('./security/routes/mfa'),
  password: () => import('./security/routes/password'),
  botguard: () => import('./security/routes/botguard'),
  newStaff: () => import('./staff/routes/new'),
  editStaff: () => import('./staff/routes/edit'),
  editLocation: () => import('./locations/routes/edit'),
  appStore: () => import('./app-store/routes/app-store'),
  integrations: () => import('./integrations/routes/integrations'),
  integration: () => import('./integrations/routes/integration'),
} satisfies PageTable;
