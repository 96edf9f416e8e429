import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  paths,
  type InventoryLevel,
  type ProductVariantDetail,
  type UpdateVariantBody,
} from '@shop/admin-api';
import { fromApi } from '../../lib/http/contract';
import { api } from '../../lib/http/client';
import { PRODUCT_QUERIES_PREFIX } from '../../lib/inventory/keys';
import { queryClient } from '../../lib/query-client/query-client';

/** Under the products' prefix: whatever refreshes the product refreshes its variants too. */
export const variantKeys = {
  detail: (productId: string, variantId: string) =>
    [...PRODUCT_QUERIES_PREFIX, 'variant', productId, variantId] as const,
};

export const variantQuery = (productId: string, variantId: string) =>
  queryOptions({
    queryKey: variantKeys.detail(productId, variantId),
    queryFn: async ({ signal }) =>
      fromApi(
        'productVariantDetailSchema',
        await api.get(paths.productVariant(productId, variantId), { signal }),
      ),
    // The page explains a missing variant itself.
    meta: { handledStatuses: [404] },
  });

export const useVariant = (productId: string, variantId: string) =>
  useQuery(variantQuery(productId, variantId));

function setVariant(variant: ProductVariantDetail) {
  queryClient.setQueryData(variantKeys.detail(variant.product_id, variant.id), variant);
}

export function useUpdateVariant(productId: string, variantId: string) {
  return useMutation({
    mutationFn: async (body: UpdateVariantBody) =>
      fromApi(
        'productVariantDetailSchema',
        await api.put(paths.productVariant(productId, variantId), body),
      ),
    // The form shows a conflict (409) in its dialog.
    meta: { handledStatuses: [409] },
    onSuccess: (variant) => {
      setVariant(variant);
      // The product (its options, variants, updated_at) and lists showing it are out of date now.
      void queryClient.invalidateQueries({
        queryKey: PRODUCT_QUERIES_PREFIX,
        predicate: (query) => query.queryKey[1] !== 'variant',
      });
    },
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
