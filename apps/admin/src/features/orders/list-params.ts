import {
  DEFAULT_PAGE_SIZE,
  FINANCIAL_STATUSES,
  FULFILLMENT_STATUSES,
  ORDER_DEFAULT_SORT,
  ORDER_SORT_FIELDS,
  type FinancialStatus,
  type FulfillmentStatus,
  type OrderSort,
} from '@shop/admin-api';
import { defineList, PAGE_SIZE_CHOICES } from '../../lib/list-state/list-params';
import { createListMemory } from '../../lib/list-state/list-memory';
import { hrefs } from '../../app/routing/hrefs';

/** §2: q, financial_status, fulfillment_status, sort (default order_number:desc), limit, cursors. */
export const orderList = defineList<
  OrderSort,
  { financial_status: FinancialStatus; fulfillment_status: FulfillmentStatus }
>({
  sortFields: ORDER_SORT_FIELDS,
  defaultSort: ORDER_DEFAULT_SORT,
  pageSize: DEFAULT_PAGE_SIZE,
  pageSizes: PAGE_SIZE_CHOICES,
  filters: { financial_status: FINANCIAL_STATUSES, fulfillment_status: FULFILLMENT_STATUSES },
});

export const orderListMemory = createListMemory(hrefs.orders.list());
