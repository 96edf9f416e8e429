import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  catalogPaths,
  type CollectionBody,
  type CollectionCountQuery,
  type CollectionListQuery,
  type UpdateCollectionBody,
} from '@shop/admin-api';
import { fromApi } from '../../lib/http/contract';
import { api } from '../../lib/http/client';
import { useCreateMutation, useDeleteMutation } from '../../lib/queries/mutations';
import { collectionKeys, productKeys } from '../../lib/queries/query-keys';
import * as relations from '../../lib/queries/relations';
import { countQuery, detailQuery, listQuery } from '../../lib/queries/resource-queries';
import { useUpdateWithConflict } from '../../lib/queries/use-update-with-conflict';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** How many matches a picker shows for what was typed; typing more narrows them. */
export const PICKER_SEARCH_LIMIT = 20;
/** A pause in typing before the picker searches. */
const PICKER_SEARCH_DELAY_MS = 250;

export const collectionListQuery = listQuery(
  collectionKeys.list,
  catalogPaths.collections,
  'collectionListSchema',
);

export const collectionCountQuery = countQuery(collectionKeys.count, catalogPaths.collectionsCount);

export const collectionQuery = detailQuery(
  collectionKeys.detail,
  catalogPaths.collection,
  'collectionDetailSchema',
);

/** Paging keeps the old rows on screen until the next page arrives (no flash of skeletons). */
export function useCollectionList(query: CollectionListQuery) {
  return useQuery({ ...collectionListQuery(query), placeholderData: keepPreviousData });
}

export function useCollectionCount(query: CollectionCountQuery) {
  return useQuery({ ...collectionCountQuery(query), placeholderData: keepPreviousData });
}

export const useCollection = (id: string) => useQuery(collectionQuery(id));

/** Another collection's path (e.g. the chosen parent's), once its id is known. */
export function useCollectionPath(id: string) {
  return useQuery({
    ...collectionQuery(id),
    enabled: id !== '',
    select: (collection) => collection.path,
  });
}

/** The parent picker's search: collections by title, while its list is open (`text` not null). */
export function useCollectionSearch(text: string | null) {
  const settled = useDebouncedValue(text, PICKER_SEARCH_DELAY_MS);
  return useQuery({
    ...collectionListQuery({
      q: settled?.trim() || undefined,
      limit: PICKER_SEARCH_LIMIT,
      sort: 'title:asc',
    }),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
  });
}

export function useCreateCollection() {
  return useCreateMutation({
    response: 'collectionDetailSchema',
    send: (body: CollectionBody) => api.post(catalogPaths.collections, body),
    detailKey: (collection) => collectionKeys.detail(collection.id),
    refreshes: relations.collection,
  });
}

export function useUpdateCollection(id: string) {
  return useUpdateWithConflict({
    detailKey: collectionKeys.detail(id),
    response: 'collectionDetailSchema',
    send: (body: UpdateCollectionBody) => api.put(catalogPaths.collection(id), body),
    refreshes: relations.collection,
  });
}

export function useDeleteCollection(id: string) {
  return useDeleteMutation({
    send: () => api.delete(catalogPaths.collection(id)),
    detailKey: collectionKeys.detail(id),
    refreshes: relations.collection(),
    // 409 (it still has sub-collections): the confirmation dialog says so itself.
    meta: { handledStatuses: [409] },
  });
}

/** The product picker's search: products by title, while its list is open (`text` not null). */
export function useProductSearch(text: string | null) {
  const settled = useDebouncedValue(text, PICKER_SEARCH_DELAY_MS);
  const q = settled?.trim() || undefined;
  const query = { q, limit: PICKER_SEARCH_LIMIT, sort: 'title:asc' } as const;
  return useQuery({
    queryKey: productKeys.search(query),
    queryFn: async ({ signal }) =>
      fromApi('productListSchema', await api.get(catalogPaths.products, { params: query, signal }))
        .items,
    enabled: settled !== null,
    placeholderData: keepPreviousData,
  });
}

/** A picked product's title, for picks the collection's preview does not name. */
export function useProductTitle(id: string, enabled: boolean) {
  return useQuery({
    queryKey: productKeys.title(id),
    queryFn: async ({ signal }) =>
      fromApi('productSchema', await api.get(catalogPaths.product(id), { signal })).title,
    enabled,
    // A product deleted since it was picked: the row says so itself.
    meta: { handledStatuses: [404] },
    staleTime: 5 * 60_000,
  });
}
