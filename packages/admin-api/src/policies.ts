/** Policy names as they appear in an account's permission list (§6). */
export const POLICIES = [
  'dashboard',
  'product',
  'order',
  'customer',
  'app',
  'theme',
  'setting',
  'billing',
  'payment',
  'brand',
  'tax',
  'shipping',
  'security',
  'policy',
  'domain',
  'staff',
  'location',
  'marketing',
  'integration',
  'finance',
  'sales_channel',
  'discount',
] as const;
export type Policy = (typeof POLICIES)[number];

export const ROLES = ['OWNER', 'STAFF'] as const;
export type Role = (typeof ROLES)[number];
export const ADMIN_ROLE: Role = 'OWNER';

export interface PolicyHolder {
  role: string;
  permission: readonly string[];
}

/**
 * The one access rule, used by the route guard, the loaders, the sidebar, PolicyGate and the server.
 * OWNER may do everything; anyone else needs the policy; no policy means any signed-in user.
 */
export function can(account: PolicyHolder | null | undefined, policy?: Policy | null): boolean {
  if (!account) throw new Error('User does not exist!');
  if (account.role.toUpperCase() === ADMIN_ROLE) return true;
  if (!policy) return true;
  return account.permission.includes(policy);
}
