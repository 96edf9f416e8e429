import { HomeIcon } from '@shop/ui';
import { defineRoutes } from '../../lib/routing/route-manifest';
import { pagesFrom } from '../../lib/routing/page-table';

/** The pages, by their name in pages.ts: imported from there, not from here (the entry). */
const page = pagesFrom(() => import('./pages'));

/** The home page: any signed-in user may open it. */
export const homeRoutes = defineRoutes({
  dashboard: {
    path: 'home',
    titleKey: 'nav.home',
    page: page('dashboard'),
    sidebar: { section: 'top', order: 0, icon: HomeIcon },
  },
});
