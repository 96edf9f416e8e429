import { conflictCurrent } from '../http/errors';
import type { RecordedWrite } from './record-request';

/**
 * A save kept over a reload that met a newer version (409): the form that made it is gone, so the
 * shell asks whose version wins (RestoredConflictDialog). `current` is the record as the server
 * has it now, from the 409's answer.
 */
export interface RestoredConflict {
  write: RecordedWrite;
  current: { updated_at: number };
}

let conflicts: readonly RestoredConflict[] = [];
/** How many conflicts were decided and refetched: edit forms then show what was decided. */
let decided = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function set(next: readonly RestoredConflict[]): void {
  conflicts = next;
  notify();
}

/**
 * After a decision and the refetch it caused: an edit form without edits of its own starts again
 * from its record as the server has it now (useEditForm), not from the version it opened with.
 */
export function restoredConflictDecided(): void {
  decided += 1;
  notify();
}

/** The `current` record of a 409 answer, when it carries one with a version to save over. */
function currentVersion(error: unknown): RestoredConflict['current'] | undefined {
  const current = conflictCurrent(error);
  return typeof current === 'object' &&
    current !== null &&
    typeof (current as { updated_at?: unknown }).updated_at === 'number'
    ? (current as RestoredConflict['current'])
    : undefined;
}

/** Keeps a restored save's version conflict for the dialog; false when the error is none. */
export function keepRestoredConflict(write: RecordedWrite, error: unknown): boolean {
  const current = currentVersion(error);
  if (!current) return false;
  set([...conflicts, { write, current }]);
  return true;
}

/** The conflict was decided (or met again, with a newer `current`). */
export function settleRestoredConflict(conflict: RestoredConflict, newer?: RestoredConflict): void {
  set(conflicts.flatMap((kept) => (kept === conflict ? (newer ? [newer] : []) : [kept])));
}

/** For useSyncExternalStore. */
export const restoredConflicts = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): readonly RestoredConflict[] => conflicts,
  decidedSnapshot: (): number => decided,
  /** The version conflict of a resend, if that is why it failed (see keepRestoredConflict). */
  currentVersion,
};
