import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  countSchema,
  paths,
  productListSchema,
  productSchema,
  type CreateProductBody,
  type ProductCountQuery,
  type ProductListQuery,
  type UpdateProductBody,
} from '@shop/admin-api';
import { api } from '../../lib/http/client';
import { conflictingRecord } from '../../lib/forms/use-save-conflict';
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

export const productListQuery = (query: ProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: async ({ signal }) =>
      productListSchema.parse(await api.get(paths.products, { params: query, signal })),
  });

export const productCountQuery = (query: ProductCountQuery) =>
  queryOptions({
    queryKey: productKeys.count(query),
    queryFn: async ({ signal }) =>
      countSchema.parse(await api.get(paths.productsCount, { params: query, signal })),
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: async ({ signal }) =>
      productSchema.parse(await api.get(paths.product(id), { signal })),
    // The page explains a missing product itself.
    meta: { handledStatuses: [404] },
  });

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
  void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: productKeys.counts() });
  void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateProductBody) =>
      productSchema.parse(await api.post(paths.products, body)),
    onSuccess: (product) => {
      // The product page opens next: it starts from this answer instead of fetching it again.
      queryClient.setQueryData(productKeys.detail(product.id), product);
      refreshAround(queryClient);
    },
  });
}

export function useUpdateProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateProductBody) =>
      productSchema.parse(await api.put(paths.product(id), body)),
    // The form shows a conflict (409) in its dialog.
    meta: { handledStatuses: [409] },
    onError: (error) => {
      // A 409 carries the version someone else saved: the cache (and the variants the form keeps)
      // follow it, whichever version the user then chooses.
      const current = conflictingRecord(error, productSchema);
      if (current) queryClient.setQueryData(productKeys.detail(id), current);
    },
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(id), product);
      refreshAround(queryClient);
    },
  });
}

export function useDeleteProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<unknown>(paths.product(id)),
    onSuccess: () => {
      // Not removed: the page is still on screen while the list loads, and a removed query with an
      // observer would fetch again (and 404). Marked stale, it refetches if anyone opens it again.
      void queryClient.invalidateQueries({ queryKey: productKeys.detail(id), refetchType: 'none' });
      refreshAround(queryClient);
    },
  });
}
