/** Where the customer group screens live in the app (the API's paths are the contract's). */
export const CUSTOMER_GROUPS_PATH = '/customer-groups';
export const NEW_CUSTOMER_GROUP_PATH = '/customer-groups/new';
export const customerGroupHref = (id: string) => `/customer-groups/${encodeURIComponent(id)}`;
/** A member's own page (the customers screens). */
export const customerHref = (id: string) => `/customers/${encodeURIComponent(id)}`;
