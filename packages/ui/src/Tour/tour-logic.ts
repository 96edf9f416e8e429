import type { ReactNode } from 'react';

/** Where a tooltip sits relative to its target (`center` ignores the target's position). */
export type TourPlacement =
  | 'top'
  | 'top-start'
  | 'top-end'
  | 'bottom'
  | 'bottom-start'
  | 'bottom-end'
  | 'left'
  | 'left-start'
  | 'left-end'
  | 'right'
  | 'right-start'
  | 'right-end'
  | 'auto'
  | 'center';

/** One step of a guided tour (SPEC §3: target, content, placement, disableBeacon). */
export interface TourStep {
  /** CSS selector (e.g. `[data-tour="sidebar"]`) or element the step points at. */
  target: string | HTMLElement;
  /** Body of the tooltip. */
  content: ReactNode;
  /** Optional heading of the tooltip. */
  title?: ReactNode;
  /** Tooltip placement; it flips by itself when there is no room. Default `bottom`. */
  placement?: TourPlacement;
  /** Open the tooltip at once instead of showing a pulsing beacon first. */
  disableBeacon?: boolean;
}

/** How a tour ended: every step seen (`finished`), or left early (`skipped`: Skip Tour, Close, Escape, overlay). */
export type TourEndStatus = 'finished' | 'skipped';

/** Direction of travel through the steps. */
export type TourDirection = 'next' | 'prev';

/** SPEC §9 constants of the tour's look and motion. */
export const TOUR_TOOLTIP_WIDTH = 420;
export const TOUR_OVERLAY_COLOR = 'rgba(0, 0, 0, 0.55)';
/** The kit's accessible blue step 9 (`--blue-9` in theme/tokens.css.ts); a hex because the beacon derives tints from it. */
export const TOUR_PRIMARY_COLOR = '#0070e0';
export const TOUR_SCROLL_OFFSET = 20;
export const TOUR_SCROLL_DURATION_MS = 300;
export const TOUR_SPOTLIGHT_PADDING = 10;
/** How long a step waits for its target to appear before it is skipped. */
export const TOUR_TARGET_WAIT_MS = 1000;

function hasTarget(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return typeof HTMLElement !== 'undefined' && value instanceof HTMLElement;
}

/**
 * SPEC §5: steps must be an array of objects each with a target. Logs a console warning and returns false
 * otherwise (the tour then does not run).
 */
export function validateTourSteps(steps: unknown): steps is TourStep[] {
  if (!Array.isArray(steps)) {
    console.warn('Tour: `steps` must be an array of step objects.', steps);
    return false;
  }
  const invalid = steps.findIndex(
    (step) => typeof step !== 'object' || step === null || !hasTarget((step as TourStep).target),
  );
  if (invalid !== -1) {
    console.warn(`Tour: step ${invalid + 1} must be an object with a target.`, steps[invalid]);
    return false;
  }
  return true;
}

/** The direction a joyride action moves in: only `prev` goes backwards (start, next, go, update go forwards). */
export function directionOf(action: string): TourDirection {
  return action === 'prev' ? 'prev' : 'next';
}

/**
 * Index to show after the user (or a skipped step) moves from `index` in `direction`. Returns `size` when
 * the tour has run past its last step (it is finished). Going back from the first step stays on it.
 */
export function stepAfter(index: number, direction: TourDirection, size: number): number {
  if (direction === 'prev') return Math.max(index - 1, 0);
  return Math.min(index + 1, size);
}

/**
 * Index to show instead of a step whose target is missing or hidden (SPEC §4: skipped in the direction of
 * travel). Going backwards past the first step turns round, so the user lands on the step they came from
 * rather than losing the tour. Returns `size` when nothing is left forwards (the tour is finished).
 */
export function skipMissingStep(index: number, direction: TourDirection, size: number): number {
  if (direction === 'prev') return index > 0 ? index - 1 : Math.min(index + 1, size);
  return Math.min(index + 1, size);
}
