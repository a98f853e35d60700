import type { ViewOptions } from './view-options.js';

/** Sports whose laps show pace unless speed is asked for, in lower case. */
const FOOT_SPORTS = new Set(['run', 'trailrun', 'virtualrun', 'walk', 'hike']);

/**
 * Whether a sport (`sport_type` or `type`, or `--sport`, in any case) is shown as pace
 * by default: runs, walks and hikes per kilometer or mile, swims per 100 meters or yards.
 */
export function showsPace(sport: string | null): boolean {
  return sport !== null && (FOOT_SPORTS.has(sport.toLowerCase()) || isSwim(sport));
}

function isSwim(sport: string | null): boolean {
  return sport?.toLowerCase() === 'swim';
}

/** `options` for records of `sport`: a swim's figures in meters or yards, and pace per 100 of them. */
export function ofSport(options: ViewOptions, sport: string | null): ViewOptions {
  return { ...options, sport, units: isSwim(sport) ? (options.units.swim ?? options.units) : options.units };
}
