import type { ProfileMenuItem } from '../ProfileMenu';
import type { SidebarGroup, SidebarItem } from '../Sidebar';
import type { StoreSummary } from '../StoreSwitcher';
import {
  CatalogIcon,
  HomeIcon,
  LogoutIcon,
  SettingsIcon,
  StoreIcon,
  TagIcon,
  UsersIcon,
} from '../icons';

/** The sidebar of SPEC §2 (Shell), as the admin app builds it for an owner. */
export function sidebarGroups(
  options: { staff?: boolean; sellByLink?: boolean } = {},
): SidebarGroup[] {
  const { staff = false, sellByLink = false } = options;
  return [
    { id: 'home', label: 'Home', href: '/', icon: <HomeIcon /> },
    {
      id: 'catalog',
      label: 'Catalog',
      icon: <CatalogIcon />,
      items: [
        { id: 'products', label: 'Products', href: '/products' },
        { id: 'collections', label: 'Collections', href: '/collections' },
        { id: 'inventory', label: 'Inventory', href: '/inventory' },
        {
          id: 'orders',
          label: 'Orders',
          href: '/orders',
          badge: 12,
          badgeLabel: '12 unfulfilled orders',
        },
      ],
    },
    {
      id: 'customers',
      label: 'Customers',
      icon: <UsersIcon />,
      disabled: staff,
      items: [
        { id: 'customers-list', label: 'Customers', href: '/customers' },
        { id: 'customer-groups', label: 'Customer groups', href: '/customer-groups' },
      ],
    },
    {
      id: 'discount',
      label: 'Discount',
      icon: <TagIcon />,
      items: [
        { id: 'discount-code', label: 'Discount Code', href: '/discounts' },
        {
          id: 'discount-threshold',
          label: 'Discount Threshold',
          href: '/discounts/threshold',
          disabled: staff,
        },
        {
          id: 'discount-settings',
          label: 'Discount Settings',
          href: '/discounts/settings',
          disabled: staff,
        },
        {
          id: 'discount-analytics',
          label: 'Discount Analytics',
          href: '/discounts/analytics',
          disabled: staff,
        },
      ],
    },
    {
      id: 'online-store',
      label: 'Online store',
      icon: <StoreIcon />,
      items: [
        { id: 'themes', label: 'Themes', href: '/online-store/themes', disabled: staff },
        {
          id: 'navigation',
          label: 'Navigation',
          href: '/online-store/navigation',
          disabled: staff,
        },
        { id: 'pages', label: 'Pages', href: '/online-store/pages', disabled: staff },
      ],
      extra: {
        id: 'preview',
        label: 'Preview store',
        href: 'https://demo-shop.example.com',
        external: true,
        disabled: sellByLink,
      },
    },
  ];
}

export const sidebarFooter: SidebarItem[] = [
  { id: 'settings', label: 'Settings', href: '/settings', icon: <SettingsIcon /> },
];

/**
 * The shop's mark and name, as the admin's default logo draws them: the name is HTML text beside the
 * mark, so it takes the room its font needs (inside an SVG of fixed width it was cut off wherever the
 * font ran wider, e.g. the dark AppShell story) and shortens with an ellipsis when the sidebar is full.
 */
export function Logo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minInlineSize: 0 }}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" style={{ flexShrink: 0 }}>
        <rect width="28" height="28" rx="7" fill="var(--accent-9)" />
        <path d="M8 11h12l-1.5 9h-9z" fill="var(--accent-contrast)" />
      </svg>
      <span
        style={{
          fontSize: 14,
          fontWeight: 600,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        Demo shop
      </span>
    </span>
  );
}

export const stores: StoreSummary[] = [
  { id: 'st_1', host: 'demo-shop.example.com', name: 'Demo shop' },
  { id: 'st_2', host: 'outlet.example.com', name: 'Outlet' },
  { id: 'st_3', host: 'baku-flowers.example.az', name: 'Bakı gülləri' },
];

export const manyStores: StoreSummary[] = Array.from({ length: 12 }, (_, index) => ({
  id: `st_${index + 1}`,
  host: `store-${index + 1}.example.com`,
  name: `Store number ${index + 1}`,
}));

export function profileItems(
  actions: { onTour?: () => void; onLogout?: () => void } = {},
): ProfileMenuItem[] {
  return [
    { id: 'account', label: 'Account', href: '/settings/account', icon: <SettingsIcon /> },
    {
      id: 'stores',
      label: 'Stores',
      href: 'https://accounts.example.com/stores',
      external: true,
      separatorBefore: true,
    },
    { id: 'help', label: 'Help center', href: 'https://help.example.com', external: true },
    { id: 'feedback', label: 'Feedback', href: 'https://feedback.example.com', external: true },
    { id: 'status', label: 'System status', href: 'https://status.example.com', external: true },
    { id: 'expert', label: 'Hire an expert', href: 'https://experts.example.com', external: true },
    { id: 'call', label: 'Book a 1:1 call', href: 'https://calendar.example.com', external: true },
    { id: 'tour', label: 'Take a tour', onSelect: actions.onTour, separatorBefore: true },
    { id: 'logout', label: 'Log out', icon: <LogoutIcon />, onSelect: actions.onLogout },
  ];
}

/** Story viewports (see .storybook/preview.tsx); the vitest addon resizes the browser to them. */
export const phoneViewport = { viewport: { value: 'phone', isRotated: false } };
export const tabletViewport = { viewport: { value: 'tablet', isRotated: false } };
export const desktopViewport = { viewport: { value: 'desktop', isRotated: false } };
