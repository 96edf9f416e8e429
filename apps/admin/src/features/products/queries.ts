import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  catalogPaths,
  type CreateProductBody,
  type ProductCountQuery,
  type ProductListQuery,
  type UpdateProductBody,
} from '@shop/admin-api';
import { fromApi } from '../../lib/http/contract';
import { api } from '../../lib/http/client';
import { useCreateMutation, useDeleteMutation } from '../../lib/queries/mutations';
import { productKeys } from '../../lib/queries/query-keys';
import * as relations from '../../lib/queries/relations';
import { detailQuery, listQuery } from '../../lib/queries/resource-queries';
import { useUpdateWithConflict } from '../../lib/queries/use-update-with-conflict';

export const productListQuery = listQuery(
  productKeys.list,
  catalogPaths.products,
  'productListSchema',
);

/**
 * Not countQuery: the product list also shows whether the count is capped, so the data is the whole
 * answer ({ count, capped }), not the number alone.
 */
export const productCountQuery = (query: ProductCountQuery) =>
  queryOptions({
    queryKey: productKeys.count(query),
    queryFn: async ({ signal }) =>
      fromApi('countSchema', await api.get(catalogPaths.productsCount, { params: query, signal })),
  });

export const productQuery = detailQuery(productKeys.detail, catalogPaths.product, 'productSchema');

/** Paging keeps the old rows on screen until the next page arrives (no flash of skeletons). */
export function useProductList(query: ProductListQuery) {
  return useQuery({ ...productListQuery(query), placeholderData: keepPreviousData });
}

export function useProductCount(query: ProductCountQuery) {
  return useQuery({ ...productCountQuery(query), placeholderData: keepPreviousData });
}

export const useProduct = (id: string) => useQuery(productQuery(id));

export function useCreateProduct() {
  return useCreateMutation({
    response: 'productSchema',
    send: (body: CreateProductBody) => api.post(catalogPaths.products, body),
    detailKey: (product) => productKeys.detail(product.id),
    refreshes: relations.product,
  });
}

export function useUpdateProduct(id: string) {
  // On a conflict the cache follows the version someone else saved, and so do the variants the
  // form keeps, whichever version the user then chooses.
  return useUpdateWithConflict({
    detailKey: productKeys.detail(id),
    response: 'productSchema',
    send: (body: UpdateProductBody) => api.put(catalogPaths.product(id), body),
    refreshes: relations.product,
  });
}

export function useDeleteProduct(id: string) {
  return useDeleteMutation({
    send: () => api.delete(catalogPaths.product(id)),
    detailKey: productKeys.detail(id),
    refreshes: relations.product({ id }),
  });
}
