import type { MenuListQuery, PageListQuery } from '@shop/admin-api';
import { resourceKeys, withSubKeys } from '../../lib/queries/keys';

/*
 * The query keys of the online store's menus and pages (kept beside them: only these two screens and
 * each other read them). A page's title shows in the menus that link to it, so saving or deleting a
 * page makes the menus stale too.
 */

type SearchCount = { q: string };

export const menuKeys = withSubKeys(resourceKeys<MenuListQuery, SearchCount>('menus'), (menus) => ({
  count: (q: string | undefined) => menus.count({ q: q ?? '' }),
}));

export const onlineStorePageKeys = withSubKeys(
  resourceKeys<PageListQuery, SearchCount>('online-store-pages'),
  (pages) => ({
    count: (q: string | undefined) => pages.count({ q: q ?? '' }),
    /** A link picker's search among the pages. */
    search: (q: string) => [...pages.all, 'search', q] as const,
  }),
);

/** What a saved, created or deleted page makes stale: the page lists and counts, and the menus. */
export const pageRelations = () => [
  onlineStorePageKeys.lists(),
  onlineStorePageKeys.counts(),
  [...onlineStorePageKeys.all, 'search'] as const,
  menuKeys.details(),
];
