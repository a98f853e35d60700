import {
  ActivityComment,
  ActivityPhoto,
  ActivityStats,
  ActivityZone,
  ClubAthlete,
  DetailedActivity,
  DetailedAthlete,
  DetailedClub,
  DetailedGear,
  DetailedSegment,
  ExplorerResponse,
  ExplorerSegment,
  Fault,
  Lap,
  Route,
  SegmentEffort,
  StreamSet,
  SummaryActivity,
  SummaryAthlete,
  SummaryClub,
  SummarySegment,
  Upload,
  WebhookEvent,
  Zones,
} from '../index.js';
import { isPlainObject, type JsonObject } from '../parse/plain-object.js';
import { STREAM_TYPES } from '../streams/stream-types.js';
import { hasAnyKey, recordKind, recordListKind, wholeBodyKind, type BodyKind } from './body-kind-rows.js';
import { activityListLines } from './views/activities.js';
import { detailedActivityLines } from './views/activity.js';
import { athleteProfileLines } from './views/athlete-profile.js';
import { athleteZoneLines } from './views/athlete-zones.js';
import { athleteLines } from './views/athletes.js';
import { clubDetailLines, clubListLines, clubMemberLines } from './views/clubs.js';
import { commentLines } from './views/comments.js';
import { effortLines } from './views/efforts.js';
import { exploredSegmentLines, explorerResponseLines } from './views/explored-segments.js';
import { faultLines } from './views/fault.js';
import { gearLines } from './views/gear.js';
import { lapLines } from './views/laps.js';
import { photoLines } from './views/photos.js';
import { routeLines, routeListLines } from './views/routes.js';
import { segmentDetailLines, segmentListLines } from './views/segments.js';
import { statsLines } from './views/stats.js';
import { streamSetLines } from './views/streams.js';
import { uploadLines } from './views/upload.js';
import { webhookEventLines } from './views/webhook-events.js';
import { zoneLines } from './views/zones.js';

/**
 * Keys only activities have among the bodies `inspect` knows: not `type` (zones, photos,
 * stream items and routes have one), `sport_type` (clubs), `map` and `athlete_count`
 * (segments, routes), `external_id` (uploads), or the figures laps and efforts share. A
 * club's list, which trims its activities to a few fields, still gives `workout_type`.
 */
const ACTIVITY_KEYS = [
  'workout_type', 'upload_id', 'timezone', 'utc_offset', 'kudos_count', 'comment_count',
  'achievement_count', 'total_photo_count', 'trainer', 'commute', 'manual', 'gear_id', 'has_kudoed', 'suffer_score',
];

/**
 * Whether `record` is an activity by a sport and a start together: a body written with few
 * fields (`{ sport_type, start_date_local, distance, ... }`) has none of `ACTIVITY_KEYS`.
 * Of the other records, clubs have a sport and no start, laps and efforts a start and no
 * sport, zones, photos and streams a `type` and no start.
 */
function hasSportAndStart(record: JsonObject): boolean {
  return hasAnyKey(record, ['sport_type', 'type']) && hasAnyKey(record, ['start_date', 'start_date_local']);
}

/** A detailed activity (`GET /activities/{id}`): its laps are what `--laps` reads of it. */
export const DETAILED_ACTIVITY = recordKind({
  description: 'a detailed activity',
  keys: ['laps', 'segment_efforts', 'best_efforts', 'splits_metric', 'splits_standard', ...ACTIVITY_KEYS],
  alsoMatches: hasSportAndStart,
  record: DetailedActivity,
  view: detailedActivityLines,
});
/** An upload (`POST /uploads`, `GET /uploads/{uploadId}`): a `status` sentence beside what only an upload pairs with it. */
const UPLOAD = recordKind({
  description: 'an upload',
  keys: [],
  alsoMatches: (record) => Object.hasOwn(record, 'status') && hasAnyKey(record, ['error', 'activity_id', 'external_id', 'id_str']),
  record: Upload,
  view: uploadLines,
});

/**
 * Keys only segments have (a segment's own page, the items of a segment list): not a
 * segment explored's (`avg_grade`...), nor `activity_type` (club events have one) or
 * `effort_count` (the athlete's summary of a segment, a leaderboard).
 */
const SEGMENT_KEYS = ['climb_category', 'average_grade', 'maximum_grade', 'elevation_high', 'elevation_low', 'hazardous', 'athlete_count', 'star_count'];
/** Keys only routes have: their numbers for sport and surface, their estimate, their waypoints. */
const ROUTE_KEYS = ['id_str', 'elevation_gain', 'estimated_moving_time', 'sub_type', 'waypoints', 'timestamp', 'map_urls'];
/** Keys only clubs have: not `sport_type` (activities), `membership`, `admin`, `owner` (members) or `profile` (athletes). */
const CLUB_KEYS = ['member_count', 'cover_photo', 'cover_photo_small', 'activity_types', 'featured', 'verified', 'club_type', 'following_count', 'post_count'];

/**
 * Whether `record` is the answer of `GET /segments/explore`: its `segments`, and nothing
 * that would make it a record of its own (a route's detail lists its segments beside its
 * name, distance and line).
 */
function isExploreAnswer(record: JsonObject): boolean {
  return Object.hasOwn(record, 'segments') && !hasAnyKey(record, ['id', 'name', 'distance', 'map']);
}

/**
 * Whether `record` is a member of a club as `GET /clubs/{id}/members` lists them: an
 * athlete's names beside the standing in a club that only members have (a club on its
 * own page has the standing, and no names).
 */
function isClubMember(record: JsonObject): boolean {
  return hasAnyKey(record, ['membership', 'admin', 'owner']) && hasAnyKey(record, ['firstname', 'lastname']);
}

/** A list of laps (`GET /activities/{id}/laps`), or one lap. */
export const LAPS = recordListKind({ description: 'a list of laps', shapes: ['list', 'one'], keys: ['lap_index', 'split', 'pace_zone'], record: Lap, view: lapLines });

/**
 * Every kind of body `inspect` shows, in the order a record is matched against them: the
 * most telling first (an effort carries a name, a comment an athlete). Adding a kind is a
 * row here and its view in `views/`; the help and the line answering a body of no kind
 * name the kinds from their descriptions.
 */
export const BODY_KINDS: readonly BodyKind[] = [
  DETAILED_ACTIVITY,
  recordListKind({
    description: 'a list of activities (an athlete\'s, a club\'s)',
    shapes: ['list'],
    keys: ACTIVITY_KEYS,
    alsoMatches: hasSportAndStart,
    record: SummaryActivity,
    view: activityListLines,
  }),
  recordKind({
    description: 'an athlete',
    keys: ['firstname', 'lastname', 'username', 'measurement_preference', 'follower_count', 'friend_count', 'ftp', 'clubs', 'bikes', 'shoes'],
    record: DetailedAthlete,
    view: athleteProfileLines,
  }),
  recordKind({
    description: 'an athlete\'s stats',
    keys: [
      'biggest_ride_distance', 'biggest_climb_elevation_gain',
      'recent_ride_totals', 'recent_run_totals', 'recent_swim_totals',
      'ytd_ride_totals', 'ytd_run_totals', 'ytd_swim_totals',
      'all_ride_totals', 'all_run_totals', 'all_swim_totals',
    ],
    record: ActivityStats,
    view: statsLines,
  }),
  recordListKind({
    description: 'one or many segment efforts',
    shapes: ['list', 'one'],
    keys: ['segment', 'kom_rank', 'pr_rank', 'achievements'],
    record: SegmentEffort,
    view: (efforts, options) => effortLines('Segment efforts', efforts, options, true),
  }),
  LAPS,
  wholeBodyKind({
    description: 'a stream set (an activity\'s, an effort\'s or a segment\'s streams)',
    matches: isStreamBody,
    record: StreamSet,
    view: streamSetLines,
    jsonDepth: 3,
    takesLaps: true,
  }),
  recordListKind({
    description: 'an activity\'s zones',
    shapes: ['list'],
    keys: ['distribution_buckets', 'sensor_based', 'custom_zones'],
    record: ActivityZone,
    view: zoneLines,
  }),
  recordListKind({
    description: 'an activity\'s photos',
    shapes: ['list'],
    keys: ['unique_id', 'urls', 'sizes', 'uploaded_at', 'created_at_local', 'default_photo'],
    record: ActivityPhoto,
    view: photoLines,
  }),
  recordListKind({
    description: 'an activity\'s comments',
    shapes: ['list'],
    keys: ['text', 'post_id', 'reaction_count', 'has_reacted'],
    record: ActivityComment,
    view: commentLines,
  }),
  recordListKind({
    description: 'one or many webhook events',
    shapes: ['list', 'one'],
    keys: ['object_type', 'aspect_type', 'subscription_id', 'event_time'],
    record: WebhookEvent,
    view: webhookEventLines,
  }),
  UPLOAD,
  recordKind({ description: 'the athlete\'s zones', keys: ['heart_rate', 'power'], record: Zones, view: athleteZoneLines }),
  recordKind({
    description: 'a piece of gear',
    keys: ['brand_name', 'model_name', 'frame_type', 'notification_distance', 'converted_distance'],
    record: DetailedGear,
    view: gearLines,
  }),
  recordKind({ description: 'a route or a list of routes', keys: ROUTE_KEYS, record: Route, view: routeLines }),
  recordListKind({ description: 'a route or a list of routes', shapes: ['list'], keys: ROUTE_KEYS, record: Route, view: routeListLines }),
  recordKind({ description: 'the segments explore finds', keys: [], alsoMatches: isExploreAnswer, record: ExplorerResponse, view: explorerResponseLines }),
  recordListKind({
    description: 'the segments explore finds',
    shapes: ['list', 'one'],
    keys: ['avg_grade', 'elev_difference', 'points', 'climb_category_desc'],
    record: ExplorerSegment,
    view: exploredSegmentLines,
  }),
  recordKind({ description: 'a segment or a list of segments (starred)', keys: SEGMENT_KEYS, record: DetailedSegment, view: segmentDetailLines }),
  recordListKind({ description: 'a segment or a list of segments (starred)', shapes: ['list'], keys: SEGMENT_KEYS, record: SummarySegment, view: segmentListLines }),
  recordKind({ description: 'a club or a list of clubs (the athlete\'s)', keys: CLUB_KEYS, record: DetailedClub, view: clubDetailLines }),
  recordListKind({ description: 'a club or a list of clubs (the athlete\'s)', shapes: ['list'], keys: CLUB_KEYS, record: SummaryClub, view: clubListLines }),
  recordListKind({ description: 'a club\'s members', shapes: ['list'], keys: [], alsoMatches: isClubMember, record: ClubAthlete, view: clubMemberLines }),
  recordKind({ description: 'the API\'s error body (exit code 1)', keys: ['message', 'errors'], record: Fault, view: faultLines, reportsFailure: true }),
  recordListKind({
    description: 'a list of athletes (an activity\'s kudos, followers, friends, club admins)',
    shapes: ['list'],
    keys: ['firstname', 'lastname', 'profile', 'profile_medium'],
    record: SummaryAthlete,
    view: athleteLines,
  }),
];

/**
 * Whether `record` is a stream set keyed by type (a known type's value an object with its
 * `data`), or a stream of one given as a list (a `type` and its `data`): only streams have
 * `data`.
 */
function isStreamBody(record: JsonObject): boolean {
  if (Object.hasOwn(record, 'type') && Object.hasOwn(record, 'data')) return true;
  return STREAM_TYPES.some((type) => {
    const stream = Object.hasOwn(record, type) ? record[type] : undefined;
    return isPlainObject(stream) && Object.hasOwn(stream, 'data');
  });
}

/** The kinds whose bodies can be lists, in the same order. */
const LIST_KINDS = BODY_KINDS.filter((kind) => kind.shapes.includes('list'));

/** Each description of `BODY_KINDS` once (a kind of one record and its list's kind share one), in their order. */
const DESCRIPTIONS = [...new Set(BODY_KINDS.map((kind) => kind.description))];

/** What `inspect` shows, for the help and the line answering a body it does not know: `a detailed activity, …, or a list of athletes (…)`. */
export const ACCEPTED_BODIES = `${DESCRIPTIONS.slice(0, -1).join(', ')}, or ${DESCRIPTIONS.at(-1) ?? ''}`;

/**
 * The kind of `body`, or null when it is none that `inspect` shows (an empty list has
 * none either). One record takes the first kind it matches, if that kind comes alone. A
 * list takes the kind its items match; items that match none are read as that kind too
 * (and their issues reported), but a list whose items match two kinds, or none, is of no
 * kind.
 */
export function bodyKindOf(body: unknown): BodyKind | null {
  if (Array.isArray(body)) return listKind(body);
  if (!isPlainObject(body)) return null;
  const kind = firstMatch(body, BODY_KINDS);
  return kind?.shapes.includes('one') === true ? kind : null;
}

function listKind(items: readonly unknown[]): BodyKind | null {
  let found: BodyKind | null = null;
  for (const item of items) {
    const kind = isPlainObject(item) ? firstMatch(item, LIST_KINDS) : null;
    if (kind === null || kind === found) continue;
    if (found !== null) return null;
    found = kind;
  }
  return found;
}

function firstMatch(record: JsonObject, kinds: readonly BodyKind[]): BodyKind | null {
  return kinds.find((kind) => kind.matches(record)) ?? null;
}
