export const MIN_REFRESH_DELAY_MS = 10_000;
const MARGIN_MIN_S = 30;
const MARGIN_SPAN_S = 30; // margins 30..59 s

/**
 * How long to wait before the next silent refresh: the token's lifetime minus a random margin of
 * 30..59 s (so tabs opened together do not refresh in lockstep), never under 10 s.
 */
export function nextRefreshDelayMs(
  expiresInSeconds: number | undefined,
  random: () => number = Math.random,
): number {
  if (expiresInSeconds === undefined || !Number.isFinite(expiresInSeconds)) {
    return MIN_REFRESH_DELAY_MS;
  }
  const margin = MARGIN_MIN_S + Math.min(MARGIN_SPAN_S - 1, Math.floor(random() * MARGIN_SPAN_S));
  return Math.max(MIN_REFRESH_DELAY_MS, (expiresInSeconds - margin) * 1000);
}
