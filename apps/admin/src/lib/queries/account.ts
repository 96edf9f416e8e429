import { queryOptions, useQuery } from '@tanstack/react-query';
import { startPaths } from '@shop/admin-api';
import { fromApi } from '../http/contract';
import { api } from '../http/client';
import { useSession } from '../session/store';
import { accountKeys } from './query-keys';

/** The signed-in user: role and permissions drive the guard, the sidebar and PolicyGate. */
export const accountQuery = queryOptions({
  queryKey: accountKeys.all,
  queryFn: async ({ signal }) =>
    fromApi('accountSchema', await api.get(startPaths.account, { signal })),
  staleTime: 60_000,
});

export function useAccount() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...accountQuery, enabled: isLoggedIn });
}
