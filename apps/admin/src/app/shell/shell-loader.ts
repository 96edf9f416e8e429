import { queryClient } from '../../lib/query-client/query-client';
import { shopQuery, storesQuery } from '../../lib/queries/shop';

/** The shell needs the shop (logo, wallet, currency); the store list can arrive later. */
export async function shellLoader() {
  void queryClient.prefetchQuery(storesQuery);
  await queryClient.ensureQueryData(shopQuery);
}
