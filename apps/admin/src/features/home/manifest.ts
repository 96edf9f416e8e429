import { HomeIcon } from '@shop/ui';
import { defineRoutes } from '../../lib/routing/route-manifest';

/** The home page: any signed-in user may open it. */
export const homeRoutes = defineRoutes({
  dashboard: {
    path: 'home',
    titleKey: 'nav.home',
    page: () => import('./routes/home'),
    sidebar: { section: 'top', order: 0, icon: HomeIcon },
  },
});
