import {
  CUSTOMER_DEFAULT_SORT,
  CUSTOMER_PAGE_SIZE,
  CUSTOMER_SORT_FIELDS,
  type CustomerSort,
} from '@shop/admin-api';
import { defineList } from '../../lib/list-state/list-params';
import { createListMemory } from '../../lib/list-state/list-memory';
import { hrefs } from '../../app/routing/hrefs';

/** §2: q, sort (default created_at:desc), starting_after; a fixed page size. */
export const customerList = defineList<CustomerSort>({
  sortFields: CUSTOMER_SORT_FIELDS,
  defaultSort: CUSTOMER_DEFAULT_SORT,
  pageSize: CUSTOMER_PAGE_SIZE,
});

export const customerListMemory = createListMemory(hrefs.customers.list());
