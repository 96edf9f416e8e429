import type { TFunction } from 'i18next';
import type { SettingsNavItem } from '@shop/ui';
import type { Policy } from '@shop/admin-api';
import type { ManifestRoute, SidebarPlace } from '../../../lib/routing/route-manifest';
import { settingsRoutes } from '../manifest';

type SettingsEntry = ManifestRoute & { sidebar: SidebarPlace };

/** The settings sidebar, from the manifest: §2's entries in order, disabled without their policy. */
export function buildSettingsNav(
  t: TFunction,
  allowed: (policy?: Policy) => boolean,
): SettingsNavItem[] {
  return Object.values(settingsRoutes as Record<string, ManifestRoute>)
    .filter((route): route is SettingsEntry => route.sidebar?.section === 'settings')
    .sort((a, b) => a.sidebar.order - b.sidebar.order)
    .map((route) => ({
      id: route.path,
      label: t(route.sidebar.labelKey ?? route.titleKey ?? route.path),
      // Sidebar entries have no parameters.
      href: `/${route.path}`,
      disabled: !allowed(route.policy),
    }));
}
