/** The time source. Injected so tests can expire codes and tokens without waiting. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function nowSeconds(clock: Clock): number {
  return Math.floor(clock.now() / 1000);
}
