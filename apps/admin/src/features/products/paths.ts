/** Where the product screens live in the app (the API's paths are the contract's). */
export const PRODUCTS_PATH = '/products';
export const NEW_PRODUCT_PATH = '/products/new';
export const productHref = (id: string) => `/products/${encodeURIComponent(id)}`;
/** The variant editor (features/variants). */
export const variantHref = (productId: string, variantId: string) =>
  `${productHref(productId)}/variants/${encodeURIComponent(variantId)}`;
