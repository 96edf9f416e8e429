import {
  partialMatchKey,
  useMutation,
  useQueryClient,
  type InvalidateQueryFilters,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Answer, SchemaName } from '../http/contract';
import { errorStatus } from '../http/errors';
import { writeOptions } from '../offline/writes';
import type { AppMeta } from '../query-client/meta';

/*
 * The mutations every resource writes the same way: create, delete, and an action on a record. Each
 * one refreshes, on success, what relations.ts declares for the change, and nothing is refreshed by
 * hand at a call site. Edits with lost-update protection are useUpdateWithConflict.
 */

/**
 * Marks stale what a change declares (relations.ts), so every screen that shows it refetches (at
 * once if on screen, else when next shown). `own` is the changed record's key: the answer has just
 * set it (or it was deleted and is marked stale already), so it and what hangs under it are left
 * alone even when a declared prefix covers them.
 */
export function refreshRelated(
  queryClient: QueryClient,
  keys: readonly QueryKey[],
  own?: QueryKey,
): void {
  for (const queryKey of keys) {
    const filters: InvalidateQueryFilters = own
      ? { queryKey, predicate: (query) => !partialMatchKey(query.queryKey, own) }
      : { queryKey };
    void queryClient.invalidateQueries(filters);
  }
}

/**
 * A record was deleted. Its detail query is marked stale, not removed: the page is still on screen
 * while the list loads, and a removed query with an observer would fetch again (and 404). Marked
 * stale, it refetches if anyone opens it again.
 */
export function markDeletedDetailStale(queryClient: QueryClient, detailKey: QueryKey): void {
  void queryClient.invalidateQueries({ queryKey: detailKey, refetchType: 'none' });
}

export interface CreateMutationOptions<Body extends object, Name extends SchemaName> {
  /** The created record's contract schema. */
  response: Name;
  /** Sends the new record; the answer is the record as created. */
  send: (body: Body) => Promise<unknown>;
  /** Where the record is cached: its page opens next and starts from the answer. */
  detailKey: (record: Answer<Name>) => QueryKey;
  /** What the creation makes stale (an entry of relations.ts). */
  refreshes: (record: Answer<Name>) => readonly QueryKey[];
}

/** POST a new record: it goes into the cache under its detail key, then its relations refresh. */
export function useCreateMutation<Body extends object, Name extends SchemaName>({
  response,
  send,
  detailKey,
  refreshes,
}: CreateMutationOptions<Body, Name>) {
  const queryClient = useQueryClient();
  return useMutation({
    // It waits offline and survives a reload; its idempotency key makes a resend create nothing twice.
    ...writeOptions<Body, Answer<Name>>({ send, response }),
    onSuccess: (record) => {
      const key = detailKey(record);
      queryClient.setQueryData(key, record);
      refreshRelated(queryClient, refreshes(record), key);
    },
  });
}

export interface DeleteMutationOptions {
  /** Sends the delete. */
  send: () => Promise<unknown>;
  /** The deleted record's detail key. */
  detailKey: QueryKey;
  /** What the deletion makes stale (an entry of relations.ts). */
  refreshes: readonly QueryKey[];
  /** E.g. statuses the confirmation dialog explains itself. */
  meta?: AppMeta;
}

/**
 * DELETE a record: its detail is marked stale without a refetch (its page is still on screen and
 * would 404, see markDeletedDetailStale), then its relations refresh.
 */
export function useDeleteMutation({ send, detailKey, refreshes, meta }: DeleteMutationOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await send();
    },
    // A delete does not wait for the connection: refused at once while offline (query-client.ts).
    meta: { ...meta, offline: 'refuse' },
    onSuccess: () => {
      markDeletedDetailStale(queryClient, detailKey);
      refreshRelated(queryClient, refreshes, detailKey);
    },
  });
}

export interface ActionMutationOptions<Variables extends object, Name extends SchemaName> {
  /** The record's contract schema: the action answers with the record as it now is. */
  response: Name;
  send: (variables: Variables) => Promise<unknown>;
  /** The record's detail key: the answer goes there. */
  detailKey: QueryKey;
  /**
   * What the action makes stale (an entry of relations.ts), from the record as it now is; after a
   * refusal, from the record as the screen showed it (or undefined when it was not cached).
   */
  refreshes: (record: Answer<Name> | undefined) => readonly QueryKey[];
  meta?: AppMeta;
}

/**
 * An action on a record that answers with the record (an order marked as paid, members added to a
 * group). On success the answer is cached and its relations refresh. A refusal (409) means the record
 * moved on meanwhile: its relations refresh and the record is read again, and the error reaches the
 * caller only once the screen shows the record as it is now (so its explanation matches the page).
 */
export function useActionMutation<Variables extends object, Name extends SchemaName>({
  response,
  send,
  detailKey,
  refreshes,
  meta,
}: ActionMutationOptions<Variables, Name>) {
  const queryClient = useQueryClient();
  return useMutation({
    // It waits offline, in order with the record's other changes (its scope), and survives a reload.
    ...writeOptions<Variables, Answer<Name>>({ send, response, scope: detailKey }),
    ...(meta ? { meta } : {}),
    onError: async (error) => {
      if (errorStatus(error) !== 409) return;
      const shown = queryClient.getQueryData<Answer<Name>>(detailKey);
      refreshRelated(queryClient, refreshes(shown), detailKey);
      await queryClient.invalidateQueries({ queryKey: detailKey });
    },
    onSuccess: (record) => {
      queryClient.setQueryData(detailKey, record);
      refreshRelated(queryClient, refreshes(record), detailKey);
    },
  });
}
