import type { Range } from './bars.js';

/**
 * The heights of a sparkline, lowest first, in plain ASCII: `_` under the line, `.` on
 * it, `-` at the middle, `~` about it (its wave reaching above the hyphen), `^` at the
 * top. Like the bars' `#`, they read the same in any terminal, font or code page, in a
 * pipe, a file and under `grep`; block glyphs (`▁▂▃`) are missing from many fonts and
 * code pages, and a braille or colour sparkline from more.
 */
export const SPARK_LEVELS = '_.-~^';

/** What a sparkline column of null samples only is: a gap. */
const GAP = ' ';

/**
 * The shape of `count` samples read by index (null for none) in `width` columns, or as many
 * as there are samples when fewer: each column stands for its share of the samples and
 * shows their mean, nulls left out, as one of `SPARK_LEVELS`, from the lowest mean (`_`) to
 * the highest (`^`), or on `scale` when given (a flag stream's share of true, from 0 to 1).
 * A column of nulls only is a space. One pass, no argument list as long as the data.
 *
 * Null when there is no shape to draw: every sample null, or every sample the same value
 * (its columns would all be one height, and which one would claim a level the data does
 * not have). Columns whose means all agree while their samples differ show as `-`.
 */
export function sparkline(count: number, valueAt: (index: number) => number | null, width: number, scale?: Range): string | null {
  const columns = Math.min(width, count);
  const means = new Float64Array(columns);
  let first: number | null = null;
  let varies = false;
  for (let column = 0; column < columns; column++) {
    const end = Math.floor(((column + 1) * count) / columns);
    let sum = 0;
    let taken = 0;
    for (let index = Math.floor((column * count) / columns); index < end; index++) {
      const value = valueAt(index);
      if (value === null) continue;
      if (first === null) first = value;
      else if (value !== first) varies = true;
      sum += value;
      taken++;
    }
    means[column] = taken === 0 ? Number.NaN : sum / taken;
  }
  if (!varies) return null;
  let low = scale?.min ?? Infinity;
  let high = scale?.max ?? -Infinity;
  if (scale === undefined) {
    for (const mean of means) {
      if (mean < low) low = mean;
      if (mean > high) high = mean;
    }
  }
  // Halves where the span is past the largest double (-1e308 to 1e308), and only there: halving
  // the least subnormal numbers would take their difference to 0.
  const halves = !Number.isFinite(high - low);
  const span = halves ? high / 2 - low / 2 : high - low;
  const top = SPARK_LEVELS.length - 1;
  let line = '';
  for (const mean of means) {
    if (Number.isNaN(mean)) line += GAP;
    else if (!(span > 0)) line += SPARK_LEVELS.charAt(top / 2);
    else line += SPARK_LEVELS.charAt(Math.min(top, Math.max(0, Math.round(((halves ? mean / 2 - low / 2 : mean - low) / span) * top))));
  }
  return line;
}
