import {
  DEFAULT_PAGE_SIZE,
  PAGE_DEFAULT_SORT,
  PAGE_SORT_FIELDS,
  type PageSort,
} from '@shop/admin-api';
import { defineList, PAGE_SIZE_CHOICES } from '../../../lib/list-state/list-params';
import { createListMemory } from '../../../lib/list-state/list-memory';
import { hrefs } from '../../../app/routing/hrefs';

/** The pages list: searchable by title and handle, sortable (newest first, §9), all in the URL. */
export const pageList = defineList<PageSort>({
  sortFields: PAGE_SORT_FIELDS,
  defaultSort: PAGE_DEFAULT_SORT,
  pageSize: DEFAULT_PAGE_SIZE,
  pageSizes: PAGE_SIZE_CHOICES,
});

export const pageListMemory = createListMemory(hrefs.onlineStore.pages());
