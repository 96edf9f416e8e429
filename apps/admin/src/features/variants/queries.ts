import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  catalogPaths,
  type InventoryLevel,
  type ProductVariantDetail,
  type UpdateVariantBody,
} from '@shop/admin-api';
import { fromApi } from '../../lib/http/contract';
import { api } from '../../lib/http/client';
import { variantKeys } from '../../lib/queries/query-keys';
import * as relations from '../../lib/queries/relations';
import { useUpdateWithConflict } from '../../lib/queries/use-update-with-conflict';
import { queryClient } from '../../lib/query-client/query-client';

export const variantQuery = (productId: string, variantId: string) =>
  queryOptions({
    queryKey: variantKeys.detail(productId, variantId),
    queryFn: async ({ signal }) =>
      fromApi(
        'productVariantDetailSchema',
        await api.get(catalogPaths.productVariant(productId, variantId), { signal }),
      ),
    // The page explains a missing variant itself.
    meta: { handledStatuses: [404] },
  });

export const useVariant = (productId: string, variantId: string) =>
  useQuery(variantQuery(productId, variantId));

/** The form shows a conflict (409) in its dialog; the version saved meanwhile goes into the cache. */
export function useUpdateVariant(productId: string, variantId: string) {
  return useUpdateWithConflict({
    detailKey: variantKeys.detail(productId, variantId),
    response: 'productVariantDetailSchema',
    send: (body: UpdateVariantBody) =>
      api.put(catalogPaths.productVariant(productId, variantId), body),
    refreshes: relations.variant,
  });
}

/** A stock level of this variant as the server now has it (after a save, an undo or a conflict). */
export function storeVariantLevel(productId: string, variantId: string, level: InventoryLevel) {
  queryClient.setQueryData<ProductVariantDetail>(
    variantKeys.detail(productId, variantId),
    (variant) => {
      if (!variant) return variant;
      const levels = variant.inventory_levels.map((current) =>
        current.id === level.id
          ? { ...current, available: level.available, updated_at: level.updated_at }
          : current,
      );
      // The variant's total is the sum of its levels (the refetch that follows agrees).
      const total = levels.reduce((sum, current) => sum + current.available, 0);
      return { ...variant, inventory_levels: levels, inventory_quantity: total };
    },
  );
}
