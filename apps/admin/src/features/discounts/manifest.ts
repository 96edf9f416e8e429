import { defineRoutes } from '../../lib/routing/route-manifest';
import { pagesFrom } from '../../lib/routing/page-table';

/** The discount pages, by their name in pages.ts: imported from there, not from here (the entry). */
const page = pagesFrom(() => import('./pages'));

/**
 * §2 Discounts: the discount codes (their list, a new code, one code), the threshold discounts, the
 * discount settings and the analytics. The routes keep the names they had as placeholders
 * (`discountCode`, `discountThreshold`…), so links to them do not change.
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
  discountThreshold: {
    path: 'discount-threshold',
    titleKey: 'nav.discountThreshold',
    policy: 'discount',
    page: page('thresholds'),
    sidebar: { section: 'discount', order: 20 },
  },
  discountSettings: {
    path: 'discount-settings',
    titleKey: 'nav.discountSettings',
    policy: 'discount',
    page: page('settings'),
    sidebar: { section: 'discount', order: 30 },
  },
  discountAnalytics: {
    path: 'discount-analytics',
    titleKey: 'nav.discountAnalytics',
    policy: 'discount',
    page: page('analytics'),
    sidebar: { section: 'discount', order: 40 },
  },
});
