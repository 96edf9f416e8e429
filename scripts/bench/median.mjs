// The one median the benchmarks report their repeated runs by.

/** The middle of `numbers` (the mean of the two middle ones for an even count). */
export function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
