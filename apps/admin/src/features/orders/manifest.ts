import { defineRoutes } from '../../lib/routing/route-manifest';

export const orderRoutes = defineRoutes({
  list: {
    path: 'orders',
    titleKey: 'nav.orders',
    policy: 'order',
    page: () => import('./routes/list'),
    sidebar: { section: 'catalog', order: 40 },
  },
  detail: { path: 'orders/:orderId', policy: 'order', page: () => import('./routes/detail') },
});
