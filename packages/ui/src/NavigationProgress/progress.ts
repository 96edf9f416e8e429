/** SPEC §9: the bar waits 400 ms, starts at 0.08 and trickles every 800 ms. */
export const PROGRESS_DELAY_MS = 400;
export const PROGRESS_MINIMUM = 0.08;
export const PROGRESS_TRICKLE_MS = 800;
/** The bar never claims to be done while the navigation is still pending. */
export const PROGRESS_CEILING = 0.95;
/** How long the completed bar stays before it fades out and unmounts. */
export const PROGRESS_FADE_MS = 400;

/**
 * One trickle step: a quarter of the remaining way to the ceiling. Big steps early, ever smaller ones
 * later, so a slow navigation still looks alive without ever reaching the end.
 */
export function trickle(value: number): number {
  const next = value + (PROGRESS_CEILING - value) * 0.25;
  return Math.min(PROGRESS_CEILING, Math.max(PROGRESS_MINIMUM, next));
}
