import type { PageTable } from '../../lib/routing/page-table';

/** This feature's page modules, imported from here and not from the manifest (see lib/routing/page-table.ts). */
export default {
  dashboard: () => import('./routes/home'),
} satisfies PageTable;
