/**
 * Where the app's screens live (the API's paths are the contract's). One place for every address a
 * screen links to, so features can link to each other's screens without importing each other.
 */
export const PRODUCTS_PATH = '/products';
export const NEW_PRODUCT_PATH = `${PRODUCTS_PATH}/new`;
export const productHref = (id: string) => `${PRODUCTS_PATH}/${encodeURIComponent(id)}`;
/** The variant editor (features/variants). */
export const variantHref = (productId: string, variantId: string) =>
  `${productHref(productId)}/variants/${encodeURIComponent(variantId)}`;

export const COLLECTIONS_PATH = '/collections';
export const NEW_COLLECTION_PATH = `${COLLECTIONS_PATH}/new`;
export const collectionHref = (id: string) => `${COLLECTIONS_PATH}/${encodeURIComponent(id)}`;

export const CUSTOMERS_PATH = '/customers';
export const customerHref = (id: string) => `${CUSTOMERS_PATH}/${encodeURIComponent(id)}`;

export const CUSTOMER_GROUPS_PATH = '/customer-groups';
export const NEW_CUSTOMER_GROUP_PATH = `${CUSTOMER_GROUPS_PATH}/new`;
export const customerGroupHref = (id: string) =>
  `${CUSTOMER_GROUPS_PATH}/${encodeURIComponent(id)}`;

export const ORDERS_PATH = '/orders';
export const orderHref = (id: string) => `${ORDERS_PATH}/${encodeURIComponent(id)}`;
