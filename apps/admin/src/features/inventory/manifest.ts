import { defineRoutes } from '../../lib/routing/route-manifest';
import { pagesFrom } from '../../lib/routing/page-table';

/** The pages, by their name in pages.ts: imported from there, not from here (the entry). */
const page = pagesFrom(() => import('./pages'));

export const inventoryRoutes = defineRoutes({
  list: {
    path: 'inventory',
    titleKey: 'nav.inventory',
    policy: 'product',
    page: page('list'),
    sidebar: { section: 'catalog', order: 30 },
  },
});
