import type { ActivityZone, TimedZoneRange } from '../../index.js';
import { proportionalBar } from '../bars.js';
import { duration, figure, flag, MISSING } from '../cells.js';
import { tableLines } from '../table.js';
import { fitToWidth } from '../terminal-text.js';
import type { UnitSystem } from '../unit-systems.js';
import type { ViewOptions } from '../view-options.js';

const BAR_WIDTH = 30;
/** Widest a zone type the command does not know is shown in its heading, in terminal columns. */
const TYPE_WIDTH = 40;

/** How each zone type is named, and the unit its bucket bounds are in. */
const ZONE_TYPES: Readonly<Record<string, { readonly title: string; readonly unit: string }>> = {
  heartrate: { title: 'Heart rate zones', unit: 'bpm' },
  power: { title: 'Power zones', unit: 'W' },
};

/**
 * Each zone distribution as a horizontal bar chart: one row per bucket with its range,
 * the time spent in it, its share of the whole and a bar of that time (the longest
 * bucket full). Pace buckets, given in meters per second, are shown as pace.
 */
export function* zoneLines(zones: readonly ActivityZone[], { units }: ViewOptions): Generator<string, void, undefined> {
  for (const [index, zone] of zones.entries()) {
    if (index > 0) yield '';
    yield zoneHeading(zone);
    const buckets = zone.distribution_buckets ?? [];
    if (buckets.length === 0) {
      yield 'No distribution.';
      continue;
    }
    let total = 0;
    let longest = 0;
    for (const bucket of buckets) {
      const time = bucket.time ?? 0;
      total += time;
      if (time > longest) longest = time;
    }
    const pace = zone.type === 'pace';
    const unit = pace ? `pace ${units.paceUnit}` : (ZONE_TYPES[zone.type ?? '']?.unit ?? '');
    const columns = [
      { title: 'zone', align: 'right' },
      { title: `range ${unit}`.trimEnd(), align: 'right' },
      { title: 'time h:mm:ss', align: 'right' },
      { title: 'share %', align: 'right' },
      { title: 'time in zone', align: 'left', maxWidth: BAR_WIDTH },
    ] as const;
    yield* tableLines(columns, buckets, (bucket, bucketIndex) => [
      String(bucketIndex + 1),
      pace ? paceRange(bucket, units) : range(bucket),
      duration(bucket.time),
      bucket.time === null || total === 0 ? MISSING : ((bucket.time / total) * 100).toFixed(0),
      proportionalBar(bucket.time ?? 0, longest, BAR_WIDTH),
    ]);
  }
}

function zoneHeading(zone: ActivityZone): string {
  const title = ZONE_TYPES[zone.type ?? '']?.title ?? (zone.type === 'pace' ? 'Pace zones' : `Zones of type ${fitToWidth(zone.type ?? MISSING, TYPE_WIDTH)}`);
  const facts = [
    zone.score === null ? null : `score ${figure(zone.score, Number.isInteger(zone.score) ? 0 : 1)}`,
    zone.sensor_based === null ? null : `sensor based: ${flag(zone.sensor_based)}`,
    zone.custom_zones === null ? null : `custom zones: ${flag(zone.custom_zones)}`,
  ].filter((fact) => fact !== null);
  return facts.length === 0 ? title : `${title} (${facts.join(', ')})`;
}

/** `108-143`, or `178+` for the open top bucket (`max: -1`). */
function range(bucket: TimedZoneRange): string {
  const min = bucket.min === null ? MISSING : String(bucket.min);
  if (bucket.max === -1) return `${min}+`;
  return `${min}-${bucket.max === null ? MISSING : String(bucket.max)}`;
}

/** A pace bucket's speeds as paces, slower bound first: `6:40-5:33`, `> 6:40` from a standstill, `< 4:10` open-ended. */
function paceRange(bucket: TimedZoneRange, units: UnitSystem): string {
  const slower = duration(units.pace(bucket.min));
  const faster = duration(units.pace(bucket.max === -1 ? null : bucket.max));
  if (bucket.max === -1) return `< ${slower}`;
  if (bucket.min === 0) return `> ${faster}`;
  return `${slower}-${faster}`;
}
