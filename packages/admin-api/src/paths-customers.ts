/** Customers and customer groups. Relative to API_BASE; part of `paths`. */
export const customerPaths = {
  customers: 'customers',
  customersCount: 'customers/count',
  customer: (id: string) => `customers/${encodeURIComponent(id)}`,
  customerOrders: (id: string) => `customers/${encodeURIComponent(id)}/orders`,
  customerStats: (id: string) => `customers/${encodeURIComponent(id)}/stats`,
  customerGroups: 'customer-groups',
  customerGroupsCount: 'customer-groups/count',
  customerGroup: (id: string) => `customer-groups/${encodeURIComponent(id)}`,
  /** GET (paged, the customers' list query), POST { customer_ids } to add. */
  customerGroupMembers: (id: string) => `customer-groups/${encodeURIComponent(id)}/members`,
  /** DELETE: take one customer out of the group. */
  customerGroupMember: (id: string, customerId: string) =>
    `customer-groups/${encodeURIComponent(id)}/members/${encodeURIComponent(customerId)}`,
} as const;
