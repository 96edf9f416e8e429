import { defineRoutes } from '../../lib/routing/route-manifest';
import { pagesFrom } from '../../lib/routing/page-table';

/** The pages, by their name in pages.ts: imported from there, not from here (the entry). */
const page = pagesFrom(() => import('./pages'));

export const customerGroupRoutes = defineRoutes({
  list: {
    path: 'customer-groups',
    titleKey: 'nav.customerGroups',
    policy: 'customer',
    page: page('list'),
    sidebar: { section: 'customers', order: 20 },
  },
  new: { path: 'customer-groups/new', policy: 'customer', page: page('new') },
  detail: {
    path: 'customer-groups/:groupId',
    policy: 'customer',
    page: page('detail'),
  },
});
