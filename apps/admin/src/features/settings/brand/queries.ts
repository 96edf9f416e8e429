import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsPaths, type Shop, type UpdateBrandBody } from '@shop/admin-api';
import { api } from '../../../lib/http/client';
import { fromApi } from '../../../lib/http/contract';
import { brandKeys, shopKeys } from '../../../lib/queries/query-keys';
import * as relations from '../../../lib/queries/relations';
import { useUpdateWithConflict } from '../../../lib/queries/use-update-with-conflict';

export const brandQuery = queryOptions({
  queryKey: brandKeys.all,
  queryFn: async ({ signal }) =>
    fromApi('brandSchema', await api.get(settingsPaths.settingsBrand, { signal })),
});

export const useBrand = () => useQuery(brandQuery);

/**
 * Saves the brand over the version it was loaded at. The logo is the shop's admin_panel_logo: the
 * cached shop takes it from the answer at once, so the sidebar shows the new logo without waiting
 * for the shop to be read again (which follows, with the store switcher).
 */
export function useUpdateBrand() {
  return useUpdateWithConflict({
    detailKey: brandKeys.all,
    response: 'brandSchema',
    send: (body: UpdateBrandBody) => api.put(settingsPaths.settingsBrand, body),
    onSaved: (saved, queryClient) =>
      queryClient.setQueryData<Shop>(shopKeys.all, (shop) =>
        shop ? { ...shop, admin_panel_logo: saved.logo } : shop,
      ),
    refreshes: relations.brand,
  });
}
