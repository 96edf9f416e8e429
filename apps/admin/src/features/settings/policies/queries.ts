import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  settingsPaths,
  type Language,
  type ShopPolicy,
  type ShopPolicyKind,
  type ShopPolicyList,
  type UpdateShopPolicyBody,
} from '@shop/admin-api';
import { api } from '../../../lib/http/client';
import { fromApi } from '../../../lib/http/contract';
import { shopPolicyKeys } from '../../../lib/queries/query-keys';
import * as relations from '../../../lib/queries/relations';
import { useUpdateWithConflict } from '../../../lib/queries/use-update-with-conflict';

/** Every policy of the shop, one of each kind: a short list, loaded whole. */
export const shopPolicyListQuery = queryOptions({
  queryKey: shopPolicyKeys.lists(),
  queryFn: async ({ signal }) =>
    fromApi('shopPolicyListSchema', await api.get(settingsPaths.settingsPolicies, { signal })),
});

/** One policy, read from the list (there is no call for one alone). */
export const useShopPolicy = (kind: string) =>
  useQuery({
    ...shopPolicyListQuery,
    select: (list: ShopPolicyList) => list.items.find((policy) => policy.kind === kind) ?? null,
  });

export const useShopPolicyList = () => useQuery(shopPolicyListQuery);

/** A kind's template in a language, the shop's name and e-mail filled in by the server. */
export const shopPolicyTemplateQuery = (kind: ShopPolicyKind, language: Language) =>
  queryOptions({
    queryKey: shopPolicyKeys.template(kind, language),
    queryFn: async ({ signal }) =>
      fromApi(
        'shopPolicyTemplateSchema',
        await api.get(settingsPaths.settingsPolicyTemplate(kind), { params: { language }, signal }),
      ),
    // The shop's name may change in another tab: read it afresh each time it is asked for.
    staleTime: 0,
  });

function setPolicy(queryClient: QueryClient, saved: ShopPolicy): void {
  queryClient.setQueryData<ShopPolicyList>(shopPolicyKeys.lists(), (list) =>
    list
      ? { items: list.items.map((policy) => (policy.kind === saved.kind ? saved : policy)) }
      : list,
  );
}

export function useUpdateShopPolicy(kind: ShopPolicyKind) {
  return useUpdateWithConflict({
    detailKey: shopPolicyKeys.detail(kind),
    response: 'shopPolicySchema',
    send: (body: UpdateShopPolicyBody) => api.put(settingsPaths.settingsPolicy(kind), body),
    onSaved: (saved, queryClient) => setPolicy(queryClient, saved),
    refreshes: relations.shopPolicy,
  });
}
