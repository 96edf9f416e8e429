import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { startPaths } from '@shop/admin-api';
import { conflictingRecord } from '../../lib/forms/use-save-conflict';
import { fromApi } from '../../lib/http/contract';
import { api } from '../../lib/http/client';
import { refreshRelated } from '../../lib/queries/mutations';
import { shopKeys } from '../../lib/queries/query-keys';
import * as relations from '../../lib/queries/relations';
import { shopQuery } from '../../lib/queries/shop';

/** PUT shop { tour_completed: true } on the version of the shop `version` names. */
const completeTour = async (version: number) =>
  fromApi(
    'shopSchema',
    await api.put(startPaths.shop, { tour_completed: true, updated_at: version }),
  );

/**
 * §4: finishing or skipping the tour saves `tour_completed: true`. A call the merchant did not ask
 * for: a failure is logged only (§8 "tour-completion save failure: logged only"), by the mutation
 * cache, never a toast. Like every save it names the shop's version; switching the flag on
 * overwrites nothing another save wrote, so a 409 is answered by saving again on the version it
 * returns.
 */
export function saveTourCompleted(queryClient: QueryClient): Promise<void> {
  const observer = new MutationObserver(queryClient, {
    mutationFn: async () => {
      const shop = await queryClient.ensureQueryData(shopQuery);
      if (shop.tour_completed) return shop;
      try {
        return await completeTour(shop.updated_at);
      } catch (error) {
        const current = conflictingRecord(error, 'shopSchema');
        if (!current) throw error;
        return completeTour(current.updated_at);
      }
    },
    meta: { toast: false },
    onSuccess: (shop) => {
      queryClient.setQueryData(shopKeys.all, shop);
      refreshRelated(queryClient, relations.shop());
    },
  });
  // The mutation cache logs a failure (meta above); nobody waits on it but tests.
  return observer.mutate().then(
    () => undefined,
    () => undefined,
  );
}
