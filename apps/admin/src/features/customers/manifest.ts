import { defineRoutes } from '../../lib/routing/route-manifest';
import { pagesFrom } from '../../lib/routing/page-table';

/** The pages, by their name in pages.ts: imported from there, not from here (the entry). */
const page = pagesFrom(() => import('./pages'));

export const customerRoutes = defineRoutes({
  list: {
    path: 'customers',
    titleKey: 'nav.customers',
    policy: 'customer',
    page: page('list'),
    sidebar: { section: 'customers', order: 10 },
  },
  detail: {
    path: 'customers/:customerId',
    policy: 'customer',
    page: page('detail'),
  },
});
