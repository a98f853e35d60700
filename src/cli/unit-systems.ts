import {
  metersPerSecondToKilometersPerHour,
  metersPerSecondToMilesPerHour,
  metersToFeet,
  metersToKilometers,
  metersToMiles,
  paceSecondsPerKilometer,
  paceSecondsPerMile,
} from '../index.js';

/** The unit systems the command shows figures in. */
export type UnitSystemName = 'metric' | 'imperial';

/** How a unit system converts and labels the API's meters and meters per second. */
export interface UnitSystem {
  /** The system's name; a swim's figures are in the same system as the rest. */
  readonly name: UnitSystemName;
  readonly distance: (meters: number | null) => number | null;
  readonly distanceUnit: string;
  /** Decimals a distance is shown with. */
  readonly distanceDigits: number;
  readonly elevation: (meters: number | null) => number | null;
  readonly elevationUnit: string;
  /** Seconds per `paceUnit`. */
  readonly pace: (speed: number | null) => number | null;
  readonly paceUnit: string;
  readonly speed: (speed: number | null) => number | null;
  readonly speedUnit: string;
  /** An athlete's weight, from kilograms. */
  readonly weight: (kilograms: number | null) => number | null;
  readonly weightUnit: string;
  /** A temperature, from degrees Celsius. */
  readonly temperature: (celsius: number | null) => number | null;
  readonly temperatureUnit: string;
  /** The system as a swim is shown in it (meters or yards, pace per 100 of them); null for that system itself. */
  readonly swim: UnitSystem | null;
}

/** Meters in one international yard. */
const METERS_PER_YARD = 0.9144;
/** Kilograms in one international avoirdupois pound. */
const KILOGRAMS_PER_POUND = 0.45359237;

const kilograms = (value: number | null) => value;
const pounds = (value: number | null) => (value === null ? null : value / KILOGRAMS_PER_POUND);
const celsius = (value: number | null) => value;
const fahrenheit = (value: number | null) => (value === null ? null : (value * 9) / 5 + 32);

/** Seconds to cover `meters` at `speed` meters per second; null for null, zero or less. */
const paceOver = (meters: number) => (speed: number | null) => (speed === null || !(speed > 0) ? null : meters / speed);

/**
 * Metric: kilometers, meters, minutes per kilometer, km/h, kilograms, degrees Celsius; a
 * swim in meters and minutes per 100 m. Imperial: miles, feet, minutes per mile, mph,
 * pounds, degrees Fahrenheit; a swim in yards and minutes per 100 yd.
 */
export const UNIT_SYSTEMS: Readonly<Record<UnitSystemName, UnitSystem & { readonly swim: UnitSystem }>> = {
  metric: {
    name: 'metric',
    distance: metersToKilometers, distanceUnit: 'km', distanceDigits: 2,
    elevation: (meters) => meters, elevationUnit: 'm',
    pace: paceSecondsPerKilometer, paceUnit: '/km',
    speed: metersPerSecondToKilometersPerHour, speedUnit: 'km/h',
    weight: kilograms, weightUnit: 'kg',
    temperature: celsius, temperatureUnit: '°C',
    swim: {
      name: 'metric',
      distance: (meters) => meters, distanceUnit: 'm', distanceDigits: 1,
      elevation: (meters) => meters, elevationUnit: 'm',
      pace: paceOver(100), paceUnit: '/100m',
      speed: metersPerSecondToKilometersPerHour, speedUnit: 'km/h',
      weight: kilograms, weightUnit: 'kg',
      temperature: celsius, temperatureUnit: '°C',
      swim: null,
    },
  },
  imperial: {
    name: 'imperial',
    distance: metersToMiles, distanceUnit: 'mi', distanceDigits: 2,
    elevation: metersToFeet, elevationUnit: 'ft',
    pace: paceSecondsPerMile, paceUnit: '/mi',
    speed: metersPerSecondToMilesPerHour, speedUnit: 'mph',
    weight: pounds, weightUnit: 'lb',
    temperature: fahrenheit, temperatureUnit: '°F',
    swim: {
      name: 'imperial',
      distance: (meters) => (meters === null ? null : meters / METERS_PER_YARD), distanceUnit: 'yd', distanceDigits: 1,
      elevation: metersToFeet, elevationUnit: 'ft',
      pace: paceOver(100 * METERS_PER_YARD), paceUnit: '/100yd',
      speed: metersPerSecondToMilesPerHour, speedUnit: 'mph',
      weight: pounds, weightUnit: 'lb',
      temperature: fahrenheit, temperatureUnit: '°F',
      swim: null,
    },
  },
};
