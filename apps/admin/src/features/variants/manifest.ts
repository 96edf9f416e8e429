import { defineRoutes } from '../../lib/routing/route-manifest';
import { pagesFrom } from '../../lib/routing/page-table';

/** The pages, by their name in pages.ts: imported from there, not from here (the entry). */
const page = pagesFrom(() => import('./pages'));

/** The variant editor lives under its product's address. */
export const variantRoutes = defineRoutes({
  detail: {
    path: 'products/:productId/variants/:variantId',
    policy: 'product',
    page: page('detail'),
  },
  /** The bare variants address has no page of its own: it goes back to the product. */
  index: {
    path: 'products/:productId/variants',
    policy: 'product',
    page: page('index'),
  },
});
