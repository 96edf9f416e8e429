import { useRef, useState } from 'react';
import type { ConflictDialogProps } from '@shop/ui';
import { isAnswer, type Answer, type SchemaName } from '../http/contract';
import { conflictCurrent } from '../http/errors';

/** The `current` record of a 409 answer to a save, when there is one. */
export function conflictingRecord<Name extends SchemaName>(
  error: unknown,
  response: Name,
): Answer<Name> | undefined {
  const current = conflictCurrent(error);
  return isAnswer(response, current) ? current : undefined;
}

/**
 * Lost-update protection of an edit form. Every save sends the version the form edits (`version`,
 * the record's `updated_at`); the server refuses a stale one with 409 and the record as it is now.
 * The ConflictDialog then lets the user keep theirs (save again over it) or take the other version.
 */
export function useSaveConflict<T extends { updated_at: number }>(
  record: T,
  response: SchemaName,
  loadRecord: (current: T) => void,
) {
  // A ref, not state: "Keep mine" re-submits at once and must send the new version in that same tick.
  const version = useRef(record.updated_at);
  const [conflict, setConflict] = useState<T | null>(null);

  return {
    /** The `updated_at` to send with the next save. */
    get version() {
      return version.current;
    },
    /** After a successful save: the form now edits the saved version. */
    saved(savedRecord: T) {
      version.current = savedRecord.updated_at;
    },
    /** In the save's catch: true when it was a conflict (the dialog opens), false for other errors. */
    caught(error: unknown): boolean {
      const current = conflictingRecord(error, response) as T | undefined;
      if (!current) return false;
      setConflict(current);
      return true;
    },
    /** The dialog's props; `keepMine` saves the form again (it now overwrites the newer version). */
    dialogProps(keepMine: () => Promise<unknown>): ConflictDialogProps {
      return {
        open: conflict !== null,
        onTakeTheirs: () => {
          if (!conflict) return;
          version.current = conflict.updated_at;
          loadRecord(conflict);
          setConflict(null);
        },
        onKeepMine: async () => {
          if (!conflict) return;
          version.current = conflict.updated_at;
          await keepMine();
          // A second conflict during that save has opened the dialog again with the newer record.
          setConflict((shown) => (shown === conflict ? null : shown));
        },
        onDismiss: () => setConflict(null),
      };
    },
  };
}
