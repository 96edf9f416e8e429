import { collectionRoutes } from '../../features/collections/manifest';
import { customerGroupRoutes } from '../../features/customer-groups/manifest';
import { customerRoutes } from '../../features/customers/manifest';
import { discountRoutes } from '../../features/discounts/manifest';
import { homeRoutes } from '../../features/home/manifest';
import { inventoryRoutes } from '../../features/inventory/manifest';
import { onlineStoreRoutes } from '../../features/online-store/manifest';
import { orderRoutes } from '../../features/orders/manifest';
import { productRoutes } from '../../features/products/manifest';
import { settingsRoutes } from '../../features/settings/manifest';
import { variantRoutes } from '../../features/variants/manifest';

/**
 * Every feature's manifest, by the name its href helpers go under (`hrefs.customers.detail(id)`).
 * The one list to extend when a feature is added: the router, the sidebar and the href helpers are
 * all derived from it.
 */
export const manifests = {
  home: homeRoutes,
  products: productRoutes,
  collections: collectionRoutes,
  inventory: inventoryRoutes,
  variants: variantRoutes,
  orders: orderRoutes,
  customers: customerRoutes,
  customerGroups: customerGroupRoutes,
  discounts: discountRoutes,
  onlineStore: onlineStoreRoutes,
  settings: settingsRoutes,
};

/** Every manifest route, features in the order above. */
export const manifestRoutes = Object.values(manifests).flatMap((routes) => Object.values(routes));
