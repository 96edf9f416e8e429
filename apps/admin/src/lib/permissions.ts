import { can, type Policy } from '@shop/admin-api';
import { useAccount } from './queries/account';

/**
 * The one permission model (§6): the route guard, the loaders, the sidebar and PolicyGate all ask
 * `can`. The server enforces the same rule; this only keeps the UI honest.
 */
export { can };
export type { Policy };

export interface PermissionState {
  allowed: boolean;
  /** The account is still loading: show a placeholder, not the "no access" overlay. */
  loading: boolean;
  /** The account could not be loaded: there is no answer yet, only a retry. */
  error: unknown;
  retry: () => void;
}

export function usePermission(policy?: Policy | null): PermissionState {
  const account = useAccount();
  const retry = () => void account.refetch();
  if (account.data)
    return { allowed: can(account.data, policy), loading: false, error: null, retry };
  return { allowed: false, loading: !account.isError, error: account.error, retry };
}
