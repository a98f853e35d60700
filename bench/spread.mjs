/** The min, median and max of `times` (the upper median of an even count), which it leaves as they are. */
export function spreadOf(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
}
