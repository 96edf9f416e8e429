import { useEffect, useRef } from 'react';
import { createPieces, drawFrame } from './confetti-animation';
import * as styles from './confetti.css';

/**
 * The confetti itself, loaded only when a celebration starts (a chunk of its own). It draws for
 * `durationMs` from its mount, then clears; whoever mounted it takes it away.
 */
export default function ConfettiCanvas({ durationMs }: { durationMs: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const size = { width: window.innerWidth, height: window.innerHeight };
    const fit = () => {
      size.width = window.innerWidth;
      size.height = window.innerHeight;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(size.width * ratio);
      canvas.height = Math.round(size.height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
    };
    fit();
    const pieces = createPieces(size.width, size.height);
    let start: number | null = null;
    let frame = 0;
    const tick = (now: number) => {
      start ??= now;
      const elapsed = now - start;
      if (elapsed >= durationMs) {
        context.clearRect(0, 0, size.width, size.height);
        return;
      }
      drawFrame(context, pieces, elapsed, durationMs, size);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    window.addEventListener('resize', fit);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', fit);
    };
  }, [durationMs]);
  // Decoration only: nothing for assistive technology, nothing to click.
  return <canvas ref={ref} className={styles.canvas} aria-hidden="true" data-confetti="" />;
}
