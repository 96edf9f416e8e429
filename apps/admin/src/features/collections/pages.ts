import type { PageTable } from '../../lib/routing/page-table';

/** This feature's page modules, imported from here and not from the manifest (see lib/routing/page-table.ts). */
export default {
  list: () => import('./routes/list'),
  new: () => import('./routes/new'),
  detail: () => import('./routes/detail'),
} satisfies PageTable;
