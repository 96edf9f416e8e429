import type { CustomerSort, ProductSort } from '@shop/admin-api';

/** §9: each top list of the home shows 5 items. */
export const TOP_LIST_SIZE = 5;
/** §9: top products by orders_count, top customers by total_spent, both descending. */
export const TOP_PRODUCTS_SORT: ProductSort = 'orders_count:desc';
export const TOP_CUSTOMERS_SORT: CustomerSort = 'total_spent:desc';

/** §2: /home?show-confetti celebrates once, then the query string is cleared. */
export const SHOW_CONFETTI_PARAM = 'show-confetti';
/** §9: the confetti starts 500 ms after the page asked for it and lasts 5 s. */
export const CONFETTI_DELAY_MS = 500;
export const CONFETTI_DURATION_MS = 5_000;
