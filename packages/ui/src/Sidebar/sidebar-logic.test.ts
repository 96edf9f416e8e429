import { describe, expect, it } from 'vitest';
import { findCurrentEntry, matchLength } from './sidebar-logic';
import type { SidebarGroup } from './types';

describe('matchLength', () => {
  it('matches the path itself and paths below it', () => {
    expect(matchLength('/customers', '/customers')).toBeGreaterThan(0);
    expect(matchLength('/customers/cus_1', '/customers')).toBeGreaterThan(0);
    expect(matchLength('/customers-groups', '/customers')).toBe(-1);
  });

  it('ignores query strings, fragments and a trailing slash', () => {
    expect(matchLength('/orders/?page=2', '/orders')).toBeGreaterThan(0);
    expect(matchLength('/orders', '/orders/#top')).toBeGreaterThan(0);
  });

  it('lets the root match only itself', () => {
    expect(matchLength('/', '/')).toBe(1);
    expect(matchLength('/products', '/')).toBe(-1);
  });

  it('never matches an absolute URL', () => {
    expect(matchLength('/preview', 'https://shop.example.com/preview')).toBe(-1);
  });
});

describe('findCurrentEntry', () => {
  const groups: SidebarGroup[] = [
    { id: 'home', label: 'Home', href: '/' },
    {
      id: 'discounts',
      label: 'Discount',
      items: [
        { id: 'codes', label: 'Discount Code', href: '/discounts' },
        { id: 'settings', label: 'Discount Settings', href: '/discounts/settings' },
      ],
    },
    {
      id: 'store',
      label: 'Online store',
      items: [{ id: 'themes', label: 'Themes', href: '/online-store/themes', disabled: true }],
      extra: { id: 'preview', label: 'Preview', href: 'https://example.com', external: true },
    },
    { id: 'locked', label: 'Locked', href: '/locked', disabled: true },
  ];

  it('finds the single-link group', () => {
    expect(findCurrentEntry(groups, [], '/')).toEqual({ entryId: 'home', groupId: 'home' });
  });

  it('prefers the most specific item', () => {
    expect(findCurrentEntry(groups, [], '/discounts/settings')).toEqual({
      entryId: 'settings',
      groupId: 'discounts',
    });
    expect(findCurrentEntry(groups, [], '/discounts/dsc_1')).toEqual({
      entryId: 'codes',
      groupId: 'discounts',
    });
  });

  it('skips disabled entries and groups', () => {
    expect(findCurrentEntry(groups, [], '/online-store/themes')).toEqual({});
    expect(findCurrentEntry(groups, [], '/locked')).toEqual({});
  });

  it('matches footer items without a group', () => {
    expect(
      findCurrentEntry(
        groups,
        [{ id: 'settings', label: 'Settings', href: '/settings' }],
        '/settings/taxes',
      ),
    ).toEqual({ entryId: 'settings', groupId: undefined });
  });
});
