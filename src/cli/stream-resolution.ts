import type { StreamSet } from '../index.js';
import { STREAM_TYPES } from '../streams/stream-types.js';
import { isFullResolution } from '../streams/window-bounds.js';
import { MISSING } from './cells.js';
import { fitToWidth } from './terminal-text.js';

/** Widest the description of a downsampled set is, in terminal columns. */
const DOWNSAMPLED_WIDTH = 80;

/**
 * How the first downsampled stream of the set was reduced (`999 of 2,829 points`), or null
 * when no stream is: a stream is downsampled when its length differs from its
 * `original_size` or its `resolution` is not `high` (`isFullResolution`, the rule by which
 * `StreamSet#window` refuses it).
 */
export function downsampling(set: StreamSet): string | null {
  for (const type of STREAM_TYPES) {
    const stream = set[type];
    if (stream === null || isFullResolution(stream)) continue;
    const { original_size: originalSize, resolution } = stream;
    const of = originalSize === null ? 'of an unknown number of' : `of ${originalSize.toLocaleString('en-US')}`;
    return fitToWidth(`${stream.length.toLocaleString('en-US')} ${of} points, resolution ${resolution ?? MISSING}`, DOWNSAMPLED_WIDTH);
  }
  return null;
}

/**
 * Whether the set's streams are the full-resolution ones: `full resolution`, `downsampled:
 * 999 of 2,829 points, resolution medium`, or `resolution not given` when no stream says.
 */
export function resolutionOf(set: StreamSet): string {
  const downsampled = downsampling(set);
  if (downsampled !== null) return `downsampled: ${downsampled}`;
  const stated = STREAM_TYPES.some((type) => set[type]?.original_size != null || set[type]?.resolution != null);
  return stated ? 'full resolution' : 'resolution not given';
}
