// The athlete's activities: which they do on which day (a weekly habit, rides indoors in
// winter), what the API says of each (the list's summary, the detail with its laps,
// splits, segment efforts and best efforts, the zones, comments, kudos and photos), all
// computed from the activity's recording by `apiFigures`, as the API computes its own.

import { apiFigures } from './api-figures.mjs';
import { instantOf, offsetSeconds, timeZoneLabel } from './clock.mjs';
import { encodePolyline } from './courses.mjs';
import { heartRateZones, powerZones, summaryGear } from './athlete.mjs';
import { PEOPLE, isoSeconds, person, summaryAthlete } from './people.mjs';
import { Draw, random, seedOf } from './random.mjs';
import { kindOf } from './recording.mjs';
import { summarySegment } from './segments.mjs';

const DAY = 86_400;
const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The athlete's week: what they may do each weekday (0 is Sunday), how likely, at what
 * local hour. Any day may also have a manual entry (yoga, weights) in the evening.
 */
const WEEK = [
  [{ kind: 'long-run', chance: 0.75, hour: 9 }, { kind: 'hike', chance: 0.12, hour: 13.5, summer: true }],
  [{ kind: 'swim', chance: 0.45, hour: 18.5 }],
  [{ kind: 'intervals', chance: 0.7, hour: 7 }],
  [{ kind: 'ride', chance: 0.55, hour: 18 }],
  [{ kind: 'run', chance: 0.75, hour: 7 }],
  [{ kind: 'walk', chance: 0.3, hour: 12.5 }, { kind: 'swim', chance: 0.2, hour: 19 }],
  [{ kind: 'long-ride', chance: 0.65, hour: 8.5 }],
];
const MANUAL_CHANCE = 0.06;

/** Standard distances of a run's best efforts: meters and the API's names. */
const BEST_EFFORTS = [
  [400, '400m'], [805, '1/2 mile'], [1000, '1k'], [1609, '1 mile'], [3219, '2 mile'], [5000, '5k'], [10000, '10k'],
  [15000, '15k'], [16093, '10 mile'], [20000, '20k'], [21097, 'Half-Marathon'], [30000, '30k'], [42195, 'Marathon'],
];

const COMMENTS = [
  'Bravo !', 'Quelle sortie 💪', 'Nice pace!', 'Belle régularité sur les tours.', 'Molto bene!', 'Genial 👏',
  'Tu étais où ? On t\'a attendu au café.', 'Strong finish 🔥', 'Les jambes ont tenu ?', '¡Qué ritmo!', 'Chapeau 🎩',
  'Next time I\'m coming with you', 'Superbe !', 'Allez allez allez 📣', 'Сильно!', 'すごい！',
];
const CAPTIONS = ['', '', 'La vue depuis le haut', 'Café stop ☕', 'Le groupe au départ', 'Sunset'];

/** Which sport a kind of outing is, its course family, and the name the API gives it. */
const KINDS = {
  'run': { sport: 'Run', courses: 'run' },
  'intervals': { sport: 'Run', courses: 'run' },
  'long-run': { sport: 'Run', courses: 'run' },
  'race': { sport: 'Run', courses: 'run' },
  'ride': { sport: 'Ride', courses: 'ride' },
  'long-ride': { sport: 'Ride', courses: 'ride' },
  'virtual-ride': { sport: 'VirtualRide', courses: 'virtual' },
  'swim': { sport: 'Swim', courses: null },
  'walk': { sport: 'Walk', courses: 'walk' },
  'hike': { sport: 'Hike', courses: 'hike' },
  'manual': { sport: null, courses: null },
};

/** The part of the day a local hour falls in, as the API names an activity after it. */
function partOfDay(hour) {
  if (hour < 11) return 'Morning';
  if (hour < 14) return 'Lunch';
  if (hour < 17) return 'Afternoon';
  if (hour < 21) return 'Evening';
  return 'Night';
}

/** `YYYY-MM-DD` as epoch seconds at midnight UTC. */
function daySeconds(date) {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / 1000;
}

/**
 * Every activity of the data set from `from` to `until` (both `YYYY-MM-DD`, local days),
 * oldest first: what it is and everything drawn for it, but not its samples (recorded on
 * demand from its own seed). Ids grow with the start, as the API's do.
 */
export function planActivities(world, from, until) {
  const plans = [];
  const { athlete } = world;
  const southern = athlete.home.latitude < 0;
  for (let day = daySeconds(from); day <= daySeconds(until); day += DAY) {
    const date = new Date(day * 1000);
    const month = date.getUTCMonth();
    const winter = southern ? month >= 5 && month <= 7 : month === 11 || month <= 1;
    const summer = southern ? month === 11 || month <= 2 : month >= 5 && month <= 8;
    const draw = new Draw(random(seedOf(world.seed, 'day', day)));
    const outings = WEEK[date.getUTCDay()].filter((slot) => draw.chance(slot.chance) && (slot.summer !== true || summer));
    if (draw.chance(MANUAL_CHANCE)) outings.push({ kind: 'manual', hour: 19.75 });
    for (const outing of outings) {
      let kind = outing.kind;
      if (winter && (kind === 'ride' || kind === 'long-ride')) kind = 'virtual-ride';
      if (kind === 'long-run' && draw.chance(0.06)) kind = 'race';
      const local = day + Math.round((outing.hour + draw.between(-0.5, 0.75)) * 3600);
      plans.push(planActivity(world, kind, local, { month, winter, summer }, draw));
    }
  }
  plans.sort((a, b) => a.start - b.start);
  plans.forEach((plan, index) => {
    const draw = new Draw(random(plan.seed));
    plan.index = index;
    plan.id = 8_200_000_000 + index * 7_919 + draw.integer(0, 4_000);
    plan.uploadId = plan.manual ? null : 8_700_000_000 + index * 8_111 + draw.integer(0, 4_000);
    plan.externalId = plan.manual ? null : plan.sport === 'VirtualRide' ? `zwift-activity-${plan.uploadId}.fit` : `garmin_ping_${plan.uploadId * 31 + 7}`;
  });
  return plans;
}

/** One outing of `kind` starting at `local` (wall-clock epoch seconds): everything drawn for it. */
function planActivity(world, kind, local, season, dayDraw) {
  const { athlete, gear, courses } = world;
  const seed = seedOf(world.seed, 'activity', local);
  const draw = new Draw(random(seed));
  const start = instantOf(athlete.timeZone, local);
  const hour = (local % DAY) / 3600;
  const family = KINDS[kind].courses;
  const courseIndex = family === null ? null : pickCourse(kind, courses[family].length, draw);
  const course = courseIndex === null ? null : courses[family][courseIndex];
  const sport = kind === 'manual' ? draw.pick(['Yoga', 'WeightTraining']) : KINDS[kind].sport;
  const plan = {
    seed, kind, sport, start, local,
    utcOffset: offsetSeconds(athlete.timeZone, start),
    timezone: timeZoneLabel(athlete.timeZone, start),
    courseKey: course === null ? null : `${family}:${courseIndex}`,
    manual: kind === 'manual',
    trainer: kind === 'virtual-ride',
    commute: kind === 'ride' && dayDraw.chance(0.15),
    private: draw.chance(0.05),
    followersOnly: draw.chance(0.05),
    workoutType: null,
    name: `${partOfDay(hour)} ${sport === 'VirtualRide' ? 'Ride' : sport}`,
    description: null,
    gearId: null,
    deviceName: 'Garmin Forerunner 965',
    perceivedExertion: null,
    temperature: Math.round(12 - (athlete.home.latitude < 0 ? -1 : 1) * 9 * Math.cos((2 * Math.PI * (season.month + 0.5)) / 12) + draw.between(-4, 4)),
    sensors: { heartrate: draw.chance(0.93), power: false, cadence: true, temperature: true },
    autoPause: true,
    stopEvery: 1800,
    kudos: draw.integer(0, 14),
    comments: draw.chance(0.35) ? draw.integer(1, 6) : 0,
    photos: draw.chance(0.2) ? draw.integer(1, 4) : 0,
  };
  const liveShoes = gear.shoes.filter((shoe) => !shoe.retired || start < daySeconds('2023-01-01'));
  switch (kind) {
    case 'run':
    case 'intervals':
    case 'long-run':
    case 'race': {
      const loops = kind === 'long-run' && course.length < 12_000 ? 2 : 1;
      plan.distance = course.length * loops;
      plan.speed = athlete.runSpeed * { run: draw.between(0.9, 1), intervals: 0.95, 'long-run': draw.between(0.88, 0.95), race: draw.between(1.1, 1.16) }[kind];
      plan.workoutType = { run: 0, intervals: 3, 'long-run': 2, race: 1 }[kind];
      plan.gearId = (kind === 'race' || kind === 'intervals' ? liveShoes[0] : draw.pick(liveShoes)).id;
      if (kind === 'intervals') {
        plan.intervals = { warmup: 2000, rep: 800, recovery: 400 };
        plan.name = `Fractionné ${Math.floor((plan.distance - 3000) / 1200)}×800 m`;
        plan.description = 'Récupération 400 m trottinée entre les répétitions.';
      }
      if (kind === 'long-run') plan.name = draw.chance(0.5) ? 'Sortie longue' : plan.name;
      if (kind === 'race') {
        plan.name = `Course des Quais ${Math.round(plan.distance / 1000)} km 🏅`;
        plan.description = 'Départ rapide, fin difficile.\r\nMerci aux bénévoles !';
        plan.perceivedExertion = draw.integer(8, 10);
        plan.autoPause = false;
        plan.stopEvery = Infinity;
        plan.kudos += 12;
      }
      break;
    }
    case 'ride':
    case 'long-ride': {
      const bike = draw.chance(0.7) ? gear.bikes[0] : gear.bikes[1];
      plan.distance = course.length;
      plan.intensity = kind === 'ride' ? draw.between(0.62, 0.72) : draw.between(0.58, 0.66);
      plan.gearId = bike.id;
      plan.sensors.power = bike.powerMeter;
      plan.stopEvery = kind === 'ride' ? 6000 : 12_000;
      plan.deviceName = 'Garmin Edge 840';
      plan.workoutType = 10;
      if (plan.commute) plan.name = 'Vélotaf';
      break;
    }
    case 'virtual-ride': {
      plan.distance = course.length * draw.integer(1, 2);
      plan.intensity = draw.between(0.68, 0.8);
      plan.gearId = gear.bikes[0].id;
      plan.sensors = { heartrate: true, power: true, cadence: true, temperature: false };
      plan.autoPause = false;
      plan.stopEvery = Infinity;
      plan.deviceName = 'Zwift';
      plan.workoutType = 10;
      plan.name = `Zwift - ${['Volcano Circuit', 'Tempus Fugit', 'Watopia Flat', 'Sand and Sequoias'][courseIndex % 4]} in Watopia`;
      break;
    }
    case 'swim': {
      const sets = [];
      const total = draw.integer(80, 128);
      for (let lengths = 0; lengths < total;) {
        const set = Math.min(total - lengths, draw.pick([4, 8, 8, 12, 16, 20]));
        sets.push(set);
        lengths += set;
      }
      plan.pool = 25;
      plan.sets = sets;
      plan.distance = total * 25;
      plan.speed = draw.between(0.95, 1.15);
      plan.sensors.temperature = false;
      plan.autoPause = false;
      plan.stopEvery = Infinity;
      break;
    }
    case 'walk':
      plan.distance = course.length;
      plan.speed = draw.between(1.3, 1.5);
      plan.autoPause = false;
      plan.stopEvery = 900;
      break;
    case 'hike':
      plan.distance = course.length;
      plan.speed = draw.between(1.15, 1.35);
      plan.stopEvery = 2500;
      plan.name = 'Randonnée en crête';
      break;
    default:
      plan.distance = 0;
      plan.duration = draw.pick([1800, 2700, 3600, 4500]);
      plan.sensors = { heartrate: false, power: false, cadence: false, temperature: false };
      plan.deviceName = null;
      plan.name = plan.sport === 'Yoga' ? 'Yoga du soir' : 'Renforcement';
      plan.kudos = draw.integer(0, 3);
      plan.photos = 0;
  }
  return plan;
}

/** Which of `count` courses an outing takes: long outings the longer ones. */
function pickCourse(kind, count, draw) {
  if (kind === 'long-run' || kind === 'long-ride' || kind === 'race') return count - 1 - draw.integer(0, Math.min(1, count - 1));
  return draw.integer(0, Math.max(0, count - 2));
}

/** The recording plan `recordActivity` takes, from an activity's plan. */
export function recordingPlan(world, plan) {
  const { athlete } = world;
  return {
    sport: plan.sport,
    distance: plan.distance,
    speed: plan.speed,
    intensity: plan.intensity,
    course: plan.courseKey === null ? null : world.course(plan.courseKey),
    pool: plan.pool,
    sets: plan.sets,
    athlete,
    sensors: plan.sensors,
    autoPause: plan.autoPause,
    stopEvery: plan.stopEvery,
    temperature: plan.temperature,
    intervals: plan.intervals,
  };
}

/** The activity's `visibility`. */
function visibilityOf(plan) {
  if (plan.private) return 'only_me';
  return plan.followersOnly ? 'followers_only' : 'everyone';
}

/**
 * What an activity's list item and detail say of it as a whole: `apiFigures` of its every
 * sample, with its ends, line, temperature and effort; for a manual activity, what the
 * athlete typed.
 */
export function activityFigures(world, plan, recording) {
  if (recording === null) {
    return {
      figures: { elapsed_time: plan.duration, moving_time: plan.duration, distance: 0, average_speed: 0, max_speed: 0, total_elevation_gain: 0 },
      start: null, end: null, line: [], averageTemp: null, zones: null, sufferScore: null,
    };
  }
  const last = recording.length - 1;
  const { latitude, longitude, temp } = recording.columns;
  const line = [];
  let start = null;
  let end = null;
  for (let i = 0; i <= last; i++) {
    if (Number.isNaN(latitude[i])) continue;
    end = [latitude[i], longitude[i]];
    if (start === null || i % 10 === 0) line.push(end);
    start ??= end;
  }
  if (end !== null && line.at(-1) !== end) line.push(end);
  let tempSum = 0;
  for (let i = 0; i <= last; i++) tempSum += temp[i];
  const zones = zoneTimes(world, recording);
  return {
    figures: apiFigures(recording.samples, 0, last),
    start,
    end,
    line,
    averageTemp: plan.sensors.temperature ? Math.round(tempSum / recording.length) : null,
    zones,
    sufferScore: zones.heartrate === null ? null : Math.round(zones.heartrate.reduce((sum, { time }, i) => sum + (time / 60) * [0.25, 0.6, 1.1, 1.8, 2.6][i], 0)),
  };
}

/** Pace zones on foot as the API writes them: speeds in m/s with every decimal, the top one open. */
function paceZones(athlete) {
  const edges = [0.75, 0.87, 0.97, 1.07].map((share) => athlete.runSpeed * share);
  return [0, ...edges].map((min, i) => ({ min, max: edges[i] ?? -1 }));
}

/**
 * Seconds in each heart-rate, power and pace zone of the athlete: each sample weighs the step to
 * the next when that step is moving (the rule of `apiFigures`).
 */
function zoneTimes(world, recording) {
  const { time, moving, heartrate, watts } = recording.columns;
  const tally = (edges, column) => {
    const times = edges.map(() => 0);
    for (let i = 0; i + 1 < recording.length; i++) {
      const step = time[i + 1] - time[i];
      if (moving[i + 1] !== 1 || step > 3 || Number.isNaN(column[i])) continue;
      let zone = edges.length - 1;
      while (zone > 0 && column[i] < edges[zone].min) zone--;
      times[zone] += step;
    }
    return edges.map(({ min, max }, i) => ({ max, min, time: times[i] }));
  };
  return {
    heartrate: recording.types.includes('heartrate') ? tally(heartRateZones(world.athlete), heartrate) : null,
    power: recording.types.includes('watts') ? tally(powerZones(world.athlete), watts) : null,
    pace: recording.types.includes('velocity_smooth') && kindOf(recording.sport) === 'foot' ? tally(paceZones(world.athlete), recording.columns.velocity_smooth) : null,
  };
}

/** The activity as an item of `GET /athlete/activities` (`SummaryActivity`, resource_state 2). */
export function summaryActivity(world, plan, whole) {
  const { figures } = whole;
  const ride = kindOf(plan.sport) === 'ride';
  const body = {
    resource_state: 2,
    athlete: { id: world.athlete.id, resource_state: 1 },
    name: plan.name,
    distance: figures.distance,
    moving_time: figures.moving_time,
    elapsed_time: figures.elapsed_time,
    total_elevation_gain: figures.total_elevation_gain ?? 0,
    type: plan.sport,
    sport_type: plan.sport,
    workout_type: plan.workoutType,
    id: plan.id,
    start_date: isoSeconds(plan.start),
    start_date_local: isoSeconds(plan.local),
    timezone: plan.timezone,
    utc_offset: plan.utcOffset,
    location_city: null,
    location_state: null,
    location_country: plan.manual ? null : world.athlete.country,
    achievement_count: 0,
    kudos_count: plan.kudos,
    comment_count: plan.comments,
    athlete_count: plan.kind === 'race' ? 412 : 1,
    photo_count: 0,
    map: { id: `a${plan.id}`, summary_polyline: whole.line.length === 0 ? '' : encodePolyline(whole.line.filter((_, i) => i % 5 === 0)), resource_state: 2 },
    trainer: plan.trainer,
    commute: plan.commute,
    manual: plan.manual,
    private: plan.private,
    visibility: visibilityOf(plan),
    flagged: false,
    gear_id: plan.gearId,
    start_latlng: whole.start ?? [],
    end_latlng: whole.end ?? [],
    average_speed: figures.average_speed,
    max_speed: figures.max_speed,
  };
  if (!plan.manual) body.average_cadence = figures.average_cadence;
  if (whole.averageTemp !== null) body.average_temp = whole.averageTemp;
  if (ride) {
    body.average_watts = figures.average_watts;
    body.max_watts = figures.max_watts;
    body.weighted_average_watts = figures.weighted_average_watts;
    body.device_watts = plan.sensors.power;
    body.kilojoules = figures.kilojoules;
  }
  body.has_heartrate = plan.sensors.heartrate;
  if (plan.sensors.heartrate) {
    body.average_heartrate = figures.average_heartrate;
    body.max_heartrate = figures.max_heartrate;
  }
  body.heartrate_opt_out = false;
  body.display_hide_heartrate_option = plan.sensors.heartrate;
  if (figures.elev_high !== undefined && figures.elev_high !== null) {
    body.elev_high = figures.elev_high;
    body.elev_low = figures.elev_low;
  }
  body.upload_id = plan.uploadId;
  body.upload_id_str = plan.uploadId === null ? null : String(plan.uploadId);
  body.external_id = plan.externalId;
  body.from_accepted_tag = false;
  body.pr_count = 0;
  body.total_photo_count = plan.photos;
  body.has_kudoed = false;
  if (whole.sufferScore !== null) body.suffer_score = whole.sufferScore;
  return body;
}

/** The windows `[start, end]` (both included) that follow one another, cut where `distance` passes each multiple of `every` meters. */
function windowsEvery(recording, every, shareEnds) {
  const { distance } = recording.columns;
  const last = recording.length - 1;
  const ends = [];
  let next = every;
  for (let i = 0; i <= last; i++) {
    if (distance[i] >= next) {
      ends.push(i);
      while (distance[i] >= next) next += every;
    }
  }
  if (ends.at(-1) !== last) ends.push(last);
  return windowsFrom(ends, shareEnds);
}

/** Windows ending at `ends`: each starts at the sample after the one before ends, or (`shareEnds`) at it. */
function windowsFrom(ends, shareEnds) {
  const windows = [];
  let start = 0;
  for (const end of ends) {
    if (end > start) windows.push([start, end]);
    start = shareEnds ? end : end + 1;
  }
  return windows;
}

/** Meters of one auto-lap: a kilometer or a mile on foot, ten kilometers or five miles on a bike. */
function lapMeters(world, plan) {
  const feet = world.athlete.measurement === 'feet';
  if (kindOf(plan.sport) === 'ride') return plan.sport === 'VirtualRide' ? world.course(plan.courseKey).length : feet ? 8046.72 : 10_000;
  if (plan.sport === 'Walk' || plan.sport === 'Hike') return Infinity;
  return feet ? 1609.344 : 1000;
}

/** The windows of the activity's laps: its auto-laps, or for a pool each length. */
export function lapWindows(world, plan, recording) {
  if (plan.pool !== undefined) {
    const ends = [...recording.lengths];
    if (ends.at(-1) !== recording.length - 1) ends.push(recording.length - 1);
    return windowsFrom(ends, false);
  }
  return windowsEvery(recording, lapMeters(world, plan), false);
}

/** The seconds since the start at sample `index`, as an instant and a wall-clock time. */
function datesAt(plan, recording, index) {
  const offset = recording.columns.time[index];
  return { start_date: isoSeconds(plan.start + offset), start_date_local: isoSeconds(plan.local + offset) };
}

/** The athlete's pace zone (1 to 5) for a speed on foot. */
function paceZone(world, speed) {
  const share = speed / world.athlete.runSpeed;
  return share < 0.78 ? 1 : share < 0.9 ? 2 : share < 1 ? 3 : share < 1.08 ? 4 : 5;
}

/** The activity's laps, as `GET /activities/{id}/laps` and a detail's `laps` give them. */
export function lapsOf(world, plan, recording) {
  if (recording === null) return [];
  const ride = kindOf(plan.sport) === 'ride';
  const foot = kindOf(plan.sport) === 'foot';
  return lapWindows(world, plan, recording).map(([start, end], i) => {
    const figures = apiFigures(recording.samples, start, end);
    const lap = {
      id: 28_000_000_000 + plan.index * 512 + i,
      resource_state: 2,
      name: `Lap ${i + 1}`,
      activity: { id: plan.id, visibility: visibilityOf(plan), resource_state: 1 },
      athlete: { id: world.athlete.id, resource_state: 1 },
      elapsed_time: figures.elapsed_time,
      moving_time: figures.moving_time,
      ...datesAt(plan, recording, start),
      distance: figures.distance,
      average_speed: figures.average_speed,
      max_speed: figures.max_speed,
      lap_index: i + 1,
      split: i + 1,
      start_index: start,
      end_index: end,
      total_elevation_gain: figures.total_elevation_gain ?? 0,
    };
    if (plan.sensors.cadence) lap.average_cadence = figures.average_cadence;
    lap.device_watts = plan.sensors.power;
    if (ride && plan.sensors.power) lap.average_watts = figures.average_watts;
    if (plan.sensors.heartrate) {
      lap.average_heartrate = figures.average_heartrate;
      lap.max_heartrate = figures.max_heartrate;
    }
    if (foot && plan.sport === 'Run' && figures.average_speed !== null) lap.pace_zone = paceZone(world, figures.average_speed);
    return lap;
  });
}

/** A run's, walk's or hike's splits every `every` meters (`splits_metric`, `splits_standard`). */
function splitsOf(world, plan, recording, every) {
  return windowsEvery(recording, every, true).map(([start, end], i) => {
    const figures = apiFigures(recording.samples, start, end);
    const { altitude, grade_smooth: grade } = recording.columns;
    let gradeSum = 0;
    for (let j = start; j <= end; j++) gradeSum += grade[j];
    const speed = figures.average_speed ?? 0;
    return {
      distance: figures.distance,
      elapsed_time: figures.elapsed_time,
      elevation_difference: round(altitude[end] - altitude[start], 1),
      moving_time: figures.moving_time,
      split: i + 1,
      average_speed: round(speed, 2),
      average_grade_adjusted_speed: round(speed * (1 + (0.035 * gradeSum) / (end - start + 1)), 2),
      average_heartrate: figures.average_heartrate,
      pace_zone: paceZone(world, speed),
    };
  });
}

/** An effort in an activity (a segment effort or a best effort) over samples `start` to `end`. */
function effortBody(world, plan, recording, id, name, start, end) {
  const figures = apiFigures(recording.samples, start, end);
  return {
    id,
    resource_state: 2,
    name,
    activity: { id: plan.id, visibility: visibilityOf(plan), resource_state: 1 },
    athlete: { id: world.athlete.id, resource_state: 1 },
    elapsed_time: figures.elapsed_time,
    moving_time: figures.moving_time,
    ...datesAt(plan, recording, start),
    distance: figures.distance,
    start_index: start,
    end_index: end,
    figures,
  };
}

/** The first sample at or past `meters`, from `from` on; -1 where the activity ends before. */
function sampleAt(distance, meters, from) {
  for (let i = from; i < distance.length; i++) if (distance[i] >= meters) return i;
  return -1;
}

/**
 * The activity's efforts on the segments of its course, in the order it rode or ran them
 * (each time round the loop): `{ segment, start, end }`.
 */
export function segmentPasses(world, plan, recording) {
  if (plan.courseKey === null || recording === null) return [];
  const course = world.course(plan.courseKey);
  const { distance } = recording.columns;
  const passes = [];
  for (const segment of world.segmentsOn(plan.courseKey)) {
    for (let loop = 0; ; loop++) {
      const from = segment.from + loop * course.length;
      const start = sampleAt(distance, from, 0);
      const end = start < 0 ? -1 : sampleAt(distance, segment.to + loop * course.length, start);
      if (end < 0) break;
      passes.push({ segment, start, end });
    }
  }
  return passes.sort((a, b) => a.start - b.start);
}

/** The first segment effort id: beyond 2^53, as the API's are since 2020; JSON.parse rounds each such id. */
export const SEGMENT_EFFORT_IDS = 3_104_587_219_736_151_347n;

/** A segment effort's id: from its activity's place in the data set and its order in the activity. */
export function segmentEffortId(plan, order) {
  return SEGMENT_EFFORT_IDS + BigInt(plan.index) * 1000n + BigInt(order);
}

/** The activity's segment efforts (`segment_efforts` of its detail). */
export function segmentEffortsOf(world, plan, recording) {
  const ride = kindOf(plan.sport) === 'ride';
  return segmentPasses(world, plan, recording).map(({ segment, start, end }, order) => {
    const { figures, ...effort } = effortBody(world, plan, recording, segmentEffortId(plan, order), segment.name, start, end);
    if (plan.sensors.cadence) effort.average_cadence = figures.average_cadence;
    effort.device_watts = plan.sensors.power;
    if (ride && plan.sensors.power) effort.average_watts = figures.average_watts;
    if (plan.sensors.heartrate) {
      effort.average_heartrate = figures.average_heartrate;
      effort.max_heartrate = figures.max_heartrate;
    }
    return {
      ...effort,
      segment: summarySegment(segment, world.athlete),
      pr_rank: null,
      achievements: [],
      visibility: visibilityOf(plan),
      kom_rank: null,
      hidden: false,
    };
  });
}

/** A run's best efforts: for each standard distance it covers, its fastest stretch of samples. */
function bestEffortsOf(world, plan, recording) {
  if (plan.sport !== 'Run') return [];
  const { distance, time } = recording.columns;
  const efforts = [];
  BEST_EFFORTS.forEach(([meters, name], order) => {
    if (distance[recording.length - 1] - distance[0] < meters) return;
    let best = null;
    let start = 0;
    for (let end = 0; end < recording.length; end++) {
      if (distance[end] - distance[start] < meters) continue;
      while (distance[end] - distance[start + 1] >= meters) start++;
      const seconds = time[end] - time[start];
      if (best === null || seconds < best.seconds) best = { seconds, start, end };
    }
    const { figures: _figures, ...effort } = effortBody(world, plan, recording, 3_211_907_556_013_274_919n + BigInt(plan.index) * 100n + BigInt(order), name, best.start, best.end);
    efforts.push({ ...effort, distance: meters, pr_rank: null, achievements: [] });
  });
  return efforts;
}

/** The activity in detail, as `GET /activities/{id}` answers (`DetailedActivity`, resource_state 3). */
export function detailedActivity(world, plan, whole, recording) {
  const summary = summaryActivity(world, plan, whole);
  summary.resource_state = 3;
  summary.map = { id: `a${plan.id}`, polyline: encodePolyline(whole.line), summary_polyline: summary.map.summary_polyline, resource_state: 3 };
  const foot = kindOf(plan.sport) === 'foot';
  const kilometers = (whole.figures.distance ?? 0) / 1000;
  const calories = whole.figures.kilojoules ?? null;
  const body = {
    ...summary,
    description: plan.description,
    calories: round(calories !== null ? calories * 1.05 : plan.manual ? plan.duration / 12 : world.athlete.weight * kilometers * (foot ? 1.036 : 0.45), 1),
    perceived_exertion: plan.perceivedExertion,
    prefer_perceived_exertion: plan.perceivedExertion !== null,
    segment_efforts: recording === null ? [] : segmentEffortsOf(world, plan, recording),
  };
  if (foot && recording !== null) {
    body.splits_metric = splitsOf(world, plan, recording, 1000);
    body.splits_standard = splitsOf(world, plan, recording, 1609.344);
  }
  body.laps = lapsOf(world, plan, recording);
  if (plan.sport === 'Run') body.best_efforts = bestEffortsOf(world, plan, recording);
  const gear = plan.gearId === null ? null : world.gearById(plan.gearId);
  body.gear = gear === null ? null : summaryGear(gear, world.gearMeters(gear), world.athlete.measurement);
  body.photos = photosSummary(world, plan);
  body.stats_visibility = ['heart_rate', 'pace', 'power', 'speed', 'calories'].map((type) => ({ type, visibility: 'everyone' }));
  body.hide_from_home = false;
  body.device_name = plan.deviceName;
  body.embed_token = new Draw(random(seedOf(plan.seed, 'embed'))).hex(40);
  body.available_zones = recording === null ? [] : [
    ...(plan.sensors.heartrate ? ['heartrate'] : []), ...(plan.sensors.power ? ['power'] : []), ...(plan.sport === 'Run' ? ['pace'] : []),
  ];
  return body;
}

/** `GET /activities/{id}/zones`: time in each of the athlete's heart-rate, power and (on foot) pace zones. */
export function activityZones(plan, whole) {
  const zones = [];
  if (whole.zones !== null && whole.zones.heartrate !== null) {
    zones.push({ score: whole.sufferScore, distribution_buckets: whole.zones.heartrate, type: 'heartrate', resource_state: 3, sensor_based: true, points: Math.round(whole.sufferScore * 0.7), custom_zones: false });
  }
  if (whole.zones !== null && whole.zones.power !== null) {
    zones.push({ score: Math.round(whole.figures.kilojoules ?? 0), distribution_buckets: whole.zones.power, type: 'power', resource_state: 3, sensor_based: plan.sensors.power });
  }
  if (whole.zones !== null && whole.zones.pace !== null) {
    const fast = whole.zones.pace.slice(3).reduce((sum, bucket) => sum + bucket.time, 0);
    zones.push({ score: Math.round(fast / 60), distribution_buckets: whole.zones.pace, type: 'pace', resource_state: 3, sensor_based: true });
  }
  return zones;
}

/** When the activity's comments and photos came: epoch seconds, after it ended. */
function afterwards(plan, draw) {
  return plan.start + 6 * 3600 + draw.integer(0, 2 * DAY);
}

/** `GET /activities/{id}/comments`: oldest first, each with the cursor of the page after it. */
export function commentsOf(world, plan) {
  const draw = new Draw(random(seedOf(plan.seed, 'comments')));
  const comments = [];
  let created = afterwards(plan, draw);
  for (let i = 0; i < plan.comments; i++) {
    const id = 2_100_000_000 + plan.index * 40 + i;
    created += draw.integer(60, 7200);
    const cursor = btoa(JSON.stringify({ id, createdAt: created * 1000 })).replaceAll('=', '%3D');
    comments.push({
      id,
      activity_id: plan.id,
      post_id: null,
      resource_state: 2,
      text: draw.pick(COMMENTS),
      mentions_metadata: null,
      created_at: isoSeconds(created),
      cursor,
      athlete: summaryAthlete(person(world.seed, draw.integer(0, PEOPLE - 1)), 'trimmed'),
      reaction_count: draw.integer(0, 3),
      has_reacted: false,
    });
  }
  return comments;
}

/** `GET /activities/{id}/kudos`: the athletes who gave kudos, trimmed as the API trims them. */
export function kudosOf(world, plan) {
  const draw = new Draw(random(seedOf(plan.seed, 'kudos')));
  const givers = new Set();
  while (givers.size < Math.min(plan.kudos, PEOPLE)) givers.add(draw.integer(0, PEOPLE - 1));
  return [...givers].map((index) => summaryAthlete(person(world.seed, index), 'trimmed'));
}

/** The activity's photos: when and where each was taken, its URL and size. */
function photoList(world, plan) {
  const draw = new Draw(random(seedOf(plan.seed, 'photos')));
  const course = plan.courseKey === null ? null : world.course(plan.courseKey);
  return Array.from({ length: plan.photos }, (_, i) => {
    const taken = plan.start + draw.integer(60, 3000);
    const along = draw.between(0, plan.distance);
    const portrait = draw.chance(0.3);
    return {
      uniqueId: draw.uuid(),
      taken,
      uploaded: afterwards(plan, draw),
      caption: draw.pick(CAPTIONS),
      location: course === null ? null : [round(course.latitude(along), 6), round(course.longitude(along), 6)],
      size: portrait ? [1536, 2048] : [2048, 1536],
      primary: i === 0,
    };
  });
}

/** `https://photos.example.com/…`, never a real service's. */
function photoUrl(photo, size) {
  const [width, height] = photo.size.map((side) => Math.round((side * size) / 2048));
  return { url: `https://photos.example.com/${photo.uniqueId.toLowerCase()}-${width}x${height}.jpg`, width, height };
}

/** `GET /activities/{id}/photos?size=…`: the photos with a URL of the size asked (the longer side, pixels). */
export function photosOf(world, plan, size) {
  const localShift = plan.local - plan.start;
  return photoList(world, plan).map((photo) => {
    const { url, width, height } = photoUrl(photo, size);
    return {
      unique_id: photo.uniqueId,
      athlete_id: world.athlete.id,
      activity_id: plan.id,
      activity_name: plan.name,
      post_id: null,
      resource_state: 2,
      caption: photo.caption,
      type: 1,
      source: 1,
      status: 3,
      uploaded_at: isoSeconds(photo.uploaded),
      created_at: isoSeconds(photo.taken),
      created_at_local: isoSeconds(photo.taken + localShift),
      urls: { [String(size)]: url },
      placeholder_image: null,
      sizes: { [String(size)]: [width, height] },
      default_photo: photo.primary,
      cursor: null,
      location: photo.location,
    };
  });
}

/** A detail's `photos`: the count and the primary photo. */
function photosSummary(world, plan) {
  const [primary] = photoList(world, plan);
  if (primary === undefined) return { primary: null, count: 0 };
  return {
    primary: { unique_id: primary.uniqueId, urls: { 600: photoUrl(primary, 600).url, 100: photoUrl(primary, 100).url }, source: 1, media_type: 1 },
    use_primary_photo: true,
    count: plan.photos,
  };
}
