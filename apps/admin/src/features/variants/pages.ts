import type { PageTable } from '../../lib/routing/page-table';

/** This feature's page modules, imported from here and not from the manifest (see lib/routing/page-table.ts). */
export default {
  detail: () => import('./routes/variant'),
  index: () => import('./routes/variants-redirect'),
} satisfies PageTable;
