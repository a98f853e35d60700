import { isPlainObject, type JsonObject } from '../parse/plain-object.js';
import { ActivityComment } from '../records/activity-comment.js';
import { ActivityPhoto } from '../records/activity-photo.js';
import { ActivityStats } from '../records/activity-stats.js';
import { ActivityZone } from '../records/activity-zone.js';
import { DetailedActivity } from '../records/detailed-activity.js';
import { DetailedAthlete } from '../records/detailed-athlete.js';
import { Lap } from '../records/lap.js';
import { SegmentEffort } from '../records/segment-effort.js';
import { SummaryActivity } from '../records/summary-activity.js';
import { SummaryAthlete } from '../records/summary-athlete.js';
import { StreamSet } from '../streams/stream-set.js';
import { STREAM_TYPES } from '../streams/stream-types.js';
import { hasAnyKey, recordKind, recordListKind, wholeBodyKind, type BodyKind } from './body-kind-rows.js';
import { activityListLines } from './views/activities.js';
import { detailedActivityLines } from './views/activity.js';
import { athleteProfileLines } from './views/athlete-profile.js';
import { athleteLines } from './views/athletes.js';
import { commentLines } from './views/comments.js';
import { effortLines } from './views/efforts.js';
import { lapLines } from './views/laps.js';
import { photoLines } from './views/photos.js';
import { statsLines } from './views/stats.js';
import { streamSetLines } from './views/streams.js';
import { zoneLines } from './views/zones.js';

/**
 * Keys only activities have among the bodies `inspect` knows: not `type` (zones, photos
 * and stream items have one), `sport_type` (clubs), `map` and `athlete_count` (segments),
 * or the figures laps and efforts share. A club's list, which trims its activities to a
 * few fields, still gives `workout_type`.
 */
const ACTIVITY_KEYS = [
  'workout_type', 'external_id', 'upload_id', 'timezone', 'utc_offset', 'kudos_count', 'comment_count',
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
    view: (efforts, options) => effortLines('Segment efforts', efforts, options),
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
    description: 'a list of athletes (an activity\'s kudos, followers, friends, club members)',
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

/** What `inspect` shows, for the help and the line answering a body it does not know: `a detailed activity, …, or an athlete's stats`. */
export const ACCEPTED_BODIES = `${BODY_KINDS.slice(0, -1).map((kind) => kind.description).join(', ')}, or ${BODY_KINDS.at(-1)?.description ?? ''}`;

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
