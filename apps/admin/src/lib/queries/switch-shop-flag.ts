import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { startPaths } from '@shop/admin-api';
import { conflictingRecord } from '../forms/use-save-conflict';
import { fromApi } from '../http/contract';
import { api } from '../http/client';
import { refreshRelated } from './mutations';
import { shopKeys } from './query-keys';
import * as relations from './relations';
import { shopQuery } from './shop';

/** The shop's flags the app switches on by itself, never off. */
export type ShopFlag = 'tour_completed' | 'onboarding_editable';

/** PUT shop { [flag]: true } on the version of the shop `version` names. */
const switchOn = async (flag: ShopFlag, version: number) =>
  fromApi('shopSchema', await api.put(startPaths.shop, { [flag]: true, updated_at: version }));

/**
 * Switches a flag of the shop on: the tour finished or skipped (§4), a new store's first visit
 * making its onboarding editable. A call the merchant did not ask for: a failure is logged only
 * (§8, "tour-completion save failure: logged only"), by the mutation cache, never a toast. Like
 * every save it names the shop's version; switching a flag on overwrites nothing another save
 * wrote, so a 409 is answered by saving again on the version it returns. Resolves when done or
 * failed: nobody waits on it but tests.
 */
export function switchShopFlagOn(queryClient: QueryClient, flag: ShopFlag): Promise<void> {
  const observer = new MutationObserver(queryClient, {
    mutationFn: async () => {
      const shop = await queryClient.ensureQueryData(shopQuery);
      // Already on (the shop answers with tour_completed; onboarding_editable it does not show).
      if ((shop as Partial<Record<ShopFlag, boolean>>)[flag] === true) return shop;
      try {
        return await switchOn(flag, shop.updated_at);
      } catch (error) {
        const current = conflictingRecord(error, 'shopSchema');
        if (!current) throw error;
        return switchOn(flag, current.updated_at);
      }
    },
    meta: { toast: false },
    onSuccess: (shop) => {
      queryClient.setQueryData(shopKeys.all, shop);
      refreshRelated(queryClient, relations.shop());
    },
  });
  return observer.mutate().then(
    () => undefined,
    () => undefined,
  );
}
