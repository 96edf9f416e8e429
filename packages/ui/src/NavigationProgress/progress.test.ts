import { describe, expect, it } from 'vitest';
import { PROGRESS_CEILING, PROGRESS_MINIMUM, trickle } from './progress';

describe('trickle', () => {
  it('moves forward from the minimum', () => {
    const next = trickle(PROGRESS_MINIMUM);
    expect(next).toBeGreaterThan(PROGRESS_MINIMUM);
    expect(next).toBeLessThan(PROGRESS_CEILING);
  });

  it('slows down and never passes the ceiling', () => {
    let value = PROGRESS_MINIMUM;
    let lastStep = Infinity;
    for (let i = 0; i < 100; i += 1) {
      const next = trickle(value);
      expect(next - value).toBeLessThanOrEqual(lastStep);
      lastStep = next - value;
      value = next;
    }
    expect(value).toBeLessThanOrEqual(PROGRESS_CEILING);
    expect(value).toBeGreaterThan(0.94);
  });
});
