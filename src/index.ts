/**
 * Typed, validated, immutable records of the Strava API v3, read from decoded JSON: the
 * record classes with `parse`, `safeParse` and `parseMany`, their errors, `decodeJSON` and
 * `encodeJSON` for ids beyond 2^53, and unit and time helpers.
 *
 * @module activity-records
 */
export { Lap } from './records/lap.js';
export { MetaActivity } from './records/meta-activity.js';
export { MetaAthlete } from './records/meta-athlete.js';
export { SummarySegmentEffort } from './records/summary-segment-effort.js';
export { SegmentEffort } from './records/segment-effort.js';
export { SummarySegment } from './records/summary-segment.js';
export { ActivityComment } from './records/activity-comment.js';
export { SummaryAthlete } from './records/summary-athlete.js';
export { ActivityZone } from './records/activity-zone.js';
export { TimedZoneRange } from './records/timed-zone-range.js';
export { ActivityPhoto } from './records/activity-photo.js';
export { ActivityStats } from './records/activity-stats.js';
export { ActivityTotal } from './records/activity-total.js';
export { SummaryActivity, type ActivityVisibility } from './records/summary-activity.js';
export { DetailedActivity, type ZoneType } from './records/detailed-activity.js';
export { Split } from './records/split.js';
export { PolylineMap } from './records/polyline-map.js';
export { SummaryGear } from './records/summary-gear.js';
export { PhotosSummary } from './records/photos-summary.js';
export { DetailedAthlete, type MeasurementPreference } from './records/detailed-athlete.js';
export { SummaryClub, type ClubSportType } from './records/summary-club.js';
export type { ActivityType, SportType } from './records/sport-type.js';
export { WebhookEvent, type WebhookAspectType, type WebhookObjectType } from './records/webhook-event.js';
export { DetailedSegment } from './records/detailed-segment.js';
export { ExplorerResponse } from './records/explorer-response.js';
export { ExplorerSegment } from './records/explorer-segment.js';
export { Route } from './records/route.js';
export { Waypoint } from './records/waypoint.js';
export { DetailedClub, type ClubMembership, type ClubType } from './records/detailed-club.js';
export { ClubAthlete } from './records/club-athlete.js';
export { ClubActivity } from './records/club-activity.js';
export { DetailedGear } from './records/detailed-gear.js';
export { Zones } from './records/zones.js';
export { HeartRateZoneRanges } from './records/heart-rate-zone-ranges.js';
export { PowerZoneRanges } from './records/power-zone-ranges.js';
export { ZoneRange } from './records/zone-range.js';
export { Fault } from './records/fault.js';
export { FaultError } from './records/fault-error.js';
export { Upload, type UploadStatus } from './records/upload.js';
export { StreamSet, type StreamSetJson } from './streams/stream-set.js';
export { Stream, type StreamOf } from './streams/stream.js';
export { StreamWindow } from './streams/stream-window.js';
export { SampleWindow } from './streams/sample-window.js';
export { StreamWindowError, type StreamWindowReason } from './streams/stream-window-error.js';
export type { StreamFigures } from './streams/figures.js';
export type { TimeInZones, ZoneTime } from './streams/time-in-zones.js';
export type { AthleteZones, TimeInZonesOptions, ZoneBounds, ZoneDistribution, ZoneInput, ZoneRanges, ZoneStream } from './streams/zone-ranges.js';
export type { PowerCurvePoint } from './streams/power-curve.js';
export type { BestEffort } from './streams/best-efforts.js';
export type { StreamSamples } from './streams/samples.js';
export type { StreamType } from './core/stream-type.js';
export type { StreamSample, TypedSamples } from './streams/stream-types.js';
export type { IndexedRecord } from './streams/window-bounds.js';
export type { DataRecord, JsonRecord, ParseOptions, SafeParseResult } from './core/data-record.js';
export type { BoundRecord } from './records/bound-record.js';
export type { ExtraFields } from './parse/record-types.js';

export { ParseError } from './parse/parse-error.js';
export type { Issue, PathSegment } from './parse/issue.js';
export type { Id } from './parse/id.js';
export type { LatLng } from './parse/lat-lng.js';
export type { StandardResult, StandardSchemaV1Props } from './parse/standard-schema.js';
export { decodeJSON } from './json/decode-json.js';
export { JsonSyntaxError } from './json/json-syntax-error.js';
export { encodeJSON } from './json/encode-json.js';

export { UnboundEntityError } from './client/unbound-entity-error.js';
export { MissingIdError } from './client/missing-id-error.js';
export type {
  AccessOptions,
  ActivityRequestOptions,
  ClientHandle,
  MaybePromise,
  RequestOptions,
  RouteStreamRequestOptions,
  StreamRequestOptions,
} from './core/client-handle.js';

export { METERS_PER_FOOT, METERS_PER_MILE, metersToFeet, metersToKilometers, metersToMiles } from './units/distance.js';
export {
  metersPerSecondToKilometersPerHour,
  metersPerSecondToMilesPerHour,
  paceSecondsPerKilometer,
  paceSecondsPerMile,
} from './units/speed.js';
export { formatDuration } from './units/duration.js';
export { toInstant, toWallClock, type WallClock } from './units/date-times.js';
export { timeZoneName, utcOffsetSeconds, zonedStartDate, type StartDates } from './units/local-time.js';
export { decodePolyline } from './geo/polyline.js';
