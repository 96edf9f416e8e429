import type { ReactNode } from 'react';

export interface SidebarItem {
  id: string;
  label: string;
  href: string;
  icon?: ReactNode;
  disabled?: boolean;
  /** Why a disabled entry cannot be opened (its tooltip); default: the kit's "no permission" message. */
  disabledReason?: string;
  badge?: number | string;
  /** Accessible text for the badge (e.g. "12 unfulfilled orders"); the bare number is then hidden. */
  badgeLabel?: string;
  /** Opens in a new tab (plain `<a target="_blank" rel="noopener noreferrer">`). */
  external?: boolean;
}

export interface SidebarGroup {
  id: string;
  label: string;
  icon?: ReactNode;
  /** A single-link group (Home) has `href` and no items. */
  href?: string;
  disabled?: boolean;
  /** Why the disabled group cannot be opened (its tooltip); default: the kit's "no permission" message. */
  disabledReason?: string;
  /** Accordion group. */
  items?: SidebarItem[];
  /** Shown after the items, e.g. the storefront preview link. */
  extra?: SidebarItem;
}
