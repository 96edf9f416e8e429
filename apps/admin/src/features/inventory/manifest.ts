import { defineRoutes } from '../../lib/routing/route-manifest';

export const inventoryRoutes = defineRoutes({
  list: {
    path: 'inventory',
    titleKey: 'nav.inventory',
    policy: 'product',
    page: () => import('./routes/inventory'),
    sidebar: { section: 'catalog', order: 30 },
  },
});
