import type { ActivityPhoto } from '../../index.js';
import { countOf, flag, MISSING, position, wallClockTime } from '../cells.js';
import { tableLines } from '../table.js';

const CAPTION_WIDTH = 40;
const SOURCES: Readonly<Record<number, string>> = { 1: 'service', 2: 'Instagram' };

/** An activity's photos: when taken (local time), caption, source, largest size, place, default. */
export function* photoLines(photos: readonly ActivityPhoto[]): Generator<string, void, undefined> {
  yield `Photos (${countOf(photos.length, 'photo')})`;
  const columns = [
    { title: 'taken (local time)', align: 'left' },
    { title: 'caption', align: 'left', maxWidth: CAPTION_WIDTH },
    { title: 'source', align: 'left' },
    { title: 'largest px', align: 'right' },
    { title: 'location lat, lng', align: 'left' },
    { title: 'default', align: 'left' },
  ] as const;
  yield* tableLines(columns, photos, (photo) => [
    wallClockTime(photo.created_at_local),
    photo.caption === null || photo.caption === '' ? MISSING : photo.caption,
    photo.source === null ? MISSING : (SOURCES[photo.source] ?? String(photo.source)),
    largestSize(photo),
    position(photo.location),
    flag(photo.default_photo),
  ]);
}

/** The largest `[width, height]` of `sizes`, as `1800x1350`. */
function largestSize(photo: ActivityPhoto): string {
  let largest: readonly [number, number] | null = null;
  for (const size of Object.values(photo.sizes ?? {})) {
    if (largest === null || size[0] * size[1] > largest[0] * largest[1]) largest = size;
  }
  return largest === null ? MISSING : `${largest[0]}x${largest[1]}`;
}
