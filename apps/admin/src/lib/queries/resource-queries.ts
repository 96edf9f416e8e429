import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../http/client';
import { fromApi, type Answer, type SchemaName } from '../http/contract';

/*
 * The query options every resource's hooks file builds the same way: a page of the list, its count
 * and one record. Each takes the key from the feature's own key factory (so the keys stay where
 * DESIGN puts them) and returns the options builder the hooks and the loaders (`ensureQueryData`)
 * share. A query that differs in any way (other params, other meta, other data) stays hand-written.
 */

/** A page of a list: GET `path` with the query as its params, the answer as the contract's `response`. */
export function listQuery<Query extends object, Key extends QueryKey, Name extends SchemaName>(
  key: (query: Query) => Key,
  path: string,
  response: Name,
) {
  return (query: Query) =>
    queryOptions({
      queryKey: key(query),
      queryFn: async ({ signal }): Promise<Answer<Name>> =>
        fromApi(response, await api.get(path, { params: query, signal })),
    });
}

/**
 * How many records a list's filters match: GET `path`, the data is the number alone. `toParams` is
 * what the server gets for the query, when that is not the query itself.
 */
export function countQuery<Query, Key extends QueryKey>(
  key: (query: Query) => Key,
  path: string,
  toParams: (query: Query) => object | undefined = (query) => query as object,
) {
  return (query: Query) =>
    queryOptions({
      queryKey: key(query),
      queryFn: async ({ signal }) =>
        fromApi('countSchema', await api.get(path, { params: toParams(query), signal })).count,
    });
}

/** One record: GET `path(id)`, the answer as the contract's `response`. */
export function detailQuery<Key extends QueryKey, Name extends SchemaName>(
  key: (id: string) => Key,
  path: (id: string) => string,
  response: Name,
) {
  return (id: string) =>
    queryOptions({
      queryKey: key(id),
      queryFn: async ({ signal }): Promise<Answer<Name>> =>
        fromApi(response, await api.get(path(id), { signal })),
      // A record's page explains a missing record (404) itself: no toast for it.
      meta: { handledStatuses: [404] },
    });
}

/** A resource's key factory, as far as its lists and their counts go. */
export interface ListKeys {
  lists: () => QueryKey;
  counts: () => QueryKey;
}

/**
 * A record was created, changed or deleted: every page of its lists and every count may now hold
 * other rows (its fields drive their filters, search and sort), so all of them refetch.
 */
export function invalidateListsAndCounts(queryClient: QueryClient, keys: ListKeys): void {
  void queryClient.invalidateQueries({ queryKey: keys.lists() });
  void queryClient.invalidateQueries({ queryKey: keys.counts() });
}

/**
 * A record was deleted. Its detail query is marked stale, not removed: the page is still on screen
 * while the list loads, and a removed query with an observer would fetch again (and 404). Marked
 * stale, it refetches if anyone opens it again.
 */
export function markDeletedDetailStale(queryClient: QueryClient, detailKey: QueryKey): void {
  void queryClient.invalidateQueries({ queryKey: detailKey, refetchType: 'none' });
}
