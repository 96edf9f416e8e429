import {
  CUSTOMER_DEFAULT_SORT,
  CUSTOMER_GROUP_DEFAULT_SORT,
  CUSTOMER_GROUP_SORT_FIELDS,
  CUSTOMER_PAGE_SIZE,
  CUSTOMER_SORT_FIELDS,
  DEFAULT_PAGE_SIZE,
  type CustomerGroupSort,
  type CustomerSort,
} from '@shop/admin-api';
import { defineList, PAGE_SIZE_CHOICES } from '../../lib/list-state/list-params';
import { createListMemory } from '../../lib/list-state/list-memory';
import { hrefs } from '../../app/routing/hrefs';

/** The groups list: searchable by name, sortable, with a page size; all of it in the URL. */
export const customerGroupList = defineList<CustomerGroupSort>({
  sortFields: CUSTOMER_GROUP_SORT_FIELDS,
  defaultSort: CUSTOMER_GROUP_DEFAULT_SORT,
  pageSize: DEFAULT_PAGE_SIZE,
  pageSizes: PAGE_SIZE_CHOICES,
});

export const customerGroupListMemory = createListMemory(hrefs.customerGroups.list());

/** A group's members: the API lists them like the customers list (same search, sorts and size). */
export const memberList = defineList<CustomerSort>({
  sortFields: CUSTOMER_SORT_FIELDS,
  defaultSort: CUSTOMER_DEFAULT_SORT,
  pageSize: CUSTOMER_PAGE_SIZE,
});
