import type { Lap } from '../index.js';
import type { UnitSystem } from './unit-systems.js';

/** Whether a speed is shown as pace (time per distance) or as speed. */
export type Motion = 'pace' | 'speed';

/** How a view shows its records. */
export interface ViewOptions {
  readonly units: UnitSystem;
  /** Pace or speed, as asked on the command line; `auto` lets the sport choose. */
  readonly motion: 'auto' | Motion;
  /**
   * The sport of the records shown: where the body says it (an activity's `sport_type`),
   * else as `--sport` says, else null. `units` are already this sport's (see `ofSport`).
   */
  readonly sport: string | null;
  /** The laps of `--laps FILE`, whose windows a stream set's view shows; null without it. */
  readonly laps: readonly Lap[] | null;
}
