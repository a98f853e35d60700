import { flagsOf, movingSeconds, numbersOf } from './moving-rule.js';
import type { StoresByType } from './sample-store.js';
import { checkZones, zoneOf, type TimeInZonesOptions, type ZoneInput, type ZoneStream } from './zone-ranges.js';

/** The seconds spent in one zone. */
export interface ZoneTime {
  /** The zone's lower edge, included, in the zone's unit. */
  readonly min: number;
  /** The zone's upper edge, included, in the same unit; null for the open top zone. */
  readonly max: number | null;
  /** Seconds of moving time whose sample falls in the zone; null where the samples cannot say (no `time` stream, or not the zone's). */
  readonly seconds: number | null;
}

/**
 * Seconds in each zone, from a window's samples (`timeInZones`): frozen plain data. Every
 * second counted is a second of moving time, by the rule of `figures()`: each sample
 * weighs the step to the next one where that step counts as moving. So the zones'
 * seconds, `outside_seconds` and `null_seconds` add up to the window's moving time (to its
 * time without pauses where the set has no `moving` stream).
 */
export interface TimeInZones {
  /** The stream the zones were read on: `heartrate`, `watts` or `velocity_smooth`. */
  readonly stream: ZoneStream;
  /** One item per zone, in the order given, lowest first. */
  readonly zones: readonly ZoneTime[];
  /** Seconds whose sample falls in no zone (below the lowest, above a closed top, between zones whose edges lie apart); null as `seconds` is. */
  readonly outside_seconds: number | null;
  /** Seconds whose sample is null (a sensor's drop-out); null as `seconds` is. */
  readonly null_seconds: number | null;
}

/**
 * The seconds samples `start` to `end` (both included) spend in each of `zones`, as
 * `TimeInZones` defines them, in one pass over the window.
 *
 * @throws TypeError, RangeError as `checkZones` throws them, for zones that cannot be read
 */
export function timeInZonesOf(stores: StoresByType, start: number, end: number, zones: ZoneInput, options: TimeInZonesOptions | undefined): TimeInZones {
  const checked = checkZones(zones, options);
  const count = checked.mins.length;
  const readable = stores.time !== null && stores[checked.stream] !== null;
  const seconds = new Float64Array(count);
  let outside = 0;
  let missing = 0;
  if (readable) {
    const time = numbersOf(stores.time);
    const values = numbersOf(stores[checked.stream]);
    const moving = flagsOf(stores.moving);
    const hasFlags = stores.moving !== null;
    let last = NaN;
    let pending = NaN;
    for (let index = start; index <= end; index++) {
      const now = time[index] ?? NaN;
      if (now !== now) continue;
      if (last === last) {
        const weight = movingSeconds(now > last ? now - last : 0, moving[index], hasFlags);
        if (weight > 0) {
          if (pending !== pending) missing += weight;
          else {
            const zone = zoneOf(checked, pending);
            if (zone < 0) outside += weight;
            else seconds[zone] = (seconds[zone] ?? 0) + weight;
          }
        }
      }
      last = now;
      pending = values[index] ?? NaN;
    }
  }
  const items: ZoneTime[] = [];
  for (let zone = 0; zone < count; zone++) {
    const max = checked.maxes[zone] ?? NaN;
    items.push(Object.freeze({ min: checked.mins[zone] ?? NaN, max: max === Infinity ? null : max, seconds: readable ? (seconds[zone] ?? 0) : null }));
  }
  return Object.freeze({
    stream: checked.stream,
    zones: Object.freeze(items),
    outside_seconds: readable ? outside : null,
    null_seconds: readable ? missing : null,
  });
}
