import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  paths,
  type CreateProductBody,
  type ProductCountQuery,
  type ProductListQuery,
  type UpdateProductBody,
} from '@shop/admin-api';
import { fromApi } from '../../lib/http/contract';
import { api } from '../../lib/http/client';
import {
  detailQuery,
  invalidateListsAndCounts,
  listQuery,
  markDeletedDetailStale,
} from '../../lib/queries/resource-queries';
import { useUpdateWithConflict } from '../../lib/queries/use-update-with-conflict';
import { inventoryKeys, PRODUCT_QUERIES_PREFIX } from '../../lib/inventory/keys';

export const productKeys = {
  all: PRODUCT_QUERIES_PREFIX,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductListQuery) => [...productKeys.lists(), query] as const,
  counts: () => [...productKeys.all, 'count'] as const,
  count: (query: ProductCountQuery) =>
    [...productKeys.counts(), { q: query.q ?? '', status: query.status ?? '' }] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
};

export const productListQuery = listQuery(productKeys.list, paths.products, 'productListSchema');

/**
 * Not countQuery: the product list also shows whether the count is capped, so the data is the whole
 * answer ({ count, capped }), not the number alone.
 */
export const productCountQuery = (query: ProductCountQuery) =>
  queryOptions({
    queryKey: productKeys.count(query),
    queryFn: async ({ signal }) =>
      fromApi('countSchema', await api.get(paths.productsCount, { params: query, signal })),
  });

export const productQuery = detailQuery(productKeys.detail, paths.product, 'productSchema');

/** Paging keeps the old rows on screen until the next page arrives (no flash of skeletons). */
export function useProductList(query: ProductListQuery) {
  return useQuery({ ...productListQuery(query), placeholderData: keepPreviousData });
}

export function useProductCount(query: ProductCountQuery) {
  return useQuery({ ...productCountQuery(query), placeholderData: keepPreviousData });
}

export const useProduct = (id: string) => useQuery(productQuery(id));

/**
 * After a product changed: lists and counts show its title, status and image; stock screens show its
 * variants by name.
 */
function refreshAround(queryClient: QueryClient) {
  invalidateListsAndCounts(queryClient, productKeys);
  void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateProductBody) =>
      fromApi('productSchema', await api.post(paths.products, body)),
    onSuccess: (product) => {
      // The product page opens next: it starts from this answer instead of fetching it again.
      queryClient.setQueryData(productKeys.detail(product.id), product);
      refreshAround(queryClient);
    },
  });
}

export function useUpdateProduct(id: string) {
  // On a conflict the cache follows the version someone else saved, and so do the variants the
  // form keeps, whichever version the user then chooses.
  return useUpdateWithConflict({
    detailKey: productKeys.detail(id),
    response: 'productSchema',
    send: (body: UpdateProductBody) => api.put(paths.product(id), body),
    onSaved: (_product, queryClient) => refreshAround(queryClient),
  });
}

export function useDeleteProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<unknown>(paths.product(id)),
    onSuccess: () => {
      markDeletedDetailStale(queryClient, productKeys.detail(id));
      refreshAround(queryClient);
    },
  });
}
