import { defineRoutes } from '../../lib/routing/route-manifest';

export const customerRoutes = defineRoutes({
  list: {
    path: 'customers',
    titleKey: 'nav.customers',
    policy: 'customer',
    page: () => import('./routes/list'),
    sidebar: { section: 'customers', order: 10 },
  },
  detail: {
    path: 'customers/:customerId',
    policy: 'customer',
    page: () => import('./routes/detail'),
  },
});
