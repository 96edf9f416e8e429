import { defineRoutes } from '../../lib/routing/route-manifest';

export const customerGroupRoutes = defineRoutes({
  list: {
    path: 'customer-groups',
    titleKey: 'nav.customerGroups',
    policy: 'customer',
    page: () => import('./routes/list'),
    sidebar: { section: 'customers', order: 20 },
  },
  new: { path: 'customer-groups/new', policy: 'customer', page: () => import('./routes/new') },
  detail: {
    path: 'customer-groups/:groupId',
    policy: 'customer',
    page: () => import('./routes/detail'),
  },
});
