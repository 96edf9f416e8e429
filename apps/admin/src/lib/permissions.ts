import { can, type Policy } from '@shop/admin-api';
import { useAccount } from './queries/account';

/**
 * The one permission model (§6): the route guard, the loaders, the sidebar and PolicyGate all ask
 * `can`. The server enforces the same rule; this only keeps the UI honest.
 */
export { can };
export type { Policy };

export interface Permissions {
  /** `can` for the signed-in account; false while the account is unknown. */
  allowed: (policy?: Policy | null) => boolean;
  /** The account is still loading: show a placeholder, not the "no access" overlay. */
  loading: boolean;
  /** The account could not be loaded: there is no answer yet, only a retry. */
  error: unknown;
  retry: () => void;
}

/** How a component asks: the sidebar for all its entries, the page area for its route. */
export function usePermissions(): Permissions {
  const account = useAccount();
  const retry = () => void account.refetch();
  const { data } = account;
  if (data) return { allowed: (policy) => can(data, policy), loading: false, error: null, retry };
  return { allowed: () => false, loading: !account.isError, error: account.error, retry };
}

export interface PermissionState extends Omit<Permissions, 'allowed'> {
  allowed: boolean;
}

export function usePermission(policy?: Policy | null): PermissionState {
  const permissions = usePermissions();
  return { ...permissions, allowed: permissions.allowed(policy) };
}
