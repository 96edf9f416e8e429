import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { conflictingRecord } from '../forms/use-save-conflict';

export interface UpdateWithConflictOptions<Body, Data> {
  /** The record's detail key: the saved record goes there, and so does the one a 409 brings. */
  detailKey: QueryKey;
  /** The record's schema: it parses the saved record and the conflicting one. */
  schema: ZodType<Data>;
  /** Sends the save (with the version it edits); the answer is the record as saved. */
  send: (body: Body) => Promise<unknown>;
  /** What else the save changes (lists, counts, …), once the detail shows the saved record. */
  onSaved?: (saved: Data, queryClient: QueryClient) => void;
}

/**
 * The save of an edit form with lost-update protection (see useSaveConflict). The form shows a
 * conflict (409) itself, so it is no toast; the version someone else saved, which the 409 carries,
 * goes into the cache, whichever version the user then chooses. A successful save sets the detail
 * from the answer, then `onSaved` refreshes what else shows the record.
 */
export function useUpdateWithConflict<Body, Data>({
  detailKey,
  schema,
  send,
  onSaved,
}: UpdateWithConflictOptions<Body, Data>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) => schema.parse(await send(body)),
    meta: { handledStatuses: [409] },
    onError: (error) => {
      const current = conflictingRecord(error, schema);
      if (current) queryClient.setQueryData(detailKey, current);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(detailKey, saved);
      onSaved?.(saved, queryClient);
    },
  });
}
