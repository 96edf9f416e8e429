/**
 * Calls `callback` once the frame being prepared is painted; returns a cancel function. Effects of a
 * synchronous render can run before that paint: wait for the next frame (its callback runs before
 * that frame is painted), then for the task queued from it (after).
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
