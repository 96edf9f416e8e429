import type { LoaderFunctionArgs } from 'react-router';
import { can, type Policy } from '@shop/admin-api';
import { queryClient } from '../../lib/query-client/query-client';
import { accountQuery } from '../../lib/queries/account';
import type { PageLoader } from '../../lib/routing/route-manifest';
import { getSession, startSession } from '../../lib/session';

/**
 * Every page loader goes through this guard: it runs only for a signed-in user holding the route's
 * policy, otherwise it does nothing (no call that would answer 401 or 403). Loaders only warm the
 * query cache; a failure is already reported by the query cache and the page shows its own error
 * state, so it is not turned into a route error here. Redirects still pass through.
 */
export function guardLoader(policy: Policy | undefined, loader: PageLoader) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    await startSession();
    if (!getSession().isLoggedIn) return null;
    try {
      if (policy === undefined) {
        // Any signed-in user may see the page: its calls need not wait for the account.
        await Promise.all([queryClient.ensureQueryData(accountQuery), loader(args)]);
        return null;
      }
      const account = await queryClient.ensureQueryData(accountQuery);
      if (!can(account, policy)) return null;
      await loader(args);
    } catch (error) {
      if (error instanceof Response) throw error;
    }
    return null;
  };
}
