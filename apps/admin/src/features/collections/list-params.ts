import {
  COLLECTION_DEFAULT_SORT,
  COLLECTION_SORT_FIELDS,
  COLLECTION_STATUSES,
  DEFAULT_PAGE_SIZE,
  type CollectionSort,
  type CollectionStatus,
} from '@shop/admin-api';
import { defineList, PAGE_SIZE_CHOICES } from '../../lib/list-state/list-params';
import { createListMemory } from '../../lib/list-state/list-memory';
import { hrefs } from '../../app/routing/hrefs';

/** §2, §9: searchable, filterable by status (unset by default), newest change first. */
export const collectionList = defineList<CollectionSort, { status: CollectionStatus }>({
  sortFields: COLLECTION_SORT_FIELDS,
  defaultSort: COLLECTION_DEFAULT_SORT,
  pageSize: DEFAULT_PAGE_SIZE,
  pageSizes: PAGE_SIZE_CHOICES,
  filters: { status: COLLECTION_STATUSES },
});

export const collectionListMemory = createListMemory(hrefs.collections.list());
