import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Answer, SchemaName } from '../http/contract';
import { conflictingRecord } from '../forms/use-save-conflict';
import { writeOptions } from '../offline/writes';
import type { AppMeta } from '../query-client/meta';
import { refreshRelated } from './mutations';

export interface UpdateWithConflictOptions<Body extends object, Name extends SchemaName> {
  /** The record's detail key: the saved record goes there, and so does the one a 409 brings. */
  detailKey: QueryKey;
  /** The record's contract schema: the saved record and the conflicting one are that. */
  response: Name;
  /** Sends the save (with the version it edits); the answer is the record as saved. */
  send: (body: Body) => Promise<unknown>;
  /** What else the save makes stale: an entry of relations.ts (none when the record alone shows it). */
  refreshes?: (saved: Answer<Name>) => readonly QueryKey[];
  /** Anything else to do with the saved record, once the detail shows it (before `refreshes`). */
  onSaved?: (saved: Answer<Name>, queryClient: QueryClient) => void;
  /** E.g. `{ offline: 'refuse' }` for what must not wait for the connection (credentials). */
  meta?: AppMeta;
}

/**
 * The save of an edit form with lost-update protection (see useSaveConflict). The form shows a
 * conflict (409) itself, so it is no toast; the version someone else saved, which the 409 carries,
 * goes into the cache, whichever version the user then chooses. A successful save sets the detail
 * from the answer, then what the save declares (`refreshes`) turns stale, the saved record excepted.
 */
export function useUpdateWithConflict<Body extends object, Name extends SchemaName>({
  detailKey,
  response,
  send,
  refreshes,
  onSaved,
  meta,
}: UpdateWithConflictOptions<Body, Name>) {
  const queryClient = useQueryClient();
  return useMutation({
    // It waits offline, in order with the record's other saves (its scope), and survives a reload;
    // a resumed save that meets a newer version is the same 409 as any other.
    ...writeOptions<Body, Answer<Name>>({ send, response, scope: detailKey }),
    meta: { ...meta, handledStatuses: [409] },
    onError: (error) => {
      const current = conflictingRecord(error, response);
      if (current) queryClient.setQueryData(detailKey, current);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(detailKey, saved);
      onSaved?.(saved, queryClient);
      if (refreshes) refreshRelated(queryClient, refreshes(saved), detailKey);
    },
  });
}
