/**
 * GPX 1.1 and TCX text of an activity, from its records and its streams: `toGpx` writes
 * its track, `toTcx` its laps with their figures and samples. Both valid against the
 * official schemas; no Node built-in, so they run in a browser too.
 *
 * @module activity-records/export
 */
export { toGpx } from './gpx.js';
export { toTcx } from './tcx.js';
export type { ExportActivity, ExportLap } from './export-records.js';
