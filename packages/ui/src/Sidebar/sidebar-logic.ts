import type { SidebarGroup, SidebarItem } from './types';

/** Drops the query and fragment: `/orders?page=2#x` -> `/orders`. */
function pathOf(href: string): string {
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * How well `href` matches the current path: the matched path length, or -1 for no match. A link matches
 * its own path and everything below it (`/customers` matches `/customers/cus_1`), but the root `/` only
 * matches itself, or it would match every page.
 */
export function matchLength(currentPath: string, href: string): number {
  const path = pathOf(currentPath);
  const target = pathOf(href);
  if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target)) return -1; // external URLs never match
  if (path === target) return target.length;
  if (target !== '/' && path.startsWith(`${target}/`)) return target.length;
  return -1;
}

export interface CurrentEntry {
  /** The id of the item (or single-link group) that gets aria-current="page". */
  entryId?: string;
  /** The group containing it (the accordion to open). */
  groupId?: string;
}

/** Finds the most specific enabled, internal entry matching the current path. */
export function findCurrentEntry(
  groups: readonly SidebarGroup[],
  footer: readonly SidebarItem[],
  currentPath: string,
): CurrentEntry {
  let best: CurrentEntry = {};
  let bestLength = -1;
  const consider = (
    id: string,
    href: string | undefined,
    groupId: string | undefined,
    skip?: boolean,
  ) => {
    if (!href || skip) return;
    const length = matchLength(currentPath, href);
    if (length > bestLength) {
      bestLength = length;
      best = { entryId: id, groupId };
    }
  };
  for (const group of groups) {
    if (group.disabled) continue;
    if (!group.items?.length) consider(group.id, group.href, group.id);
    for (const item of [...(group.items ?? []), ...(group.extra ? [group.extra] : [])]) {
      consider(item.id, item.href, group.id, item.disabled || item.external);
    }
  }
  for (const item of footer)
    consider(item.id, item.href, undefined, item.disabled || item.external);
  return best;
}
