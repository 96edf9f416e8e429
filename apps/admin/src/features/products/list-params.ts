import {
  PRODUCT_DEFAULT_SORT,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORT_FIELDS,
  PRODUCT_STATUSES,
  type ProductSort,
  type ProductStatus,
} from '@shop/admin-api';
import { defineList, PAGE_SIZE_CHOICES } from '../../lib/list-state/list-params';
import { createListMemory } from '../../lib/list-state/list-memory';
import { hrefs } from '../../app/routing/hrefs';

/** §2: limit, q (empty by default), sort (default title:desc), status (unset by default). */
export const productList = defineList<ProductSort, { status: ProductStatus }>({
  sortFields: PRODUCT_SORT_FIELDS,
  defaultSort: PRODUCT_DEFAULT_SORT,
  pageSize: PRODUCT_PAGE_SIZE,
  pageSizes: PAGE_SIZE_CHOICES,
  filters: { status: PRODUCT_STATUSES },
});

export const productListMemory = createListMemory(hrefs.products.list());
