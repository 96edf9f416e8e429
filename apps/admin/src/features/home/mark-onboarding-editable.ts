import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { startPaths } from '@shop/admin-api';
import { fromApi } from '../../lib/http/contract';
import { api } from '../../lib/http/client';
import { conflictingRecord } from '../../lib/forms/use-save-conflict';
import { refreshRelated } from '../../lib/queries/mutations';
import { shopKeys } from '../../lib/queries/query-keys';
import * as relations from '../../lib/queries/relations';
import { shopQuery } from '../../lib/queries/shop';

/** PUT shop { onboarding_editable: true } on the version of the shop `version` names. */
const switchOnboardingOn = async (version: number) =>
  fromApi(
    'shopSchema',
    await api.put(startPaths.shop, { onboarding_editable: true, updated_at: version }),
  );

/**
 * PUT shop { onboarding_editable: true }, sent by /home?show-confetti. A background call the
 * merchant did not ask for: a failure is logged only (like saving tour completion, §8), by the
 * mutation cache as for any other mutation. Like every save it says which version of the shop it
 * edits; switching a flag on overwrites nothing another save wrote, so a 409 (the shop moved since
 * it was loaded) is answered by switching it on again on the version the 409 returns.
 *
 * A module of its own, imported when a visit asks for it: only a new store's first visit does, and
 * the mutation machinery stays out of the home page's first load.
 */
export function markOnboardingEditable(queryClient: QueryClient): void {
  const observer = new MutationObserver(queryClient, {
    mutationFn: async () => {
      const shop = await queryClient.ensureQueryData(shopQuery);
      try {
        return await switchOnboardingOn(shop.updated_at);
      } catch (error) {
        const current = conflictingRecord(error, 'shopSchema');
        if (!current) throw error;
        return switchOnboardingOn(current.updated_at);
      }
    },
    meta: { toast: false },
    onSuccess: (shop) => {
      queryClient.setQueryData(shopKeys.all, shop);
      refreshRelated(queryClient, relations.shop());
    },
  });
  // The mutation cache reports a failure (meta above); nobody waits for the promise.
  observer.mutate().catch(() => {});
}
