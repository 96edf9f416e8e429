import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from '../http/client';
import { fromApi, type Answer, type SchemaName } from '../http/contract';

/*
 * The query options every resource's hooks file builds the same way: a page of the list, its count
 * and one record. Each takes the key from the resource's keys (query-keys.ts) and returns the options
 * builder the hooks and the loaders (`ensureQueryData`) share. A query that differs in any way (other
 * params, other meta, other data) stays hand-written. The mutations are in mutations.ts.
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
