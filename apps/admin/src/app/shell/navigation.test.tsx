import { describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import {
  can,
  DEFAULT_CURRENCY,
  NEW_SHOP_GENERAL_SETTINGS,
  type Account,
  type Policy,
  type Shop,
} from '@shop/admin-api';
import { buildSidebarFooter, buildSidebarGroups } from './navigation';
import { buildProfileItems, START_TOUR_EVENT } from './profile-items';

const t = ((key: string, options?: { count?: number }) =>
  options?.count === undefined ? key : `${key}:${options.count}`) as unknown as TFunction;

const staff: Account = {
  id: 'usr_1',
  role: 'STAFF',
  permission: ['product', 'order'],
  email: 'staff@example.com',
  first_name: 'Sam',
  last_name: 'Rivera',
  profile_image: null,
  updated_at: 1,
};

const shop: Shop = {
  id: 'shop_1',
  name: 'Demo Shop',
  email: 'shop@example.com',
  currency: DEFAULT_CURRENCY,
  tax_inclusion_status: 'inactive',
  tour_completed: false,
  has_wallet_card: false,
  wallet: null,
  website_selling_mode: 'online_store',
  admin_panel_logo: null,
  language: 'en',
  storefront_url: 'https://demo.example.com',
  onboarding: { isEditable: false, list: ['create_store'] },
  owner: { name: 'Alex Morgan', email: 'owner@example.com' },
  ...NEW_SHOP_GENERAL_SETTINGS,
  updated_at: 1,
};

const allowedFor = (account: Account) => (policy?: Policy) => can(account, policy);

describe('sidebar', () => {
  it('has the spec groups in order, Settings at the bottom', () => {
    const groups = buildSidebarGroups({ t, allowed: () => true, shop, unfulfilledOrders: 3 });
    expect(groups.map((group) => group.id)).toEqual([
      'home',
      'catalog',
      'customers',
      'discount',
      'online-store',
    ]);
    expect(groups[1]?.items?.map((item) => item.href)).toEqual([
      '/products',
      '/collections',
      '/inventory',
      '/orders',
    ]);
    expect(buildSidebarFooter(t).map((item) => item.href)).toEqual(['/settings']);
  });

  it('disables what the account may not open, from the one permission model', () => {
    const groups = buildSidebarGroups({
      t,
      allowed: allowedFor(staff),
      shop,
      unfulfilledOrders: 0,
    });
    const disabled = groups.flatMap((group) => group.items ?? []).filter((item) => item.disabled);
    expect(disabled.map((item) => item.id)).toEqual([
      'customers',
      'customer-groups',
      'discount-code',
      'discount-threshold',
      'discount-settings',
      'discount-analytics',
      'themes',
      'navigation',
      'pages',
    ]);
  });

  it('badges unfulfilled orders with an accessible label', () => {
    const groups = buildSidebarGroups({ t, allowed: () => true, shop, unfulfilledOrders: 12 });
    const orders = groups[1]?.items?.find((item) => item.id === 'orders');
    expect(orders).toMatchObject({ badge: 12, badgeLabel: 'nav.unfulfilledOrders:12' });
  });

  it('previews the storefront in a new tab, except for shops that sell by link', () => {
    const online = buildSidebarGroups({ t, allowed: () => true, shop, unfulfilledOrders: 0 });
    expect(online.at(-1)?.extra).toMatchObject({
      href: '/store/shop_1/',
      external: true,
      disabled: false,
    });
    const byLink = buildSidebarGroups({
      t,
      allowed: () => true,
      shop: { ...shop, website_selling_mode: 'sell_by_link' },
      unfulfilledOrders: 0,
    });
    expect(byLink.at(-1)?.extra).toMatchObject({
      disabled: true,
      disabledReason: 'nav.previewSellByLink',
    });
  });
});

describe('profile menu', () => {
  it('lists account, outside links in new tabs, the tour, languages, themes and log out', () => {
    const onLogout = vi.fn();
    const onChangeLanguage = vi.fn();
    const onChangeAppearance = vi.fn();
    const items = buildProfileItems({
      t,
      language: 'en',
      onChangeLanguage,
      appearance: 'system',
      onChangeAppearance,
      onLogout,
    });
    expect(items[0]).toMatchObject({ href: '/settings/account' });
    expect(items.filter((item) => item.external)).toHaveLength(6);

    const tour = vi.fn();
    window.addEventListener(START_TOUR_EVENT, tour);
    items.find((item) => item.id === 'tour')?.onSelect?.();
    expect(tour).toHaveBeenCalledTimes(1);

    items.find((item) => item.id === 'language-az')?.onSelect?.();
    expect(onChangeLanguage).toHaveBeenCalledWith('az');

    // Light, dark and the device's theme, the current one marked (the device's by default).
    expect(items.filter((item) => item.id.startsWith('theme-')).map((item) => item.label)).toEqual([
      'profile.themeLight',
      'profile.themeDark',
      'profile.currentTheme',
    ]);
    items.find((item) => item.id === 'theme-dark')?.onSelect?.();
    expect(onChangeAppearance).toHaveBeenCalledWith('dark');
    items.at(-1)?.onSelect?.();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
