import {
  settingsPaths,
  startPaths,
  type UpdateShopAddressBody,
  type UpdateShopBody,
} from '@shop/admin-api';
import { api } from '../../../lib/http/client';
import { shopQuery } from '../../../lib/queries/shop';
import { queryClient } from '../../../lib/query-client/query-client';
import { shopKeys } from '../../../lib/queries/query-keys';
import * as relations from '../../../lib/queries/relations';
import { useUpdateWithConflict } from '../../../lib/queries/use-update-with-conflict';

/*
 * The general settings are the shop's own fields (§7: PUT shop, PUT shop/address). Both answer with
 * the shop, which goes straight into the shop query every screen reads: the name in the store
 * switcher, the language of the admin and the currency of every price follow at once. Both carry
 * the version edited (409: the conflict dialog).
 */

/** Every page of the general settings loads the shop first (§2). */
export async function loader() {
  await queryClient.ensureQueryData(shopQuery);
}

export function useUpdateShop() {
  return useUpdateWithConflict({
    detailKey: shopKeys.all,
    response: 'shopSchema',
    send: (body: UpdateShopBody) => api.put(startPaths.shop, body),
    refreshes: relations.shop,
  });
}

export function useUpdateShopAddress() {
  return useUpdateWithConflict({
    detailKey: shopKeys.all,
    response: 'shopSchema',
    send: (body: UpdateShopAddressBody) => api.put(settingsPaths.shopAddress, body),
    refreshes: relations.shop,
  });
}
