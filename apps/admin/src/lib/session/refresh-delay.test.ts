import { describe, expect, it } from 'vitest';
import { MIN_REFRESH_DELAY_MS, nextRefreshDelayMs } from './refresh-delay';

describe('nextRefreshDelayMs', () => {
  it('subtracts a whole 30..59 s margin from the lifetime', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 5000; i += 1) {
      const delay = nextRefreshDelayMs(900);
      const margin = 900 - delay / 1000;
      expect(Number.isInteger(margin)).toBe(true);
      expect(margin).toBeGreaterThanOrEqual(30);
      expect(margin).toBeLessThanOrEqual(59);
      seen.add(margin);
    }
    // Every margin is reachable, not only the ends.
    expect(seen.size).toBe(30);
  });

  it('covers both ends of the random range', () => {
    expect(nextRefreshDelayMs(900, () => 0)).toBe((900 - 30) * 1000);
    expect(nextRefreshDelayMs(900, () => 0.999999)).toBe((900 - 59) * 1000);
    // Math.random never returns 1, but a custom source might.
    expect(nextRefreshDelayMs(900, () => 1)).toBe((900 - 59) * 1000);
  });

  it('waits 10 s when expires_in is absent', () => {
    expect(nextRefreshDelayMs(undefined)).toBe(MIN_REFRESH_DELAY_MS);
    expect(MIN_REFRESH_DELAY_MS).toBe(10_000);
  });

  it('never waits less than 10 s', () => {
    expect(nextRefreshDelayMs(0)).toBe(10_000);
    expect(nextRefreshDelayMs(45, () => 0)).toBe(15_000);
    expect(nextRefreshDelayMs(45, () => 0.99)).toBe(10_000);
    expect(nextRefreshDelayMs(-100)).toBe(10_000);
    for (let i = 0; i < 1000; i += 1) {
      expect(nextRefreshDelayMs(Math.random() * 120)).toBeGreaterThanOrEqual(10_000);
    }
  });
});
