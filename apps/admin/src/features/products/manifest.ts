import { defineRoutes } from '../../lib/routing/route-manifest';
import { pagesFrom } from '../../lib/routing/page-table';

/** The pages, by their name in pages.ts: imported from there, not from here (the entry). */
const page = pagesFrom(() => import('./pages'));

export const productRoutes = defineRoutes({
  list: {
    path: 'products',
    titleKey: 'nav.products',
    policy: 'product',
    page: page('list'),
    sidebar: { section: 'catalog', order: 10 },
  },
  new: { path: 'products/new', policy: 'product', page: page('new') },
  detail: {
    path: 'products/:productId',
    policy: 'product',
    page: page('detail'),
  },
});
