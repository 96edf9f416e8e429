import type { PageTable } from '../../lib/routing/page-table';

/**
 * Every discount page module, imported from here and not from the manifest: the manifest is part of
 * the entry, and no first load shows a discount page (see lib/routing/page-table.ts). Named after the
 * routes of manifest.ts.
 */
export default {
  list: () => import('./routes/list'),
  new: () => import('./routes/new'),
  detail: () => import('./routes/detail'),
  thresholds: () => import('./routes/thresholds'),
  settings: () => import('./routes/settings'),
  analytics: () => import('./routes/analytics'),
} satisfies PageTable;
