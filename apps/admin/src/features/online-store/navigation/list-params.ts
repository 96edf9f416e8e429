import {
  DEFAULT_PAGE_SIZE,
  MENU_DEFAULT_SORT,
  MENU_SORT_FIELDS,
  type MenuSort,
} from '@shop/admin-api';
import { defineList, PAGE_SIZE_CHOICES } from '../../../lib/list-state/list-params';
import { createListMemory } from '../../../lib/list-state/list-memory';
import { hrefs } from '../../../app/routing/hrefs';

/** The menus list: searchable by title and handle, sortable (newest first, §9), all in the URL. */
export const menuList = defineList<MenuSort>({
  sortFields: MENU_SORT_FIELDS,
  defaultSort: MENU_DEFAULT_SORT,
  pageSize: DEFAULT_PAGE_SIZE,
  pageSizes: PAGE_SIZE_CHOICES,
});

export const menuListMemory = createListMemory(hrefs.onlineStore.navigation());
