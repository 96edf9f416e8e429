import { describe, expect, it } from 'vitest';
import { createPieces, opacityAt, pieceAt, pieceCount } from './confetti-animation';

/** A repeatable random source. */
function seeded(seed = 1) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

describe('the confetti animation', () => {
  it('scales the number of pieces with the width, within bounds', () => {
    expect(pieceCount(320)).toBe(60);
    expect(pieceCount(1280)).toBe(160);
    expect(pieceCount(4000)).toBe(220);
  });

  it('starts every piece above the top edge, across the width', () => {
    const pieces = createPieces(1000, 800, seeded());
    expect(pieces).toHaveLength(125);
    for (const piece of pieces) {
      expect(piece.y).toBeLessThanOrEqual(0);
      expect(piece.y).toBeGreaterThanOrEqual(-480);
      expect(piece.x).toBeGreaterThanOrEqual(0);
      expect(piece.x).toBeLessThanOrEqual(1000);
    }
  });

  it('moves pieces down by time, not by frames', () => {
    const [piece] = createPieces(1000, 800, seeded(7));
    const later = pieceAt(piece!, 2_000);
    expect(later.y).toBeCloseTo(piece!.y + piece!.speed * 2);
    expect(Math.abs(later.x - piece!.baseX)).toBeLessThanOrEqual(piece!.swayAmplitude);
    // Every piece is on screen before the last second's fade-out begins.
    const pieces = createPieces(1000, 800, seeded(3));
    expect(pieces.every((p) => pieceAt(p, 4_000).y > 0)).toBe(true);
  });

  it('stays opaque, then fades out over the last second, and is gone at the end', () => {
    expect(opacityAt(0, 5_000)).toBe(1);
    expect(opacityAt(4_000, 5_000)).toBe(1);
    expect(opacityAt(4_500, 5_000)).toBeCloseTo(0.5);
    expect(opacityAt(5_000, 5_000)).toBe(0);
    expect(opacityAt(6_000, 5_000)).toBe(0);
  });
});
