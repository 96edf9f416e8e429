import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  aiCollectionInfoSchema,
  collectionDetailSchema,
  collectionListSchema,
  countSchema,
  paths,
  productListSchema,
  productSchema,
  type AiCollectionInfoBody,
  type CollectionBody,
  type CollectionCountQuery,
  type CollectionListQuery,
  type UpdateCollectionBody,
} from '@shop/admin-api';
import { api } from '../../lib/http/client';
import { conflictingRecord } from '../../lib/forms/use-save-conflict';
import { useDebouncedValue } from '../../lib/forms/search-combobox/use-debounced-value';

/** How many matches a picker shows for what was typed; typing more narrows them. */
export const PICKER_SEARCH_LIMIT = 20;
/** A pause in typing before the picker searches. */
const PICKER_SEARCH_DELAY_MS = 250;

export const collectionKeys = {
  all: ['collections'] as const,
  lists: () => [...collectionKeys.all, 'list'] as const,
  list: (query: CollectionListQuery) => [...collectionKeys.lists(), query] as const,
  counts: () => [...collectionKeys.all, 'count'] as const,
  count: (query: CollectionCountQuery) =>
    [...collectionKeys.counts(), { q: query.q ?? '', status: query.status ?? '' }] as const,
  details: () => [...collectionKeys.all, 'detail'] as const,
  detail: (id: string) => [...collectionKeys.details(), id] as const,
};

export const collectionListQuery = (query: CollectionListQuery) =>
  queryOptions({
    queryKey: collectionKeys.list(query),
    queryFn: async ({ signal }) =>
      collectionListSchema.parse(await api.get(paths.collections, { params: query, signal })),
  });

export const collectionCountQuery = (query: CollectionCountQuery) =>
  queryOptions({
    queryKey: collectionKeys.count(query),
    queryFn: async ({ signal }) =>
      countSchema.parse(await api.get(paths.collectionsCount, { params: query, signal })).count,
  });

export const collectionQuery = (id: string) =>
  queryOptions({
    queryKey: collectionKeys.detail(id),
    queryFn: async ({ signal }) =>
      collectionDetailSchema.parse(await api.get(paths.collection(id), { signal })),
    // The page explains a missing collection itself.
    meta: { handledStatuses: [404] },
  });

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

/** Any change to a collection can move it in every list (title, status, order of updated_at). */
function useInvalidateLists() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: collectionKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: collectionKeys.counts() });
  };
}

export function useCreateCollection() {
  const queryClient = useQueryClient();
  const invalidateLists = useInvalidateLists();
  return useMutation({
    mutationFn: async (body: CollectionBody) =>
      collectionDetailSchema.parse(await api.post(paths.collections, body)),
    onSuccess: (collection) => {
      queryClient.setQueryData(collectionKeys.detail(collection.id), collection);
      invalidateLists();
    },
  });
}

export function useUpdateCollection(id: string) {
  const queryClient = useQueryClient();
  const invalidateLists = useInvalidateLists();
  return useMutation({
    mutationFn: async (body: UpdateCollectionBody) =>
      collectionDetailSchema.parse(await api.put(paths.collection(id), body)),
    // The form shows a conflict (409) in its dialog, with the current version to load.
    meta: { handledStatuses: [409] },
    onError: (error) => {
      // A 409 carries the version someone else saved: the cache should show it.
      const current = conflictingRecord(error, collectionDetailSchema);
      if (current) queryClient.setQueryData(collectionKeys.detail(id), current);
    },
    onSuccess: (collection) => {
      queryClient.setQueryData(collectionKeys.detail(id), collection);
      // A move changes the path and level of the sub-collections too.
      void queryClient.invalidateQueries({
        queryKey: collectionKeys.details(),
        predicate: (query) => query.queryKey[2] !== id,
      });
      invalidateLists();
    },
  });
}

export function useDeleteCollection(id: string) {
  const queryClient = useQueryClient();
  const invalidateLists = useInvalidateLists();
  return useMutation({
    mutationFn: () => api.delete<unknown>(paths.collection(id)),
    // 409 (it still has sub-collections): the confirmation dialog says so itself.
    meta: { handledStatuses: [409] },
    onSuccess: () => {
      // Not removed: the page is still on screen while the list loads, and a removed query with an
      // observer would fetch again (and 404). Marked stale, it refetches if anyone opens it again.
      void queryClient.invalidateQueries({
        queryKey: collectionKeys.detail(id),
        refetchType: 'none',
      });
      // The parent's depth changes when its last sub-collection goes.
      void queryClient.invalidateQueries({
        queryKey: collectionKeys.details(),
        refetchType: 'none',
      });
      invalidateLists();
    },
  });
}

/** The product picker's search: products by title, while its list is open (`text` not null). */
export function useProductSearch(text: string | null) {
  const settled = useDebouncedValue(text, PICKER_SEARCH_DELAY_MS);
  const q = settled?.trim() || undefined;
  const query = { q, limit: PICKER_SEARCH_LIMIT, sort: 'title:asc' } as const;
  return useQuery({
    queryKey: [...collectionKeys.all, 'product-search', query] as const,
    queryFn: async ({ signal }) =>
      productListSchema.parse(await api.get(paths.products, { params: query, signal })).items,
    enabled: settled !== null,
    placeholderData: keepPreviousData,
  });
}

const productTitleSchema = productSchema.pick({ id: true, title: true });

/** A picked product's title, for picks the collection's preview does not name. */
export function useProductTitle(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...collectionKeys.all, 'product-title', id] as const,
    queryFn: async ({ signal }) =>
      productTitleSchema.parse(await api.get(paths.product(id), { signal })).title,
    enabled,
    // A product deleted since it was picked: the row says so itself.
    meta: { handledStatuses: [404] },
    staleTime: 5 * 60_000,
  });
}

/** §7: the AI helper writes a description and the SEO texts from the title (trimmed by the schema). */
export function useGenerateCollectionInfo() {
  return useMutation({
    mutationFn: async (body: AiCollectionInfoBody) =>
      aiCollectionInfoSchema.parse(await api.post(paths.collectionAiInfo, body)),
  });
}
