import type { LoaderFunctionArgs } from 'react-router';
import { can, type Policy } from '@shop/admin-api';
import { queryClient } from '../../lib/query-client/query-client';
import { accountQuery } from '../../lib/queries/account';
import type { PageLoader } from '../../lib/routing/route-manifest';
import { getSession, startSession } from '../../lib/session';

/**
 * The longest a page's loader holds the navigation, and with it the top loading bar (RootLayout):
 * past it the page renders and shows its own loading state while its queries go on. A loader only
 * warms the cache, but it waits for its queries, retries included: a busy server answers 503 with
 * Retry-After and each query asks again up to three times (query-client.ts), after the account's
 * query for a route with a policy. Waited out in full, that held the bar for more than 30 s.
 */
export const LOADER_PATIENCE_MS = 4_000;

/**
 * Every page loader goes through this guard: it runs only for a signed-in user holding the route's
 * policy, otherwise it does nothing (no call that would answer 401 or 403). Loaders only warm the
 * query cache; a failure is already reported by the query cache and the page shows its own error
 * state, so it is not turned into a route error here. Redirects still pass through, if they come
 * within LOADER_PATIENCE_MS; after it the navigation has gone on and the warming finishes unwatched.
 */
export function guardLoader(policy: Policy | undefined, loader: PageLoader) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    await startSession();
    if (!getSession().isLoggedIn) return null;
    const warm = async (): Promise<void> => {
      if (policy === undefined) {
        // Any signed-in user may see the page: its calls need not wait for the account.
        await Promise.all([queryClient.ensureQueryData(accountQuery), loader(args)]);
        return;
      }
      const account = await queryClient.ensureQueryData(accountQuery);
      if (can(account, policy)) await loader(args);
    };
    const warming = warm().catch((error: unknown) => {
      if (error instanceof Response) throw error;
    });
    // A redirect later than that has nowhere to go: the page is already shown.
    warming.catch(() => undefined);
    await Promise.race([
      warming,
      new Promise((resolve) => setTimeout(resolve, LOADER_PATIENCE_MS)),
    ]);
    return null;
  };
}
