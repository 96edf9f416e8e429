import { TOUR_SKIPPED_KEY } from '../../lib/session';

/**
 * §4 Guided tour: "the user has not skipped it locally (a local skipped flag plus a timestamp; a flag
 * without timestamp is cleared and treated as not skipped)". One session-storage entry holds both,
 * `{"skipped":true,"timestamp":<ms>}`, under the key a fresh sign-in removes (lib/session), so a new
 * sign-in offers the tour again while the shop has not completed it.
 */
interface LocalSkip {
  skipped: true;
  timestamp: number;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy settings): the tour then only follows the server's flag.
    return null;
  }
}

function parse(raw: string): Partial<LocalSkip> | null {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Partial<LocalSkip>) : null;
  } catch {
    return null;
  }
}

/** Whether the user skipped the tour in this session. A flag without a timestamp is cleared. */
export function isTourSkippedLocally(storage: Storage | null = session()): boolean {
  const raw = storage?.getItem(TOUR_SKIPPED_KEY);
  if (raw === null || raw === undefined) return false;
  const entry = parse(raw);
  // `"true"` (a bare flag) parses to a boolean, not an entry: no timestamp either.
  const valid =
    entry?.skipped === true &&
    typeof entry.timestamp === 'number' &&
    Number.isFinite(entry.timestamp);
  if (!valid) storage?.removeItem(TOUR_SKIPPED_KEY);
  return valid;
}

/** Remembers that the tour was skipped (or finished) now, so it does not start by itself again. */
export function markTourSkippedLocally(
  now: number = Date.now(),
  storage: Storage | null = session(),
): void {
  try {
    storage?.setItem(
      TOUR_SKIPPED_KEY,
      JSON.stringify({ skipped: true, timestamp: now } satisfies LocalSkip),
    );
  } catch {
    // Full or disabled storage: the server's tour_completed still stops the auto-start.
  }
}

/**
 * Whether a start request runs the tour: "take a tour" always does; the auto-start (2 s after the
 * shop's data loaded) only while the shop has not completed the tour and this session did not skip it.
 */
export function shouldRunTour(
  request: { manual: boolean },
  tourCompleted: boolean | undefined,
  storage: Storage | null = session(),
): boolean {
  if (request.manual) return true;
  return tourCompleted === false && !isTourSkippedLocally(storage);
}
