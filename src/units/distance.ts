/** Meters in one international mile. */
export const METERS_PER_MILE = 1609.344;
/** Meters in one international foot. */
export const METERS_PER_FOOT = 0.3048;

/** Meters to kilometers. Null in, null out. */
export function metersToKilometers(meters: number | null): number | null {
  return meters === null ? null : meters / 1000;
}

/** Meters to international miles. Null in, null out. */
export function metersToMiles(meters: number | null): number | null {
  return meters === null ? null : meters / METERS_PER_MILE;
}

/** Meters (of elevation, say) to international feet. Null in, null out. */
export function metersToFeet(meters: number | null): number | null {
  return meters === null ? null : meters / METERS_PER_FOOT;
}
