import { metersToFeet, metersToKilometers, metersToMiles } from '../units/distance.js';
import {
  metersPerSecondToKilometersPerHour,
  metersPerSecondToMilesPerHour,
  paceSecondsPerKilometer,
  paceSecondsPerMile,
} from '../units/speed.js';

/** The unit systems the command shows figures in. */
export type UnitSystemName = 'metric' | 'imperial';

/** How a unit system converts and labels the API's meters and meters per second. */
export interface UnitSystem {
  readonly distance: (meters: number | null) => number | null;
  readonly distanceUnit: string;
  readonly elevation: (meters: number | null) => number | null;
  readonly elevationUnit: string;
  /** Seconds per `distanceUnit`. */
  readonly pace: (speed: number | null) => number | null;
  readonly paceUnit: string;
  readonly speed: (speed: number | null) => number | null;
  readonly speedUnit: string;
}

/** Metric: kilometers, meters, minutes per kilometer, km/h. Imperial: miles, feet, minutes per mile, mph. */
export const UNIT_SYSTEMS: Readonly<Record<UnitSystemName, UnitSystem>> = {
  metric: {
    distance: metersToKilometers, distanceUnit: 'km',
    elevation: (meters) => meters, elevationUnit: 'm',
    pace: paceSecondsPerKilometer, paceUnit: '/km',
    speed: metersPerSecondToKilometersPerHour, speedUnit: 'km/h',
  },
  imperial: {
    distance: metersToMiles, distanceUnit: 'mi',
    elevation: metersToFeet, elevationUnit: 'ft',
    pace: paceSecondsPerMile, paceUnit: '/mi',
    speed: metersPerSecondToMilesPerHour, speedUnit: 'mph',
  },
};
