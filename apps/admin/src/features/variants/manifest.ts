import { defineRoutes } from '../../lib/routing/route-manifest';

/** The variant editor lives under its product's address. */
export const variantRoutes = defineRoutes({
  detail: {
    path: 'products/:productId/variants/:variantId',
    policy: 'product',
    page: () => import('./routes/variant'),
  },
  /** The bare variants address has no page of its own: it goes back to the product. */
  index: {
    path: 'products/:productId/variants',
    policy: 'product',
    page: () => import('./routes/variants-redirect'),
  },
});
