/** Where the catalog's screens live in the app, for links between them (the API's paths are the contract's). */
export const productHref = (productId: string) => `/products/${encodeURIComponent(productId)}`;

export const variantHref = (productId: string, variantId: string) =>
  `${productHref(productId)}/variants/${encodeURIComponent(variantId)}`;
