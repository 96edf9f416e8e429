/**
 * Addresses of screens that other features link to (an order names its customer and its products, a
 * customer lists their orders). Features may not import each other, so these live here once.
 */
export const ORDERS_PATH = '/orders';
export const orderHref = (id: string) => `${ORDERS_PATH}/${encodeURIComponent(id)}`;
export const customerHref = (id: string) => `/customers/${encodeURIComponent(id)}`;
export const productHref = (id: string) => `/products/${encodeURIComponent(id)}`;
