import { can } from '../../lib/permissions';
import { accountQuery } from '../../lib/queries/account';
import { shopQuery, storesQuery } from '../../lib/queries/shop';
import { unfulfilledOrdersQuery } from '../../lib/orders/unfulfilled-orders';
import { queryClient } from '../../lib/query-client/query-client';

/** Waits for a call whose failure the shell shows by leaving its part out (the store list, the badge). */
const settled = (promise: Promise<unknown>) => promise.catch(() => undefined);

/**
 * The shell's data before its first render: the shop (logo, wallet, currency), the store list and
 * the orders badge (for users who may read orders). A query that answers after the render updates
 * its component synchronously (useSyncExternalStore cannot be a transition): on a phone the sidebar
 * drawn again in one piece was a long task (issue 20). These are small calls made side by side with
 * the page's own, so the shell waits no longer than the page does.
 */
export async function shellLoader() {
  const badge = queryClient
    .ensureQueryData(accountQuery)
    .then((account) =>
      can(account, 'order') ? queryClient.ensureQueryData(unfulfilledOrdersQuery) : undefined,
    );
  await Promise.all([
    queryClient.ensureQueryData(shopQuery),
    settled(queryClient.ensureQueryData(storesQuery)),
    settled(badge),
  ]);
}
