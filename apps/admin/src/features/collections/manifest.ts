import { defineRoutes } from '../../lib/routing/route-manifest';

export const collectionRoutes = defineRoutes({
  list: {
    path: 'collections',
    titleKey: 'nav.collections',
    policy: 'product',
    page: () => import('./routes/list'),
    sidebar: { section: 'catalog', order: 20 },
  },
  new: { path: 'collections/new', policy: 'product', page: () => import('./routes/new') },
  detail: {
    path: 'collections/:collectionId',
    policy: 'product',
    page: () => import('./routes/detail'),
  },
});
