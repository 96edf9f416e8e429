import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  settingsPaths,
  startPaths,
  type CreateTaxRateBody,
  type Shop,
  type UpdateTaxRateBody,
} from '@shop/admin-api';
import { fromApi } from '../../../lib/http/contract';
import { api } from '../../../lib/http/client';
import { writeOptions } from '../../../lib/offline/writes';
import {
  refreshRelated,
  useCreateMutation,
  useDeleteMutation,
} from '../../../lib/queries/mutations';
import { shopKeys, taxRateKeys } from '../../../lib/queries/query-keys';
import * as relations from '../../../lib/queries/relations';
import { useUpdateWithConflict } from '../../../lib/queries/use-update-with-conflict';

export { locationsQuery, useLocations } from '../../../lib/queries/locations';

/** GET taxes: every rate of the shop, by name (a shop has a handful: no paging). */
export const taxRatesQuery = queryOptions({
  queryKey: taxRateKeys.lists(),
  queryFn: async ({ signal }) =>
    fromApi('taxRateListSchema', await api.get(settingsPaths.taxes, { signal })).items,
});

export const useTaxRates = () => useQuery(taxRatesQuery);

export function useCreateTaxRate() {
  return useCreateMutation({
    response: 'taxRateSchema',
    send: (body: CreateTaxRateBody) => api.post(settingsPaths.taxes, body),
    detailKey: (rate) => taxRateKeys.detail(rate.id),
    refreshes: relations.taxRate,
  });
}

export function useUpdateTaxRate(id: string) {
  return useUpdateWithConflict({
    detailKey: taxRateKeys.detail(id),
    response: 'taxRateSchema',
    send: (body: UpdateTaxRateBody) => api.put(settingsPaths.taxRate(id), body),
    refreshes: relations.taxRate,
  });
}

export function useDeleteTaxRate(id: string) {
  return useDeleteMutation({
    send: () => api.delete(settingsPaths.taxRate(id)),
    detailKey: taxRateKeys.detail(id),
    refreshes: relations.taxRate(),
  });
}

export interface TaxInclusionChange {
  status: Shop['tax_inclusion_status'];
  /** The shop's version the switch was flipped on. */
  version: number;
}

/**
 * The tax-inclusive prices switch (§4): sent at once, as a PUT shop with that field alone. The
 * screen shows the asked state while it is sent (`variables`), the shop's own once it settles: the
 * saved one, or the old one after a refusal (§8: the switch reverts). A refusal also reloads the
 * shop, so a switch refused as stale (409) is flipped next time on the version now saved.
 */
export function useTaxInclusion() {
  const queryClient = useQueryClient();
  return useMutation({
    // It waits offline, in order with the shop's other saves, and survives a reload.
    ...writeOptions<TaxInclusionChange, Shop>({
      send: ({ status, version }) =>
        api.put(startPaths.shop, { tax_inclusion_status: status, updated_at: version }),
      response: 'shopSchema',
      scope: shopKeys.all,
    }),
    onSuccess: (shop) => {
      queryClient.setQueryData(shopKeys.all, shop);
      refreshRelated(queryClient, relations.shop(), shopKeys.all);
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: shopKeys.all });
    },
  });
}
