import { can, type Account, type Policy } from '@shop/admin-api';

/** The data each dashboard block shows, named by the policy that guards that data. */
export const BLOCK_DATA_POLICIES = {
  sales: 'order',
  topProducts: 'product',
  topCustomers: 'customer',
} as const satisfies Record<string, Policy>;
export type DashboardBlock = keyof typeof BLOCK_DATA_POLICIES;

/**
 * A block shows only to a user holding both `dashboard` (§2: the home's blocks are hidden per
 * policy) and the policy of the data in it (orders for the sales figures, products, customers).
 * `dashboard` alone is not enough: the API refuses the data without its own policy (403), so the
 * block could only ever show an error, and its figures are that resource's data, which the user
 * may not see on its own pages either. The data's policy alone is not enough either: the dashboard
 * is a separate permission in §6.
 */
export function canSeeBlock(account: Account, block: DashboardBlock): boolean {
  return can(account, 'dashboard') && can(account, BLOCK_DATA_POLICIES[block]);
}
