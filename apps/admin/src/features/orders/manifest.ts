import { defineRoutes } from '../../lib/routing/route-manifest';
import { pagesFrom } from '../../lib/routing/page-table';

/** The pages, by their name in pages.ts: imported from there, not from here (the entry). */
const page = pagesFrom(() => import('./pages'));

export const orderRoutes = defineRoutes({
  list: {
    path: 'orders',
    titleKey: 'nav.orders',
    policy: 'order',
    page: page('list'),
    sidebar: { section: 'catalog', order: 40 },
  },
  detail: { path: 'orders/:orderId', policy: 'order', page: page('detail') },
});
