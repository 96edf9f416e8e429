/**
 * A small confetti rain for a canvas: pieces fall from above the top edge, swaying and spinning, and
 * fade out over the last second. Pure functions of their inputs (a random source is passed in), so
 * the motion is unit-tested without a canvas.
 */

export interface Piece {
  x: number;
  y: number;
  /** Fall speed (px/s) and the sway's amplitude (px), frequency (rad/s) and phase. */
  speed: number;
  swayAmplitude: number;
  swayFrequency: number;
  swayPhase: number;
  /** Where the sway swings around. */
  baseX: number;
  rotation: number;
  /** rad/s */
  spin: number;
  width: number;
  height: number;
  color: string;
}

export const CONFETTI_COLORS = ['#3e63dd', '#e54666', '#ffc53d', '#30a46c', '#8e4ec6', '#00a2c7'];
/** About one piece per 8 px of width, within bounds that stay smooth on a slow machine. */
const PIECES_PER_PX = 1 / 8;
const MIN_PIECES = 60;
const MAX_PIECES = 220;
/** The last part of the run during which the pieces fade out. */
const FADE_MS = 1_000;

export function pieceCount(width: number): number {
  return Math.round(Math.min(MAX_PIECES, Math.max(MIN_PIECES, width * PIECES_PER_PX)));
}

type Random = () => number;
const between = (random: Random, min: number, max: number) => min + (max - min) * random();

/**
 * Pieces spread over the width and stacked above the top edge (up to 60% of a screen high), so they
 * enter over the first seconds rather than all at once; each is fast enough to be on screen before
 * the fade-out starts.
 */
export function createPieces(width: number, height: number, random: Random = Math.random): Piece[] {
  return Array.from({ length: pieceCount(width) }, () => {
    const x = between(random, 0, width);
    return {
      x,
      baseX: x,
      y: between(random, -0.6 * height, 0),
      speed: between(random, height / 4, height / 2),
      swayAmplitude: between(random, 8, 32),
      swayFrequency: between(random, 1.5, 4),
      swayPhase: between(random, 0, Math.PI * 2),
      rotation: between(random, 0, Math.PI * 2),
      spin: between(random, -6, 6),
      width: between(random, 6, 11),
      height: between(random, 3, 6),
      color: CONFETTI_COLORS[Math.floor(random() * CONFETTI_COLORS.length)] ?? '#3e63dd',
    };
  });
}

/** Where a piece is `elapsedMs` after the start (positions follow from time, not from frame counts). */
export function pieceAt(piece: Piece, elapsedMs: number): Piece {
  const t = elapsedMs / 1000;
  return {
    ...piece,
    y: piece.y + piece.speed * t,
    x: piece.baseX + piece.swayAmplitude * Math.sin(piece.swayPhase + piece.swayFrequency * t),
    rotation: piece.rotation + piece.spin * t,
  };
}

/** 1 until the last second of the run, then down to 0 at its end. */
export function opacityAt(elapsedMs: number, durationMs: number): number {
  const left = durationMs - elapsedMs;
  if (left <= 0) return 0;
  return Math.min(1, left / Math.min(FADE_MS, durationMs));
}

export function drawFrame(
  context: CanvasRenderingContext2D,
  pieces: readonly Piece[],
  elapsedMs: number,
  durationMs: number,
  size: { width: number; height: number },
): void {
  context.clearRect(0, 0, size.width, size.height);
  context.globalAlpha = opacityAt(elapsedMs, durationMs);
  for (const start of pieces) {
    const piece = pieceAt(start, elapsedMs);
    if (piece.y < -piece.width || piece.y > size.height + piece.width) continue;
    context.save();
    context.translate(piece.x, piece.y);
    context.rotate(piece.rotation);
    context.fillStyle = piece.color;
    context.fillRect(-piece.width / 2, -piece.height / 2, piece.width, piece.height);
    context.restore();
  }
}
