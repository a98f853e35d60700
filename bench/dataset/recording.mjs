// One activity as a device records it, a sample a second: where the athlete is along their
// course, how fast, how hard their heart works (lagging the effort), their power and
// cadence, the temperature, and whether they move. What real recordings hold is here too:
// stops standing still (recording on, `moving: false` at 1 s steps), auto-pauses (a gap in
// `time` of 20 to 1,500 s with no sample inside, the first sample after it `moving: true`),
// a step of 2 or 3 s now and then (never 4 to 19 s), and sensor drop-outs (nulls).

import { LONGEST_RECORDING_STEP } from './api-figures.mjs';

/** Rounded to a tenth, a thousandth, a millionth: as the API writes distances, speeds, positions. */
const tenth = (value) => Math.round(value * 10) / 10;
const thousandth = (value) => Math.round(value * 1000) / 1000;
const millionth = (value) => Math.round(value * 1e6) / 1e6;

/** The shortest and longest auto-pause, in seconds. */
export const PAUSE_SECONDS = { shortest: 20, longest: 1500 };

/** Speed (m/s) below which the device flags a step as not moving, by kind of sport. */
const STANDING_SPEED = { foot: 0.4, ride: 1, swim: 0.2 };

/** Meters per second squared. */
const GRAVITY = 9.81;
/** A rider on a road bike: drag area (m²), rolling resistance, air density (kg/m³), drivetrain efficiency. */
const RIDER = { dragArea: 0.32, rolling: 0.005, air: 1.2, drivetrain: 0.976 };

/** The stream types in the order the generator writes them, each present where the activity has the sensor. */
export const STREAM_TYPES = ['time', 'distance', 'latlng', 'altitude', 'velocity_smooth', 'heartrate', 'cadence', 'watts', 'temp', 'moving', 'grade_smooth'];

/** Which kind of movement a sport is. */
export function kindOf(sport) {
  if (sport === 'Ride' || sport === 'VirtualRide') return 'ride';
  if (sport === 'Swim') return 'swim';
  return 'foot';
}

/**
 * The speed (m/s) a rider holds with `watts` on `grade` (a fraction), weighing `mass` kg
 * with the bike: Newton's method on the balance of power and resistance, from `guess`
 * (the speed a second before, a few steps from the answer).
 */
function rideSpeed(watts, grade, mass, guess) {
  const drag = 0.5 * RIDER.air * RIDER.dragArea;
  const resistance = mass * GRAVITY * (grade + RIDER.rolling);
  const power = watts * RIDER.drivetrain;
  if (power <= 0) return resistance < 0 ? Math.sqrt(-resistance / drag) : 0;
  let speed = Math.max(guess, 3);
  for (let i = 0; i < 5; i++) {
    const squared = speed * speed;
    const f = drag * squared * speed + resistance * speed - power;
    const slope = 3 * drag * squared + resistance;
    speed = Math.max(0.5, speed - f / Math.max(slope, 1));
  }
  return speed;
}

/** An auto-pause on a ride or a hike: mostly a minute or two, now and then a break at a café or for lunch. */
function longPause(draw) {
  return draw.chance(0.2) ? draw.integer(300, PAUSE_SECONDS.longest) : draw.integer(PAUSE_SECONDS.shortest, 150);
}

/** Typed columns that grow as samples come: NaN for a null, 1 and 0 for `moving`. */
class Columns {
  constructor(capacity) {
    this.length = 0;
    this.capacity = capacity;
    this.time = new Float64Array(capacity);
    this.distance = new Float64Array(capacity);
    this.latitude = new Float64Array(capacity);
    this.longitude = new Float64Array(capacity);
    this.altitude = new Float64Array(capacity);
    this.velocity_smooth = new Float64Array(capacity);
    this.heartrate = new Float64Array(capacity);
    this.cadence = new Float64Array(capacity);
    this.watts = new Float64Array(capacity);
    this.temp = new Float64Array(capacity);
    this.moving = new Uint8Array(capacity);
    this.grade_smooth = new Float64Array(capacity);
  }

  /** Room for one more sample. */
  grow() {
    if (this.length < this.capacity) return;
    this.capacity *= 2;
    for (const key of ['time', 'distance', 'latitude', 'longitude', 'altitude', 'velocity_smooth', 'heartrate', 'cadence', 'watts', 'temp', 'moving', 'grade_smooth']) {
      const wider = new this[key].constructor(this.capacity);
      wider.set(this[key]);
      this[key] = wider;
    }
  }

  /** The columns cut to the samples recorded. */
  trimmed() {
    const cut = {};
    for (const key of ['time', 'distance', 'latitude', 'longitude', 'altitude', 'velocity_smooth', 'heartrate', 'cadence', 'watts', 'temp', 'moving', 'grade_smooth']) cut[key] = this[key].subarray(0, this.length);
    return cut;
  }
}

/**
 * Records the activity `plan` describes, drawing every chance from `draw`:
 * - `sport` (`Run`, `Walk`, `Hike`, `Ride`, `VirtualRide`, `Swim`), `distance` (meters to
 *   cover), `speed` (m/s the athlete holds on the flat; for rides, `intensity`, the share of
 *   the athlete's FTP they ride at);
 * - `course` (a `Course` to follow from its start, round and round) or null, and for a pool
 *   `pool` (the length of a pool, meters) and `sets` (lengths to swim before each rest);
 * - `athlete`: `{ restingHeartrate, thresholdHeartrate, maxHeartrate, ftp, weight }`;
 * - `sensors`: `{ heartrate, power, cadence, temperature }` (booleans), `autoPause`,
 *   `stopEvery` (mean meters between stops; Infinity for none), `temperature` (°C),
 *   `intervals` (`{ warmup, rep, recovery }` meters: a run of repeats), or none.
 *
 * Returns a `Recording`: the samples in typed columns, rounded as the API writes them.
 */
export function recordActivity(plan, draw) {
  return new Recorder(plan, draw).record();
}

/**
 * The state of a recording as it goes, in fields rather than in variables that closures
 * share: V8 boxes a changing number held in a closure's context anew at each change, and a
 * recording changes a dozen a sample (the boxes took half its time, in garbage collection).
 */
class Recorder {
  constructor(plan, draw) {
    this.plan = plan;
    this.draw = draw;
    this.kind = kindOf(plan.sport);
    this.athlete = plan.athlete;
    this.course = plan.course;
    this.threshold = STANDING_SPEED[this.kind];
    this.mass = plan.athlete.weight + 9;
    this.columns = new Columns(Math.ceil(plan.distance / (this.kind === 'ride' ? 6 : 0.9 * plan.speed)) + 600);
    this.lengths = [];
    this.time = 0;
    this.meters = 0;
    this.speed = this.kind === 'swim' ? 0.6 * plan.speed : 0.5 * (plan.speed ?? 5);
    this.heart = plan.athlete.restingHeartrate + 25;
    this.noise = 0;
    this.watts = 0;
    this.grade = 0;
    this.coasting = false;
    this.mode = 'moving';
    this.stop = null;
    this.stoodFor = 0;
    this.nextStop = plan.stopEvery === Infinity ? Infinity : 400 + plan.stopEvery * draw.between(0.3, 1.7);
    this.heartDropOut = 0;
    this.positionDropOut = draw.integer(1, 3);
    this.powerDropOut = 0;
    this.set = 0;
    this.setEnds = plan.pool === undefined ? Infinity : plan.pool * plan.sets[0];
    this.nextLength = plan.pool ?? Infinity;
    this.altitudeOffset = draw.between(-3, 3);
    this.cosine = this.course === null ? 1 : Math.cos((this.course.latitude(0) * Math.PI) / 180);
  }

  /** The speed the athlete aims at where they are now, and (rides) the power they give for it. */
  aim() {
    const { plan, draw, grade } = this;
    if (this.kind === 'ride') {
      if (grade < -0.025 && (this.coasting || draw.chance(0.02))) this.coasting = !draw.chance(0.03);
      else this.coasting = false;
      const push = Math.min(1.3, plan.intensity * (1 + 0.06 * this.noise) * (1 + 2.5 * Math.max(0, grade)));
      this.watts = this.coasting ? 0 : this.athlete.ftp * push;
      return Math.min(rideSpeed(this.watts, grade, this.mass, this.speed), 17);
    }
    let factor = 1 + 0.04 * this.noise;
    if (this.kind === 'foot') factor *= grade > 0 ? Math.max(0.45, 1 - 3.5 * grade) : Math.min(1.12, 1 - grade);
    if (plan.intervals !== undefined && this.meters > plan.intervals.warmup) {
      const place = (this.meters - plan.intervals.warmup) % (plan.intervals.rep + plan.intervals.recovery);
      factor *= place < plan.intervals.rep ? 1.2 : 0.75;
    }
    return plan.speed * factor;
  }

  /** How hard the heart is asked to work for the effort now: a share of the way from resting to threshold. */
  effort() {
    if (this.mode !== 'moving') return 0.15;
    if (this.kind === 'ride') return 0.35 + 0.65 * (this.watts / this.athlete.ftp);
    if (this.kind === 'swim') return (this.speed / this.plan.speed) * 0.85;
    return (this.speed / this.athlete.runSpeed) * 0.92 * (1 + 4 * Math.max(0, this.grade));
  }

  /** Records a sample of where things stand, `moving` as the device flags the step that ends here. */
  push(moving) {
    const { columns, course, draw, kind, athlete } = this;
    columns.grow();
    const i = columns.length++;
    columns.time[i] = this.time;
    columns.distance[i] = tenth(this.meters);
    columns.velocity_smooth[i] = thousandth(this.speed);
    columns.moving[i] = moving ? 1 : 0;
    if (course !== null) {
      const latitude = course.latitude(this.meters) + (1.2 * draw.noise()) / 111_320;
      const longitude = course.longitude(this.meters) + (1.2 * draw.noise()) / (111_320 * this.cosine);
      columns.latitude[i] = this.positionDropOut > 0 ? Number.NaN : millionth(latitude);
      columns.longitude[i] = this.positionDropOut > 0 ? Number.NaN : millionth(longitude);
      columns.altitude[i] = tenth(course.altitude(this.meters) + this.altitudeOffset);
      columns.grade_smooth[i] = tenth(this.grade * 100);
    }
    const beats = Math.round(this.heart + 0.6 * draw.noise() + (3 * this.time) / 3600);
    columns.heartrate[i] = this.heartDropOut > 0 ? Number.NaN : Math.min(athlete.maxHeartrate, beats);
    const stepping = this.mode === 'moving' && moving;
    let turns = 0;
    if (kind === 'ride') turns = this.watts > 0 && stepping ? Math.round(86 + 3 * draw.noise()) : 0;
    else if (kind === 'swim') turns = stepping ? Math.round(30 + draw.noise()) : 0;
    else if (stepping) turns = Math.round((this.plan.sport === 'Run' ? 80 : 54) + 6 * (this.speed / this.plan.speed - 1) + draw.noise());
    columns.cadence[i] = this.powerDropOut > 0 && kind === 'ride' ? Number.NaN : turns;
    columns.watts[i] = this.powerDropOut > 0 ? Number.NaN : Math.max(0, Math.round(stepping ? this.watts * (1 + 0.04 * draw.noise()) : 0));
    columns.temp[i] = Math.round(this.plan.temperature + 1.5 * Math.sin(this.time / 2400));
    if (this.heartDropOut > 0) this.heartDropOut--;
    else if (draw.chance(1 / 2500)) this.heartDropOut = draw.integer(5, 45);
    if (this.positionDropOut > 0) this.positionDropOut--;
    else if (course !== null && draw.chance(1 / 4000)) this.positionDropOut = draw.integer(4, 25);
    if (this.powerDropOut > 0) this.powerDropOut--;
    else if (kind === 'ride' && draw.chance(1 / 5000)) this.powerDropOut = draw.integer(3, 15);
  }

  /** The watch pauses: no sample until the athlete moves off again, whose first is flagged moving. */
  pause() {
    const { athlete } = this;
    const seconds = this.stop.seconds;
    this.time += seconds;
    this.heart = athlete.restingHeartrate + 20 + (this.heart - athlete.restingHeartrate - 20) * Math.exp(-seconds / 60);
    this.speed = 0.5 * this.aim();
    this.mode = 'moving';
    this.push(true);
  }

  /** The stop that begins here: the rest after a pool's set, or one on the road (standing, or paused where the watch pauses). */
  beginStop() {
    const { plan, draw } = this;
    this.mode = 'stopping';
    if (this.meters >= this.setEnds) {
      this.stop = { kind: 'stand', seconds: draw.integer(15, 60) };
      this.set += 1;
      this.setEnds = this.set < plan.sets.length ? this.setEnds + plan.pool * plan.sets[this.set] : Infinity;
      return;
    }
    const longPauses = this.kind !== 'foot' || plan.sport === 'Hike';
    this.stop = plan.autoPause && draw.chance(0.55)
      ? { kind: 'pause', seconds: longPauses ? longPause(draw) : draw.integer(PAUSE_SECONDS.shortest, 120) }
      : { kind: 'stand', seconds: draw.integer(5, 75) };
    this.nextStop = this.meters + plan.stopEvery * draw.between(0.3, 1.7);
  }

  /** One step of a second (now and then two or three) and the sample at its end. */
  step() {
    const { draw, kind } = this;
    const step = draw.chance(0.004) ? draw.integer(2, LONGEST_RECORDING_STEP) : 1;
    this.time += step;
    this.meters += this.speed * step;
    this.noise += -this.noise * (step / 60) + Math.sqrt((2 * step) / 60) * draw.noise();
    const moving = this.speed >= this.threshold;
    if (this.mode === 'moving') {
      const target = this.aim();
      this.speed += (target - this.speed) * (1 - Math.exp(-step / (kind === 'ride' ? 8 : 4)));
      if (this.meters >= this.nextStop || this.meters >= this.setEnds) this.beginStop();
    } else if (this.mode === 'stopping') {
      this.speed *= 0.4 ** step;
      this.watts = 0;
      if (this.speed < 0.3 || kind === 'swim') {
        this.speed = 0;
        this.mode = 'standing';
        this.stoodFor = 0;
      }
    } else {
      this.stoodFor += step;
      if (this.stop.kind === 'stand' && this.stoodFor >= this.stop.seconds) {
        this.mode = 'moving';
        this.speed = 2 * this.threshold;
      }
    }
    const { athlete } = this;
    const goal = athlete.restingHeartrate + (athlete.thresholdHeartrate - athlete.restingHeartrate) * this.effort();
    this.heart += (goal - this.heart) * (1 - Math.exp(-step / (goal > this.heart ? 30 : 45)));
    this.push(moving);
    while (this.meters >= this.nextLength) {
      this.lengths.push(this.columns.length - 1);
      this.nextLength += this.plan.pool;
    }
  }

  /** Records until the athlete has covered the plan's distance. */
  record() {
    this.push(false);
    while (this.meters < this.plan.distance) {
      this.grade = this.course === null ? 0 : this.course.grade(this.meters);
      if (this.mode === 'standing' && this.stop.kind === 'pause' && this.stoodFor >= 2) this.pause();
      else this.step();
    }
    return new Recording(this.columns.trimmed(), this.plan, this.course !== null, this.lengths);
  }
}

/**
 * The samples of one activity, in typed columns (NaN for a null), with what they say about
 * where the athlete stopped, and the stream set they make.
 */
export class Recording {
  constructor(columns, plan, positioned, lengths) {
    /** Samples by stream type (`latlng` as `latitude` and `longitude`). */
    this.columns = columns;
    /** How many samples. */
    this.length = columns.time.length;
    /** For a pool: the index at which each length ends. */
    this.lengths = lengths;
    /** The sport recorded. */
    this.sport = plan.sport;
    const { sensors } = plan;
    /** The stream types the activity's sensors give. */
    this.types = STREAM_TYPES.filter((type) => ({
      time: true, distance: true, latlng: positioned, altitude: positioned, velocity_smooth: true,
      heartrate: sensors.heartrate, cadence: sensors.cadence, watts: sensors.power, temp: sensors.temperature,
      moving: true, grade_smooth: positioned,
    })[type]);
  }

  /** The columns of the types the activity has, by type, for `apiFigures`. */
  get samples() {
    const samples = {};
    for (const type of this.types) if (type !== 'latlng') samples[type] = this.columns[type];
    return samples;
  }

  /**
   * The auto-pauses: `{ index, seconds }` for the first sample after each gap in `time`
   * longer than a recording step, and the gap's seconds.
   */
  get pauses() {
    const { time } = this.columns;
    const pauses = [];
    for (let i = 1; i < time.length; i++) if (time[i] - time[i - 1] > LONGEST_RECORDING_STEP) pauses.push({ index: i, seconds: time[i] - time[i - 1] });
    return pauses;
  }

  /** The stretches standing still: `{ from, to }`, the indexes of each run of `moving: false` samples after the first sample. */
  get standing() {
    const { moving } = this.columns;
    const standing = [];
    for (let i = 1; i < moving.length; i++) {
      if (moving[i] === 1) continue;
      const last = standing.at(-1);
      if (last !== undefined && last.to === i - 1) last.to = i;
      else standing.push({ from: i, to: i });
    }
    return standing;
  }

  /**
   * The stream set as the API answers `GET /activities/{id}/streams` with every key and
   * `key_by_type=true`: the activity's types, full resolution, null where a sensor dropped out.
   */
  streamSet() {
    const size = this.length;
    const { columns } = this;
    const set = {};
    for (const type of this.types) {
      let data;
      if (type === 'latlng') {
        data = new Array(size);
        for (let i = 0; i < size; i++) data[i] = Number.isNaN(columns.latitude[i]) ? null : [columns.latitude[i], columns.longitude[i]];
      } else if (type === 'moving') {
        data = Array.from(columns.moving, (flag) => flag === 1);
      } else {
        data = Array.from(columns[type], (sample) => (Number.isNaN(sample) ? null : sample));
      }
      set[type] = { data, series_type: 'distance', original_size: size, resolution: 'high' };
    }
    return set;
  }
}
