import { defineRoutes } from '../../lib/routing/route-manifest';

export const productRoutes = defineRoutes({
  list: {
    path: 'products',
    titleKey: 'nav.products',
    policy: 'product',
    page: () => import('./routes/list'),
    sidebar: { section: 'catalog', order: 10 },
  },
  new: { path: 'products/new', policy: 'product', page: () => import('./routes/new') },
  detail: {
    path: 'products/:productId',
    policy: 'product',
    page: () => import('./routes/detail'),
  },
});
