import { defineRoutes } from '../../lib/routing/route-manifest';
import { pagesFrom } from '../../lib/routing/page-table';

/** The online store's pages, by their name in pages.ts: imported from there, not from here (the entry). */
const page = pagesFrom(() => import('./pages'));

/**
 * §2 Online store: themes (the list and the customize editor), navigation menus and pages, all under
 * policy `theme`. The routes keep the names they had as placeholders, so links to them do not change.
 */
export const onlineStoreRoutes = defineRoutes({
  themes: {
    path: 'themes',
    titleKey: 'nav.themes',
    policy: 'theme',
    page: page('themes'),
    sidebar: { section: 'online-store', order: 10 },
  },
  themeCustomize: {
    path: 'themes/:themeId/customize',
    titleKey: 'nav.themeCustomize',
    policy: 'theme',
    page: page('themeCustomize'),
  },
  navigation: {
    path: 'navigation',
    titleKey: 'nav.navigation',
    policy: 'theme',
    page: page('navigation'),
    sidebar: { section: 'online-store', order: 20 },
  },
  navigationDetail: {
    path: 'navigation/:navigationId',
    titleKey: 'nav.navigationDetail',
    policy: 'theme',
    page: page('navigationDetail'),
  },
  pages: {
    path: 'pages',
    titleKey: 'nav.pages',
    policy: 'theme',
    page: page('pages'),
    sidebar: { section: 'online-store', order: 30 },
  },
  pageNew: { path: 'pages/new', titleKey: 'nav.pageNew', policy: 'theme', page: page('pageNew') },
  pageDetail: {
    path: 'pages/:pageId',
    titleKey: 'nav.pageDetail',
    policy: 'theme',
    page: page('pageDetail'),
  },
});
