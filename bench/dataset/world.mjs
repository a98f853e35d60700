// A data set: one athlete and everything the API says of them over a span of days, made
// from a seed. Bodies are made when asked for (an activity's samples from its own seed),
// so that a data set of years costs nothing until a page of it is read.

import { SEGMENT_EFFORT_IDS, activityFigures, activityZones, commentsOf, detailedActivity, kudosOf, lapsOf, photosOf, planActivities, recordingPlan, segmentEffortId, segmentEffortsOf, segmentPasses, summaryActivity } from './activities.mjs';
import { VIRTUAL_WORLD, athleteZones, clubActivities, clubAdmins, clubMembers, detailedClub, detailedGear, makeAthlete, makeClubs, makeGear, summaryClub, summaryGear } from './athlete.mjs';
import { SPACING, makeCourse } from './courses.mjs';
import { isoSeconds, pictureUrl } from './people.mjs';
import { Draw, random, seedOf } from './random.mjs';
import { recordActivity } from './recording.mjs';
import { routeBody, routeGpx, routeStreams, routeTcx } from './routes.mjs';
import { detailedSegment, explorerSegment, exploredBy, segmentStreams, starredSegment } from './segments.mjs';

/** The athlete's courses by family: lengths in meters and the relief of each family. */
const COURSES = {
  run: { lengths: [6100, 8400, 10_600, 14_200], relief: 22, type: 2, subType: 1, speed: 3 },
  ride: { lengths: [32_000, 47_500, 71_000], relief: 70, type: 1, subType: 1, speed: 7.5 },
  virtual: { lengths: [9_800, 17_300], relief: 35 },
  walk: { lengths: [4_300], relief: 8 },
  hike: { lengths: [13_600], relief: 260, type: 2, subType: 4, speed: 1.2 },
};

const SEGMENT_NAMES = [
  'Montée des Tilleuls', 'Côte du Château', 'Ligne droite du canal', 'Sprint du parc', 'Col de la Croix', 'Rampe de la gare',
  'Faux plat des vignes', 'Descente du moulin', 'Tour du lac', 'Mur de la chapelle', 'Quai des Brumes', 'Petit Ventoux',
  'Virage de la poste', 'Chemin des crêtes', 'Bosse du cimetière', 'Plat du stade', 'Raidard des chèvres', 'Pont neuf',
];
const ROUTE_NAMES = ['Boucle du matin', 'Tour des quais', 'Grand tour', 'Sortie longue du dimanche', 'Vignes et collines', 'Le grand col', 'Plateau', 'Crêtes'];

/** The day on which the API began giving route ids beyond 2^53. */
const BIG_ROUTE_IDS_SINCE = Date.UTC(2023, 5, 26) / 1000;

/** How many recordings a data set keeps at hand unless told otherwise: the last few asked for. */
const RECENT_RECORDINGS = 4;

/**
 * A data set of the API's bodies for one athlete, from `seed`, covering the local days
 * `from` to `until` (`YYYY-MM-DD`, both included). It keeps the `keepRecordings` activities
 * recorded last at hand (their samples, for their streams, laps and detail), 4 unless told.
 */
export function createDataset({ seed = 1, from = '2022-01-01', until = '2024-12-31', keepRecordings = RECENT_RECORDINGS } = {}) {
  return new Dataset(seed, from, until, keepRecordings);
}

/** What `createDataset` makes: every body by the call that answers it. */
class Dataset {
  #plans;
  #byId = new Map();
  #wholes = new Map();
  #recordings = new Map();
  #courses = new Map();
  #segments = [];
  #segmentsByCourse = new Map();
  #routes = [];
  #gearMeters = new Map();
  #efforts = new Map();

  #keepRecordings;

  constructor(seed, from, until, keepRecordings) {
    this.#keepRecordings = keepRecordings;
    this.seed = seed;
    this.from = from;
    this.until = until;
    this.athlete = makeAthlete(seed);
    this.gear = makeGear(seed);
    this.clubs = makeClubs(seed);
    // Each family's courses by their length alone, which is what planning needs: a course's
    // line is made when an activity on it is recorded, or its segments are asked for.
    this.courses = {};
    for (const [family, { lengths }] of Object.entries(COURSES)) {
      this.courses[family] = lengths.map((length) => ({ length: Math.round(length / SPACING) * SPACING }));
    }
    this.#plans = planActivities(this, from, until);
    for (const plan of this.#plans) this.#byId.set(String(plan.id), plan);
    for (const plan of this.#plans) {
      if (plan.gearId !== null) this.#gearMeters.set(plan.gearId, (this.#gearMeters.get(plan.gearId) ?? 0) + plan.distance);
    }
  }

  /** The segments and routes, made once, the first time one is asked for. */
  #segmentsAndRoutes() {
    if (this.#segments.length > 0) return;
    this.#makeSegments();
    this.#makeRoutes();
  }

  #makeSegments() {
    const draw = new Draw(random(seedOf(this.seed, 'segments')));
    let names = 0;
    for (const [family, courses] of Object.entries(this.courses)) {
      if (family === 'walk') continue;
      courses.forEach((_, i) => {
        const key = `${family}:${i}`;
        const course = this.course(key);
        const long = family === 'ride' || family === 'virtual';
        const climb = long ? draw.between(1500, 4000) : draw.between(500, 1200);
        const stretches = [[course.steepest(climb), climb]];
        for (let more = long ? 2 : 1; more > 0; more--) {
          const length = long ? draw.between(1200, 5000) : draw.between(400, 1500);
          stretches.push([draw.between(100, course.length - length - 100), length]);
        }
        const segments = stretches.map(([start, length]) => ({
          id: 1_400_000 + this.#segments.length * 1_337_011 + draw.integer(0, 1_000_000),
          name: SEGMENT_NAMES[names++ % SEGMENT_NAMES.length],
          course,
          courseKey: key,
          from: Math.round(start),
          to: Math.round(start + length),
          activityType: family === 'ride' || family === 'virtual' ? 'Ride' : 'Run',
          starred: draw.chance(0.4),
          hazardous: draw.chance(0.05),
          createdAt: Date.UTC(2012, 0, 1) / 1000 + draw.integer(0, 8 * 365) * 86_400,
          effortCount: draw.integer(200, 40_000),
          athleteCount: draw.integer(50, 9_000),
          starCount: draw.integer(0, 300),
          komSeconds: Math.round(length / (long ? draw.between(9, 12) : draw.between(4.8, 6))),
        }));
        segments.sort((a, b) => a.from - b.from);
        this.#segments.push(...segments);
        this.#segmentsByCourse.set(key, segments);
      });
    }
  }

  #makeRoutes() {
    const draw = new Draw(random(seedOf(this.seed, 'routes')));
    for (const family of ['run', 'ride', 'hike']) {
      this.courses[family].forEach((_, i) => {
        const course = this.course(`${family}:${i}`);
        const { type, subType, speed } = COURSES[family];
        const createdAt = Date.UTC(2019, 2, 1) / 1000 + draw.integer(0, 5 * 365) * 86_400 + draw.integer(0, 86_399);
        const order = this.#routes.length;
        this.#routes.push({
          id: createdAt >= BIG_ROUTE_IDS_SINCE ? 3_108_410_381_471_783_040n + BigInt(order) * 9_876_543_210n + BigInt(draw.integer(0, 999_999)) : 16_000_000 + order * 3_210_987 + draw.integer(0, 999_999),
          name: ROUTE_NAMES[order % ROUTE_NAMES.length],
          description: draw.chance(0.6) ? 'Au départ de la maison, sans feu rouge ou presque.' : '',
          course,
          type,
          subType,
          speed: speed * draw.between(0.9, 1.1),
          private: draw.chance(0.15),
          starred: draw.chance(0.3),
          createdAt,
          segments: this.#segmentsByCourse.get(`${family}:${i}`) ?? [],
        });
      });
    }
  }

  /** The course a key (`run:2`) names, made the first time it is asked for. */
  course(key) {
    let course = this.#courses.get(key);
    if (course === undefined) {
      const [family, index] = key.split(':');
      const home = family === 'virtual' ? VIRTUAL_WORLD : this.athlete.home;
      course = makeCourse(new Draw(random(seedOf(this.seed, 'course', family, Number(index)))), { home, length: COURSES[family].lengths[Number(index)], relief: COURSES[family].relief });
      this.#courses.set(key, course);
    }
    return course;
  }

  /** The segments on the course `key` names, in the order a loop meets them. */
  segmentsOn(key) {
    this.#segmentsAndRoutes();
    return this.#segmentsByCourse.get(key) ?? [];
  }

  /** The athlete's shoe or bike of this id, or null. */
  gearById(id) {
    return [...this.gear.shoes, ...this.gear.bikes].find((gear) => gear.id === id) ?? null;
  }

  /** Meters logged with a piece of gear: before the data set, and every activity of it since. */
  gearMeters(gear) {
    return gear.before + (this.#gearMeters.get(gear.id) ?? 0);
  }

  #plan(id) {
    return this.#byId.get(String(id)) ?? null;
  }

  /** The recording of an activity (null for a manual one), the last few kept at hand. */
  #recording(plan) {
    if (plan.manual) return null;
    const kept = this.#recordings.get(plan.id);
    if (kept !== undefined) return kept;
    const recording = recordActivity(recordingPlan(this, plan), new Draw(random(seedOf(plan.seed, 'recording'))));
    this.#recordings.set(plan.id, recording);
    if (this.#recordings.size > this.#keepRecordings) this.#recordings.delete(this.#recordings.keys().next().value);
    return recording;
  }

  /** What the activity's summary and detail say of it as a whole (kept for every activity once made). */
  #whole(plan) {
    let whole = this.#wholes.get(plan.id);
    if (whole === undefined) {
      whole = activityFigures(this, plan, this.#recording(plan));
      this.#wholes.set(plan.id, whole);
    }
    return whole;
  }

  /** The ids of every activity, oldest first (what a list holds, without making its bodies). */
  activityIds() {
    return this.#plans.map((plan) => plan.id);
  }

  /** Each activity's id, sport and start (epoch seconds), oldest first. */
  activityIndex() {
    return this.#plans.map(({ id, sport, start, manual, private: hidden }) => ({ id, sport, start, manual, private: hidden }));
  }

  /** `GET /athlete`: the athlete in detail, with their clubs and gear. */
  athleteBody() {
    const { athlete } = this;
    const measurement = athlete.measurement;
    return {
      id: athlete.id,
      username: athlete.username,
      resource_state: 3,
      firstname: athlete.firstname,
      lastname: athlete.lastname,
      bio: athlete.bio,
      city: athlete.city,
      state: athlete.state,
      country: athlete.country,
      sex: athlete.sex,
      premium: athlete.premium,
      summit: athlete.premium,
      created_at: isoSeconds(athlete.createdAt),
      updated_at: isoSeconds(athlete.updatedAt),
      badge_type_id: 1,
      weight: athlete.weight,
      profile_medium: pictureUrl('athletes', athlete.id, 'medium'),
      profile: pictureUrl('athletes', athlete.id, 'large'),
      friend: null,
      follower: null,
      blocked: false,
      can_follow: true,
      follower_count: 87,
      friend_count: 112,
      mutual_friend_count: 0,
      athlete_type: 1,
      date_preference: '%d/%m/%Y',
      measurement_preference: measurement,
      clubs: this.clubs.map((club) => summaryClub(club, athlete, true)),
      postable_clubs_count: this.clubs.length,
      ftp: athlete.ftp,
      bikes: this.gear.bikes.map((bike) => summaryGear(bike, this.gearMeters(bike), measurement)),
      shoes: this.gear.shoes.map((shoe) => summaryGear(shoe, this.gearMeters(shoe), measurement)),
    };
  }

  /** `GET /athlete/zones`. */
  athleteZones() {
    return athleteZones(this.athlete);
  }

  /** `GET /athletes/{id}/stats` as of the last day of the data set: recent (four weeks), this year's and all totals. */
  athleteStats() {
    const end = Date.UTC(...this.until.split('-').map((part, i) => Number(part) - (i === 1 ? 1 : 0))) / 1000 + 86_400;
    const yearStart = Date.UTC(Number(this.until.slice(0, 4)), 0, 1) / 1000;
    const totals = (sports, since, withAchievements) => {
      const total = { count: 0, distance: 0, moving_time: 0, elapsed_time: 0, elevation_gain: 0 };
      for (const plan of this.#plans) {
        if (!sports.includes(plan.sport) || plan.start < since || plan.start >= end) continue;
        const { figures } = this.#whole(plan);
        total.count += 1;
        total.distance += figures.distance ?? 0;
        total.moving_time += figures.moving_time;
        total.elapsed_time += figures.elapsed_time;
        total.elevation_gain += figures.total_elevation_gain ?? 0;
      }
      total.distance = Math.round(total.distance * 10) / 10;
      total.elevation_gain = Math.round(total.elevation_gain * 10) / 10;
      if (withAchievements) total.achievement_count = 0;
      return total;
    };
    const rides = ['Ride', 'VirtualRide'];
    let biggestRide = 0;
    let biggestClimb = 0;
    for (const plan of this.#plans) {
      if (!rides.includes(plan.sport)) continue;
      const { figures } = this.#whole(plan);
      biggestRide = Math.max(biggestRide, figures.distance ?? 0);
      biggestClimb = Math.max(biggestClimb, figures.total_elevation_gain ?? 0);
    }
    const stats = { biggest_ride_distance: biggestRide, biggest_climb_elevation_gain: biggestClimb };
    for (const [period, since, achievements] of [['recent', end - 28 * 86_400, true], ['ytd', yearStart, false], ['all', 0, false]]) {
      stats[`${period}_ride_totals`] = totals(rides, since, achievements);
      stats[`${period}_run_totals`] = totals(['Run'], since, achievements);
      stats[`${period}_swim_totals`] = totals(['Swim'], since, achievements);
    }
    return stats;
  }

  /** Every activity as the list gives it, oldest first. */
  summaries() {
    return this.#plans.map((plan) => summaryActivity(this, plan, this.#whole(plan)));
  }

  /**
   * `GET /athlete/activities` by the API's rule: with `after` (epoch seconds) alone, the
   * activities that started strictly after it, oldest first; otherwise (`before`, both, or
   * neither) newest first, each bound strict; then `page` (from 1) of `per_page` (30).
   */
  athleteActivities({ before = null, after = null, page = 1, per_page: perPage = 30 } = {}) {
    let plans = this.#plans.filter((plan) => (after === null || plan.start > after) && (before === null || plan.start < before));
    if (after === null || before !== null) plans = plans.toReversed();
    return plans.slice((page - 1) * perPage, page * perPage).map((plan) => summaryActivity(this, plan, this.#whole(plan)));
  }

  /** `GET /activities/{id}`, or null for an id the data set does not have. */
  activity(id) {
    const plan = this.#plan(id);
    return plan === null ? null : detailedActivity(this, plan, this.#whole(plan), this.#recording(plan));
  }

  /**
   * `GET /uploads/{id}` of the upload an activity was made from, long since processed:
   * ready, with its activity's id and external id; null for an id no activity of the data
   * set was uploaded as (a manual activity has none).
   */
  upload(id) {
    const plan = this.#plans.find((candidate) => candidate.uploadId !== null && String(candidate.uploadId) === String(id));
    if (plan === undefined) return null;
    return { id: plan.uploadId, id_str: String(plan.uploadId), external_id: plan.externalId, error: null, status: 'Your activity is ready.', activity_id: plan.id };
  }

  /** `GET /activities/{id}/laps`. */
  laps(id) {
    const plan = this.#plan(id);
    return plan === null ? null : lapsOf(this, plan, this.#recording(plan));
  }

  /** `GET /activities/{id}/streams` with every key and `key_by_type=true`: full resolution; null for an unknown or manual activity. */
  streams(id) {
    const plan = this.#plan(id);
    return plan === null ? null : (this.#recording(plan)?.streamSet() ?? null);
  }

  /**
   * The activity's samples as recorded (typed columns, NaN for null) with its known
   * auto-pauses and stops standing still; null for an unknown or manual activity.
   */
  recording(id) {
    const plan = this.#plan(id);
    return plan === null ? null : this.#recording(plan);
  }

  /** `GET /activities/{id}/zones`. */
  activityZones(id) {
    const plan = this.#plan(id);
    return plan === null ? null : activityZones(plan, this.#whole(plan));
  }

  /** `GET /activities/{id}/comments`, every comment, oldest first. */
  comments(id) {
    const plan = this.#plan(id);
    return plan === null ? null : commentsOf(this, plan);
  }

  /** `GET /activities/{id}/kudos`, every athlete. */
  kudos(id) {
    const plan = this.#plan(id);
    return plan === null ? null : kudosOf(this, plan);
  }

  /** `GET /activities/{id}/photos?size=…` (the longer side in pixels, 600 unless asked). */
  photos(id, size = 600) {
    const plan = this.#plan(id);
    return plan === null ? null : photosOf(this, plan, size);
  }

  /** `GET /gear/{id}`, or null. */
  gearDetail(id) {
    const gear = this.gearById(id);
    return gear === null ? null : detailedGear(gear, this.gearMeters(gear), this.athlete.measurement);
  }

  /** The athlete's efforts on a segment, oldest first, as the segment's pages summarise them. */
  #effortsOn(segment) {
    let efforts = this.#efforts.get(segment.id);
    if (efforts !== undefined) return efforts;
    efforts = [];
    for (const plan of this.#plans) {
      if (plan.courseKey !== segment.courseKey) continue;
      const recording = this.#recording(plan);
      segmentPasses(this, plan, recording).forEach((pass, order) => {
        if (pass.segment !== segment) return;
        const { time, distance } = recording.columns;
        efforts.push({
          id: segmentEffortId(plan, order),
          activityId: plan.id,
          elapsedTime: time[pass.end] - time[pass.start],
          distance: Math.round((distance[pass.end] - distance[pass.start]) * 10) / 10,
          startDate: isoSeconds(plan.start + time[pass.start]),
          startDateLocal: isoSeconds(plan.local + time[pass.start]),
          visibility: plan.private ? 'only_me' : 'everyone',
        });
      });
    }
    this.#efforts.set(segment.id, efforts);
    return efforts;
  }

  #segment(id) {
    this.#segmentsAndRoutes();
    return this.#segments.find((segment) => String(segment.id) === String(id)) ?? null;
  }

  /** Every segment of the data set: `{ id, name, activityType, starred }`. */
  segmentIndex() {
    this.#segmentsAndRoutes();
    return this.#segments.map(({ id, name, activityType, starred }) => ({ id, name, activityType, starred }));
  }

  /** `GET /segments/{id}`: the segment in detail with the athlete's figures on it, or null. */
  segment(id) {
    const segment = this.#segment(id);
    return segment === null ? null : detailedSegment(segment, this.athlete, this.#effortsOn(segment));
  }

  /** `GET /segments/{id}/streams`, or null. */
  segmentStreams(id) {
    const segment = this.#segment(id);
    return segment === null ? null : segmentStreams(segment);
  }

  /** `GET /segments/starred`: the athlete's starred segments. */
  starredSegments() {
    this.#segmentsAndRoutes();
    return this.#segments.filter((segment) => segment.starred).map((segment) => starredSegment(segment, this.athlete, this.#effortsOn(segment)));
  }

  /**
   * `GET /segments/explore`: `{ segments }`, the (at most 10) segments with both ends within
   * `bounds` (`[south, west, north, east]`), of `activityType` (`running`, `riding`) and
   * within the climb categories asked, when asked; most efforts first.
   */
  exploreSegments(query) {
    this.#segmentsAndRoutes();
    const found = this.#segments.filter((segment) => exploredBy(segment, query)).sort((a, b) => b.effortCount - a.effortCount);
    return { segments: found.slice(0, 10).map(explorerSegment) };
  }

  /**
   * `GET /segment_efforts?segment_id=…`: the athlete's efforts on a segment, as an
   * activity's detail has them, oldest first, those that started from `start_date_local`
   * to `end_date_local` (local times, both included) when given; null for an unknown
   * segment.
   */
  segmentEfforts(segmentId, { start_date_local: from = null, end_date_local: to = null } = {}) {
    const segment = this.#segment(segmentId);
    if (segment === null) return null;
    const after = from === null ? -Infinity : Date.parse(from);
    const before = to === null ? Infinity : Date.parse(to);
    const efforts = [];
    for (const plan of this.#plans) {
      if (plan.courseKey !== segment.courseKey) continue;
      const detail = segmentEffortsOf(this, plan, this.#recording(plan));
      efforts.push(...detail.filter((effort) => {
        const start = Date.parse(effort.start_date_local);
        return effort.segment.id === segment.id && start >= after && start <= before;
      }));
    }
    return efforts;
  }

  /** `GET /segment_efforts/{id}`, or null. */
  segmentEffort(id) {
    if (!/^\d+$/.test(String(id)) || BigInt(id) < SEGMENT_EFFORT_IDS) return null;
    const place = BigInt(id) - SEGMENT_EFFORT_IDS;
    const plan = this.#plans[Number(place / 1000n)];
    if (plan === undefined) return null;
    return segmentEffortsOf(this, plan, this.#recording(plan))[Number(place % 1000n)] ?? null;
  }

  /** `GET /athletes/{id}/routes`: the athlete's routes, newest first. */
  routes() {
    this.#segmentsAndRoutes();
    return this.#routes.toSorted((a, b) => b.createdAt - a.createdAt).map((route) => routeBody(route, this.athlete, this.athlete, false));
  }

  #route(id) {
    this.#segmentsAndRoutes();
    return this.#routes.find((route) => String(route.id) === String(id)) ?? null;
  }

  /** `GET /routes/{id}`, or null. */
  route(id) {
    const route = this.#route(id);
    return route === null ? null : routeBody(route, this.athlete, this.athlete, true);
  }

  /** `GET /routes/{id}/streams`, or null. */
  routeStreams(id) {
    const route = this.#route(id);
    return route === null ? null : routeStreams(route);
  }

  /** `GET /routes/{id}/export_gpx`: GPX text, or null. */
  routeGpx(id) {
    const route = this.#route(id);
    return route === null ? null : routeGpx(route);
  }

  /** `GET /routes/{id}/export_tcx`: TCX text, or null. */
  routeTcx(id) {
    const route = this.#route(id);
    return route === null ? null : routeTcx(route);
  }

  #club(id) {
    return this.clubs.find((club) => String(club.id) === String(id)) ?? null;
  }

  /** `GET /athlete/clubs`: the athlete's clubs, without their standing in them. */
  athleteClubs() {
    return this.clubs.map((club) => summaryClub(club, this.athlete, false));
  }

  /** `GET /clubs/{id}`, or null. */
  club(id) {
    const club = this.#club(id);
    return club === null ? null : detailedClub(club, this.athlete);
  }

  /** `GET /clubs/{id}/members`, or null. */
  clubMembers(id) {
    const club = this.#club(id);
    return club === null ? null : clubMembers(this.seed, club);
  }

  /** `GET /clubs/{id}/admins`, or null. */
  clubAdmins(id) {
    const club = this.#club(id);
    return club === null ? null : clubAdmins(this.seed, club);
  }

  /** `GET /clubs/{id}/activities`: the members' recent activities, newest first (60 of them), or null. */
  clubActivities(id) {
    const club = this.#club(id);
    return club === null ? null : clubActivities(this.seed, club, 60);
  }
}
