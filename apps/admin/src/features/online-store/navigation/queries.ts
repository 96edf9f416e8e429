import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  catalogPaths,
  onlineStorePaths,
  type MenuListQuery,
  type MenuRecordLinkType,
  type UpdateMenuBody,
} from '@shop/admin-api';
import { fromApi } from '../../../lib/http/contract';
import { api } from '../../../lib/http/client';
import { countQuery, detailQuery, listQuery } from '../../../lib/queries/resource-queries';
import { useUpdateWithConflict } from '../../../lib/queries/use-update-with-conflict';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { menuKeys, onlineStorePageKeys } from '../keys';

/** How many matches a link picker shows for what was typed; typing more narrows them. */
const PICKER_LIMIT = 20;
const PICKER_DELAY_MS = 250;

export const menuListQuery = listQuery(
  menuKeys.list,
  onlineStorePaths.navigationMenus,
  'menuListSchema',
);

export const menuCountQuery = countQuery(
  menuKeys.count,
  onlineStorePaths.navigationMenusCount,
  (q) => (q ? { q } : undefined),
);

export const menuQuery = detailQuery(
  menuKeys.detail,
  onlineStorePaths.navigationMenu,
  'menuSchema',
);

/** Paging keeps the old rows on screen until the next page arrives (no flash of skeletons). */
export function useMenuList(query: MenuListQuery) {
  return useQuery({ ...menuListQuery(query), placeholderData: keepPreviousData });
}

export function useMenuCount(q: string | undefined) {
  return useQuery({ ...menuCountQuery(q), placeholderData: keepPreviousData });
}

export const useMenu = (id: string) => useQuery(menuQuery(id));

export function useUpdateMenu(id: string) {
  return useUpdateWithConflict({
    detailKey: menuKeys.detail(id),
    response: 'menuSchema',
    send: (body: UpdateMenuBody) => api.put(onlineStorePaths.navigationMenu(id), body),
    refreshes: () => [menuKeys.lists()],
  });
}

/** A record a menu item may link to, as its picker lists it. */
export interface LinkTarget {
  id: string;
  title: string;
}

const SEARCH_PATHS: Record<MenuRecordLinkType, string> = {
  collection: catalogPaths.collections,
  product: catalogPaths.products,
  page: onlineStorePaths.navigationPages,
};

/**
 * A link picker's search of the shop's collections, products or pages by title, while its list is
 * open (`text` not null). Collections and products need the catalog's policy: without it (403) the
 * picker says so itself.
 */
export function useLinkTargetSearch(type: MenuRecordLinkType, text: string | null) {
  const settled = useDebouncedValue(text, PICKER_DELAY_MS);
  const q = settled?.trim() ?? '';
  const params = { ...(q ? { q } : {}), limit: PICKER_LIMIT, sort: 'title:asc' };
  return useQuery({
    queryKey: [...onlineStorePageKeys.all, 'link-target', type, q] as const,
    queryFn: async ({ signal }): Promise<LinkTarget[]> => {
      const answer = await api.get(SEARCH_PATHS[type], { params, signal });
      const items =
        type === 'page'
          ? fromApi('pageListSchema', answer).items
          : type === 'product'
            ? fromApi('productListSchema', answer).items
            : fromApi('collectionListSchema', answer).items;
      return items.map(({ id, title }) => ({ id, title }));
    },
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    meta: { handledStatuses: [403] },
  });
}
