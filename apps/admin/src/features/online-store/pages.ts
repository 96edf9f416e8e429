import type { PageTable } from '../../lib/routing/page-table';

/**
 * Every online-store page module, imported from here and not from the manifest: the manifest is part
 * of the entry, and no first load shows an online-store page (see lib/routing/page-table.ts). Named
 * after the routes of manifest.ts.
 */
export default {
  themes: () => import('./themes/routes/list'),
  themeCustomize: () => import('./themes/routes/customize'),
  navigation: () => import('./navigation/routes/list'),
  navigationDetail: () => import('./navigation/routes/detail'),
  pages: () => import('./pages/routes/list'),
  pageNew: () => import('./pages/routes/new'),
  pageDetail: () => import('./pages/routes/detail'),
} satisfies PageTable;
