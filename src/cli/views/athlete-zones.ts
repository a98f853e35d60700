import type { ZoneRange, Zones } from '../../index.js';
import { spanBar } from '../bars.js';
import { countOf, flag, MISSING } from '../cells.js';
import { tableLines } from '../table.js';

/** Columns of the bar that places each zone on the scale of all. */
const BAR_WIDTH = 30;

/**
 * The athlete's training zones (`GET /athlete/zones`): the heart-rate zones, then the
 * power zones where the athlete has any, a row per zone with its range and a bar of where
 * it lies among the others, on a scale from the lowest edge to the highest (the open top
 * zone, `max` -1, runs from its lower edge to the end of the scale).
 */
export function* athleteZoneLines(zones: Zones): Generator<string, void, undefined> {
  const sections = [
    { title: 'Heart rate zones of the athlete', unit: 'bpm', ranges: zones.heart_rate, custom: zones.heart_rate?.custom_zones ?? null },
    { title: 'Power zones of the athlete', unit: 'W', ranges: zones.power, custom: null },
  ].filter((section) => section.ranges !== null);
  if (sections.length === 0) {
    yield 'Zones of the athlete: none.';
    return;
  }
  for (const [index, { title, unit, ranges, custom }] of sections.entries()) {
    if (index > 0) yield '';
    const list = ranges?.zones ?? [];
    const facts = [countOf(list.length, 'zone'), custom === null ? null : `custom zones: ${flag(custom)}`].filter((fact) => fact !== null);
    yield `${title} (${facts.join(', ')})`;
    if (list.length === 0) continue;
    yield* zoneRangeLines(list, unit);
  }
}

/** A zone's upper edge, or null where it has none (the open top zone's `-1`, or null). */
function upperEdge(zone: ZoneRange): number | null {
  return zone.max === null || zone.max === -1 ? null : zone.max;
}

function* zoneRangeLines(zones: readonly ZoneRange[], unit: string): Generator<string, void, undefined> {
  let low = Infinity;
  let high = -Infinity;
  for (const zone of zones) {
    for (const edge of [zone.min, upperEdge(zone)]) {
      if (edge === null) continue;
      low = Math.min(low, edge);
      high = Math.max(high, edge);
    }
  }
  const scale = { min: low, max: high };
  const columns = [
    { title: 'zone', align: 'right' },
    { title: `range ${unit}`, align: 'right' },
    { title: `on the scale ${low <= high ? `${low} to ${high}+` : MISSING} ${unit}`, align: 'left', maxWidth: BAR_WIDTH },
  ] as const;
  yield* tableLines(columns, zones, (zone, index) => [
    String(index + 1),
    rangeOf(zone),
    spanBar(zone.min, upperEdge(zone) ?? high, scale, BAR_WIDTH),
  ]);
}

/** `112-140`, or `172+` for the open top zone. */
function rangeOf(zone: ZoneRange): string {
  const min = zone.min === null ? MISSING : String(zone.min);
  const max = upperEdge(zone);
  return max === null ? `${min}+` : `${min}-${max}`;
}
