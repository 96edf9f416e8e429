import { defineRoutes } from '../../lib/routing/route-manifest';
import { pagesFrom } from '../../lib/routing/page-table';

/** The pages, by their name in pages.ts: imported from there, not from here (the entry). */
const page = pagesFrom(() => import('./pages'));

export const collectionRoutes = defineRoutes({
  list: {
    path: 'collections',
    titleKey: 'nav.collections',
    policy: 'product',
    page: page('list'),
    sidebar: { section: 'catalog', order: 20 },
  },
  new: { path: 'collections/new', policy: 'product', page: page('new') },
  detail: {
    path: 'collections/:collectionId',
    policy: 'product',
    page: page('detail'),
  },
});
