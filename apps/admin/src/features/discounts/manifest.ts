import { defineRoutes } from '../../lib/routing/route-manifest';
import { pagesFrom } from '../../lib/routing/page-table';

/** The discount pages, by their name in pages.ts: imported from there, not from here (the entry). */
const page = pagesFrom(() => import('./pages'));

/**
 * §2 Discounts: the discount codes (their list, a new code, one code). The routes keep the names
 * they had as placeholders (`discountCode`), so links to them do not change. The analytics too;
 * threshold discounts and the discount settings are still placeholders (features/coming-soon).
 */
export const discountRoutes = defineRoutes({
  discountCode: {
    path: 'discount-code',
    titleKey: 'nav.discountCode',
    policy: 'discount',
    page: page('list'),
    sidebar: { section: 'discount', order: 10 },
  },
  discountCodeNew: { path: 'discount-code/new', policy: 'discount', page: page('new') },
  discountCodeDetail: {
    path: 'discount-code/:codeId',
    policy: 'discount',
    page: page('detail'),
  },
  discountAnalytics: {
    path: 'discount-analytics',
    titleKey: 'nav.discountAnalytics',
    policy: 'discount',
    page: page('analytics'),
    sidebar: { section: 'discount', order: 40 },
  },
});
