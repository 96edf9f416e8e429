import {
  COUPON_DEFAULT_SORT,
  COUPON_SORT_FIELDS,
  DEFAULT_PAGE_SIZE,
  type CouponSort,
} from '@shop/admin-api';
import { defineList, PAGE_SIZE_CHOICES } from '../../lib/list-state/list-params';
import { createListMemory } from '../../lib/list-state/list-memory';
import { hrefs } from '../../app/routing/hrefs';

/**
 * The codes list: a page at a time, searched and sorted by the server (POST discounts/coupons-list),
 * all of it in the URL like the other lists, so a visit to a code and back keeps it. A shop may
 * hold 20,000 codes: searching them on the page meant loading every one first (`pnpm bench
 * discounts`), so §2's search by name runs on the server, which also finds a code by its code.
 */
export const couponList = defineList<CouponSort>({
  sortFields: COUPON_SORT_FIELDS,
  defaultSort: COUPON_DEFAULT_SORT,
  pageSize: DEFAULT_PAGE_SIZE,
  pageSizes: PAGE_SIZE_CHOICES,
});

export const couponListMemory = createListMemory(hrefs.discounts.discountCode());
