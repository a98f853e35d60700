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

/** What a span bar shows of its scale outside the span. */
const SCALE = '.';

/**
 * Where a span lies on a scale, as a line of `width` columns: `#` over the columns from
 * `from` to `to`, `.` over the rest of the scale (`....#####...........`), so that spans
 * drawn on one scale, row under row, show where each lies against the others (a zone's
 * range among the zones, a segment along its route). A span narrower than a column still
 * gets one `#`; a span that runs past the scale is cut at its end. Empty when a bound is
 * null or NaN, or the scale has no length.
 */
export function spanBar(from: number | null, to: number | null, scale: Range, width: number): string {
  if (from === null || to === null || Number.isNaN(from) || Number.isNaN(to)) return '';
  const span = scale.max / 2 - scale.min / 2;
  if (!(span > 0) || !(width > 0)) return '';
  const column = (value: number) => Math.min(width, Math.max(0, ((value / 2 - scale.min / 2) / span) * width));
  const start = Math.min(width - 1, Math.floor(column(Math.min(from, to))));
  const end = Math.max(start + 1, Math.ceil(column(Math.max(from, to))));
  return SCALE.repeat(start) + BAR.repeat(end - start) + SCALE.repeat(width - end);
}
