import type { TFunction } from 'i18next';
import type { Policy, Shop } from '@shop/admin-api';
import {
  CatalogIcon,
  ExternalLinkIcon,
  HomeIcon,
  SettingsIcon,
  StoreIcon,
  TagIcon,
  UsersIcon,
  type SidebarGroup,
  type SidebarItem,
} from '@shop/ui';

interface Entry {
  id: string;
  labelKey: string;
  href: string;
  policy?: Policy;
}

/** §2 Shell: groups and entries, in order, with the policy each page needs. */
const GROUPS: { id: string; labelKey: string; icon: typeof HomeIcon; items: Entry[] }[] = [
  {
    id: 'catalog',
    labelKey: 'nav.catalog',
    icon: CatalogIcon,
    items: [
      { id: 'products', labelKey: 'nav.products', href: '/products', policy: 'product' },
      { id: 'collections', labelKey: 'nav.collections', href: '/collections', policy: 'product' },
      { id: 'inventory', labelKey: 'nav.inventory', href: '/inventory', policy: 'product' },
      { id: 'orders', labelKey: 'nav.orders', href: '/orders', policy: 'order' },
    ],
  },
  {
    id: 'customers',
    labelKey: 'nav.customersGroup',
    icon: UsersIcon,
    items: [
      { id: 'customers', labelKey: 'nav.customers', href: '/customers', policy: 'customer' },
      {
        id: 'customer-groups',
        labelKey: 'nav.customerGroups',
        href: '/customer-groups',
        policy: 'customer',
      },
    ],
  },
  {
    id: 'discount',
    labelKey: 'nav.discount',
    icon: TagIcon,
    items: [
      {
        id: 'discount-code',
        labelKey: 'nav.discountCode',
        href: '/discount-code',
        policy: 'discount',
      },
      {
        id: 'discount-threshold',
        labelKey: 'nav.discountThreshold',
        href: '/discount-threshold',
        policy: 'discount',
      },
      {
        id: 'discount-settings',
        labelKey: 'nav.discountSettings',
        href: '/discount-settings',
        policy: 'discount',
      },
      {
        id: 'discount-analytics',
        labelKey: 'nav.discountAnalytics',
        href: '/discount-analytics',
        policy: 'discount',
      },
    ],
  },
  {
    id: 'online-store',
    labelKey: 'nav.onlineStore',
    icon: StoreIcon,
    items: [
      { id: 'themes', labelKey: 'nav.themes', href: '/themes', policy: 'theme' },
      { id: 'navigation', labelKey: 'nav.navigation', href: '/navigation', policy: 'theme' },
      { id: 'pages', labelKey: 'nav.pages', href: '/pages', policy: 'theme' },
    ],
  },
];

export interface NavigationInput {
  t: TFunction;
  /** The permission model's answer; false while the account is unknown. */
  allowed: (policy?: Policy) => boolean;
  shop: Shop | undefined;
  unfulfilledOrders: number | undefined;
}

export function buildSidebarGroups({ t, allowed, shop, unfulfilledOrders }: NavigationInput) {
  const groups: SidebarGroup[] = [
    { id: 'home', label: t('nav.home'), href: '/home', icon: <HomeIcon /> },
  ];
  for (const group of GROUPS) {
    const items: SidebarItem[] = group.items.map((entry) => {
      const item: SidebarItem = {
        id: entry.id,
        label: t(entry.labelKey),
        href: entry.href,
        disabled: !allowed(entry.policy),
      };
      if (entry.id === 'orders' && !item.disabled && unfulfilledOrders) {
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
        href: shop?.storefront_url ?? '',
        icon: <ExternalLinkIcon />,
        external: true,
        // A shop that sells by link only has no storefront to preview.
        disabled: !shop || shop.website_selling_mode === 'sell_by_link',
      };
    }
    groups.push(sidebarGroup);
  }
  return groups;
}

export function buildSidebarFooter(t: TFunction): SidebarItem[] {
  return [{ id: 'settings', label: t('nav.settings'), href: '/settings', icon: <SettingsIcon /> }];
}
