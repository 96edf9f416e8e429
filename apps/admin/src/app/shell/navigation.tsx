import type { TFunction } from 'i18next';
import { storefrontPath, type Policy, type Shop } from '@shop/admin-api';
import {
  CatalogIcon,
  ExternalLinkIcon,
  StoreIcon,
  TagIcon,
  UsersIcon,
  type SidebarGroup,
  type SidebarItem,
} from '@shop/ui';
import type { ManifestRoute, SidebarPlace, SidebarSection } from '../../lib/routing/route-manifest';
import { hrefFor } from '../routing/href';
import { manifestRoutes } from '../routing/manifests';

/** §2 Shell: the sidebar's groups, in order. Their entries come from the feature manifests. */
const GROUPS: {
  id: Exclude<SidebarSection, 'top' | 'footer'>;
  labelKey: string;
  icon: typeof TagIcon;
}[] = [
  { id: 'catalog', labelKey: 'nav.catalog', icon: CatalogIcon },
  { id: 'customers', labelKey: 'nav.customersGroup', icon: UsersIcon },
  { id: 'discount', labelKey: 'nav.discount', icon: TagIcon },
  { id: 'online-store', labelKey: 'nav.onlineStore', icon: StoreIcon },
];

type SidebarRoute = ManifestRoute & { sidebar: SidebarPlace };

/** The manifest routes of one sidebar section, in their order; an entry's id is its path. */
function sidebarRoutes(section: SidebarSection): SidebarRoute[] {
  return manifestRoutes
    .filter((route): route is SidebarRoute => route.sidebar?.section === section)
    .sort((a, b) => a.sidebar.order - b.sidebar.order);
}

const hrefOf = (route: ManifestRoute) => hrefFor(route.path)();
const labelKeyOf = (route: SidebarRoute) => route.sidebar.labelKey ?? route.titleKey ?? route.path;

export interface NavigationInput {
  t: TFunction;
  /** The permission model's answer; false while the account is unknown. */
  allowed: (policy?: Policy) => boolean;
  shop: Shop | undefined;
  unfulfilledOrders: number | undefined;
}

export function buildSidebarGroups({ t, allowed, shop, unfulfilledOrders }: NavigationInput) {
  const groups: SidebarGroup[] = sidebarRoutes('top').map((route) => {
    const Icon = route.sidebar.icon;
    const group: SidebarGroup = {
      id: route.path,
      label: t(labelKeyOf(route)),
      href: hrefOf(route),
    };
    if (Icon) group.icon = <Icon />;
    return group;
  });
  for (const group of GROUPS) {
    const items: SidebarItem[] = sidebarRoutes(group.id).map((route) => {
      const item: SidebarItem = {
        id: route.path,
        label: t(labelKeyOf(route)),
        href: hrefOf(route),
        disabled: !allowed(route.policy),
      };
      if (route.path === 'orders' && !item.disabled && unfulfilledOrders) {
        item.badge = unfulfilledOrders;
        item.badgeLabel = t('nav.unfulfilledOrders', { count: unfulfilledOrders });
      }
      return item;
    });
    const sidebarGroup: SidebarGroup = {
      id: group.id,
      label: t(group.labelKey),
      icon: <group.icon />,
      items,
    };
    if (group.id === 'online-store') {
      sidebarGroup.extra = {
        id: 'preview',
        label: t('nav.preview'),
        // The storefront the reference server renders (on its own origin, under /store/<shop id>/).
        href: shop ? storefrontPath(shop.id) : '',
        icon: <ExternalLinkIcon />,
        external: true,
        // A shop that sells by link only has no storefront to preview; its tooltip says so.
        disabled: !shop || shop.website_selling_mode === 'sell_by_link',
        disabledReason: t('nav.previewSellByLink'),
      };
    }
    groups.push(sidebarGroup);
  }
  return groups;
}

export function buildSidebarFooter(t: TFunction): SidebarItem[] {
  return sidebarRoutes('footer').map((route) => {
    const Icon = route.sidebar.icon;
    const item: SidebarItem = { id: route.path, label: t(labelKeyOf(route)), href: hrefOf(route) };
    if (Icon) item.icon = <Icon />;
    return item;
  });
}
