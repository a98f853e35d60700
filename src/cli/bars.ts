/**
 * Plain-text bars: runs of `#`, which read the same in any terminal, font or code page,
 * in a pipe, in a file and under `grep`. No colour, no cursor movement, no block glyphs.
 */
const BAR = '#';

/** The least and greatest of the values that are not null, or null when there are none. */
export interface Range {
  readonly min: number;
  readonly max: number;
}

/** The range of `count` values read by index; one pass, no argument list as long as the data. */
export function rangeOf(count: number, valueAt: (index: number) => number | null): Range | null {
  let min = Infinity;
  let max = -Infinity;
  for (let index = 0; index < count; index++) {
    const value = valueAt(index);
    if (value === null) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return min <= max ? { min, max } : null;
}

/**
 * A bar for `value` relative to the others of its range: one `#` for the least, `width`
 * for the greatest, in proportion between. Empty for null, so that a missing figure never
 * looks like a small one; and empty when every value is the same (all zero, or one lap),
 * since there is then no difference and no greatest to show.
 */
export function relativeBar(value: number | null, range: Range | null, width: number): string {
  if (value === null || range === null) return '';
  // Halves first: the span of -1e308 and 1e308 is past the largest double.
  const span = range.max / 2 - range.min / 2;
  if (!(span > 0)) return '';
  return BAR.repeat(1 + Math.round(((value / 2 - range.min / 2) / span) * (width - 1)));
}

/**
 * A bar for a share of a whole, such as time in a zone: `width` for the largest share
 * (`value === max`), none for zero, at least one `#` for any time at all.
 */
export function proportionalBar(value: number, max: number, width: number): string {
  if (!(value > 0) || !(max > 0)) return '';
  return BAR.repeat(Math.min(width, Math.max(1, Math.round((value / max) * width))));
}
