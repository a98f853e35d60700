// npm run bench (after bench/hostile.mjs): stream bodies, a 4-hour ride and a 24-hour ultra
// (streams-dataset.mjs), through StreamSet.parseJSON and StreamSet.parse against
// JSON.parse of the same text, zod 4 and valibot; MetaActivity#streams() over a client that
// answers with the text (as the HTTP client does) against parseJSON alone, and with the
// decoded body; retained memory per point; the peak
// memory of reading the ultra; windows; figures() against one hand-written pass at each
// window length from 30 points to the whole ride; the power curve of a 6-hour ride against
// JSON.parse of its text. Run with
// --expose-gc, on the build. Same method as run.mjs: every task once per round, in a new
// seeded shuffled order each round, min, median and max over the rounds, ratios between
// medians taken in this one process; here a task's run lasts at least MIN_RUN_MS (see timed),
// in CPU time (process.cpuUsage), which other processes on a shared machine disturb less
// than wall time (rounds.mjs says how much less).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as v from 'valibot';
import { random, shuffled } from './dataset.mjs';
import { valibotStreams, zodStreams } from './schemas.mjs';
import { spreadOf } from './spread.mjs';
import { generateStreams } from './streams-dataset.mjs';
import { printTable } from './table.mjs';

// BENCH_DIST=/path/to/dist runs it on another build, to compare builds in separate processes.
const dist = process.env.BENCH_DIST === undefined ? new URL('../dist/', import.meta.url) : pathToFileURL(`${resolve(process.env.BENCH_DIST)}/`);
const { MetaActivity, StreamSet, decodeJSON } = await import(new URL('index.js', dist).href);

const RIDE_POINTS = 14_400;
const ULTRA_POINTS = 86_400;
/** A 6-hour ride at 1 Hz, for the power curve. */
const SIX_HOURS = 21_600;
/** The window lengths figures() is timed at, from the shortest lap to the whole ride. */
const WINDOW_LENGTHS = [30, 100, 1_000, 3_600, RIDE_POINTS];
/** The durations of the power curve: a common set, from a sprint to the whole ride. */
const CURVE_DURATIONS = [1, 5, 10, 15, 20, 30, 60, 120, 180, 300, 600, 1_200, 1_800, 3_600, 5_400, 7_200, 10_800, 14_400, 21_600];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 21);
const WARMUP_ROUNDS = 5;
const ORDER_SEED = 2_500;
/** Windows made, and figures computed, per timed run: one is too short to time. */
const WINDOWS_PER_RUN = 10_000;
const FIGURES_PER_RUN = 20;
const ROLLING_SECONDS = 30;
/** How long one timed run of a task lasts at least, in ms: short tasks are called several times in a run. */
const MIN_RUN_MS = 10;

if (process.argv[2] === '--peak') {
  peakChild(process.argv[3], process.argv[4], process.argv[5]);
  process.exit(0);
}
if (typeof globalThis.gc !== 'function') {
  console.error('Run with node --expose-gc (npm run bench does).');
  process.exit(2);
}

const bodies = {
  ride: { points: RIDE_POINTS, text: JSON.stringify(generateStreams(RIDE_POINTS)) },
  ultra: { points: ULTRA_POINTS, text: JSON.stringify(generateStreams(ULTRA_POINTS)) },
};
/** The ride with sensor drop-outs (runs of nulls in heart rate, cadence, power and temperature): read and kept, not the accessors'. */
const droppedRide = { points: RIDE_POINTS, text: JSON.stringify(generateStreams(RIDE_POINTS, { dropouts: true })) };
for (const body of Object.values(bodies)) {
  body.decoded = JSON.parse(body.text);
  // Bound to clients that answer at once, one with the text (as the HTTP client answers
  // streams()), one with the decoded body: what remains is the accessor's own cost.
  body.textActivity = MetaActivity.parse({ id: 1 }, { client: { getActivityStreams: () => body.text } });
  body.decodedActivity = MetaActivity.parse({ id: 1 }, { client: { getActivityStreams: () => body.decoded } });
}
const rideStreams = StreamSet.parseJSON(bodies.ride.text);
const ultraStreams = StreamSet.parseJSON(bodies.ultra.text);
const oneSample = { start_index: 7_200, end_index: 7_200 };
const wholeRide = { start_index: 0, end_index: RIDE_POINTS - 1 };
const wholeUltra = { start_index: 0, end_index: ULTRA_POINTS - 1 };
// Each window starts 1,000 points in (the whole ride from 0), so that its samples are the ride's own.
const figureWindows = WINDOW_LENGTHS.map((length) => {
  const first = length === RIDE_POINTS ? 0 : 1_000;
  const window = rideStreams.window({ start_index: first, end_index: first + length - 1 });
  return { length, window, samples: samplesOf(window) };
});
const sixHours = { text: JSON.stringify(generateStreams(SIX_HOURS)) };
sixHours.streams = StreamSet.parseJSON(sixHours.text);

const tasks = [];
for (const [name, body] of Object.entries(bodies)) {
  tasks.push(
    { name: `${name}: JSON.parse(text)`, run: () => JSON.parse(body.text) },
    { name: `${name}: StreamSet.parseJSON(text)`, run: () => StreamSet.parseJSON(body.text) },
    { name: `${name}: StreamSet.parse(decoded)`, run: () => StreamSet.parse(body.decoded) },
    { name: `${name}: StreamSet.parse(decodeJSON(text))`, run: () => StreamSet.parse(decodeJSON(body.text)) },
    { name: `${name}: zod 4 parse(decoded)`, run: () => zodStreams.parse(body.decoded) },
    { name: `${name}: valibot parse(decoded)`, run: () => v.parse(valibotStreams, body.decoded) },
    { name: `${name}: streams(), text answer`, runAsync: () => body.textActivity.streams({ refresh: true }) },
    { name: `${name}: streams(), decoded answer`, runAsync: () => body.decodedActivity.streams({ refresh: true }) },
  );
}
tasks.push(
  { name: 'ride with drop-outs: JSON.parse(text)', run: () => JSON.parse(droppedRide.text) },
  { name: 'ride with drop-outs: StreamSet.parseJSON(text)', run: () => StreamSet.parseJSON(droppedRide.text) },
  { name: `ride: ${WINDOWS_PER_RUN} windows of 1 sample`, run: () => windows(rideStreams, oneSample) },
  { name: `ride: ${WINDOWS_PER_RUN} windows of the whole ride`, run: () => windows(rideStreams, wholeRide) },
  { name: `ultra: ${WINDOWS_PER_RUN} windows of the whole ultra`, run: () => windows(ultraStreams, wholeUltra) },
  { name: 'six hours: JSON.parse(text)', run: () => JSON.parse(sixHours.text) },
  { name: `six hours: powerCurve() of ${CURVE_DURATIONS.length} durations`, run: () => sixHours.streams.powerCurve(CURVE_DURATIONS) },
);
for (const { length, window, samples } of figureWindows) {
  tasks.push(
    { name: `ride: ${FIGURES_PER_RUN} x figures() of ${length} points`, run: () => repeat(() => window.figures()) },
    { name: `ride: ${FIGURES_PER_RUN} x one hand-written pass of ${length} points`, run: () => repeat(() => handFigures(samples)) },
  );
}

await checkSameData();

const samples = new Map(tasks.map((task) => [task.name, []]));
/** CPU time per call of each run (see `timed`): what the figures' and the power curve's targets compare. */
const cpuSamples = new Map(tasks.map((task) => [task.name, []]));
const nextRandom = random(ORDER_SEED);
for (const task of tasks) task.calls = 1;
for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
  for (const task of shuffled(tasks, nextRandom)) {
    const cpuStart = process.cpuUsage();
    const perCall = task.runAsync === undefined ? timed(task) : await timedAsync(task);
    const cpu = process.cpuUsage(cpuStart);
    if (round >= WARMUP_ROUNDS) samples.get(task.name).push(perCall);
    if (round >= WARMUP_ROUNDS) cpuSamples.get(task.name).push((cpu.user + cpu.system) / 1000 / task.calls);
    // Through the warm-up, each task learns how many calls make a run last MIN_RUN_MS.
    if (round < WARMUP_ROUNDS) task.calls = Math.max(1, Math.round(MIN_RUN_MS / perCall));
  }
}

const spread = (name) => spreadOf(samples.get(name));
const median = (name) => spread(name).median;
const cpuMedian = (name) => spreadOf(cpuSamples.get(name)).median;

console.log(`\nactivity-records stream benchmark: a 4-hour ride (${RIDE_POINTS} points, ${(bodies.ride.text.length / 1e6).toFixed(2)} MB) and a ` +
  `24-hour ultra (${ULTRA_POINTS} points, ${(bodies.ultra.text.length / 1e6).toFixed(2)} MB), 11 streams each, ${ROUNDS} rounds in ` +
  `shuffled order after ${WARMUP_ROUNDS} warm-up; Node ${process.version}\n`);
printTable(['task', 'calls a run', 'min ms', 'median ms', 'max ms', 'ratio'], tasks.map((task) => {
  const { min, median: ms, max } = spread(task.name);
  const reference = referenceOf(task.name);
  return [task.name, task.calls, min.toFixed(3), ms.toFixed(3), max.toFixed(3), reference === undefined ? '' : `${(ms / median(reference)).toFixed(2)}x`];
}));
console.log('\n(ms per call; ratio: median against the median of JSON.parse of the same text; windows against one-sample windows; figures against the hand-written pass of as many points; the power curve against JSON.parse of the six hours\' text)\n');

const ratio = (name, reference) => median(name) / median(reference);
const endToEnd = (name, body) => (median(`${body}: JSON.parse(text)`) + median(name)) / median(`${body}: JSON.parse(text)`);
const memory = retainedPerPoint();
const peaks = peakMemory();
const targets = [];
for (const body of ['ride', 'ultra', 'ride with drop-outs']) {
  const parseJSON = ratio(`${body}: StreamSet.parseJSON(text)`, `${body}: JSON.parse(text)`);
  targets.push([`${body}: parseJSON vs JSON.parse`, `${parseJSON.toFixed(2)}x`, '<= 0.60x', parseJSON <= 0.6]);
  if (!(body in bodies)) continue;
  const parse = ratio(`${body}: StreamSet.parse(decoded)`, `${body}: JSON.parse(text)`);
  const accessor = ratio(`${body}: streams(), text answer`, `${body}: StreamSet.parseJSON(text)`);
  targets.push(
    [`${body}: streams() of text vs parseJSON alone`, `${accessor.toFixed(2)}x`, '~1x (<= 1.10x)', accessor <= 1.1],
    [`${body}: parse(decoded) vs JSON.parse`, `${parse.toFixed(2)}x`, '<= 0.15x', parse <= 0.15],
    [`${body}: JSON.parse + zod 4 vs JSON.parse`, `${endToEnd(`${body}: zod 4 parse(decoded)`, body).toFixed(2)}x`, '(peer)', true],
    [`${body}: JSON.parse + valibot vs JSON.parse`, `${endToEnd(`${body}: valibot parse(decoded)`, body).toFixed(2)}x`, '(peer)', true],
  );
}
const windowRatio = ratio(`ultra: ${WINDOWS_PER_RUN} windows of the whole ultra`, `ride: ${WINDOWS_PER_RUN} windows of 1 sample`);
// The figures' and the power curve's targets are ratios of CPU time: runs of 10 ms among
// other processes on two cores (load 12) lost more to waiting for a core than they took, and
// the ratio of wall-time medians of one pair of tasks went from 0.34x to 3.41x between runs.
const cpuRatio = (name, reference) => cpuMedian(name) / cpuMedian(reference);
const curveRatio = cpuRatio(`six hours: powerCurve() of ${CURVE_DURATIONS.length} durations`, 'six hours: JSON.parse(text)');
targets.push(
  ['retained bytes per point, 11 streams', `${memory.streams.toFixed(1)} B`, '<= 75 B', memory.streams <= 75],
  ['retained bytes per point, 11 streams with drop-outs', `${memory.dropouts.toFixed(1)} B`, '<= 75 B', memory.dropouts <= 75],
  ['peak memory reading the ultra, above its text', Number.isNaN(peaks.parseJSONWarm) ? 'not measured (Linux only)' : `${peaks.parseJSONWarm.toFixed(1)} MB`, '<= 15 MB', peaks.parseJSONWarm <= 15],
  ['window of the whole ultra vs of 1 sample of the ride', `${windowRatio.toFixed(2)}x`, '~1x (constant)', windowRatio <= 1.5],
  ...WINDOW_LENGTHS.map((length) => {
    const figuresRatio = cpuRatio(`ride: ${FIGURES_PER_RUN} x figures() of ${length} points`, `ride: ${FIGURES_PER_RUN} x one hand-written pass of ${length} points`);
    return [`figures() vs one hand-written pass of the same rule, ${length} points (CPU time)`, `${figuresRatio.toFixed(2)}x`, '<= 1.20x', figuresRatio <= 1.2];
  }),
  [`power curve (${CURVE_DURATIONS.length} durations) of a 6-hour 1 Hz ride vs JSON.parse of its text (CPU time)`, `${curveRatio.toFixed(2)}x`, '<= 10x', curveRatio <= 10],
);
printTable(['target', 'measured', 'goal', 'met'], targets.map(([name, value, goal, met]) => [name, value, goal, met ? 'yes' : 'NO']));
console.log(`\nretained per point: StreamSet ${memory.streams.toFixed(1)} B (with drop-outs ${memory.dropouts.toFixed(1)} B), decoded plain value ${memory.plain.toFixed(1)} B. ` +
  `Peak memory above the ultra's text (${(bodies.ultra.text.length / 1e6).toFixed(1)} MB), each in a fresh process: ` +
  `StreamSet.parseJSON ${peaks.parseJSONWarm.toFixed(1)} MB (${peaks.parseJSON.toFixed(1)} MB as the process's first read, the engine's compilation included), JSON.parse alone ` +
  `${peaks.jsonParse.toFixed(1)} MB, StreamSet.parse(JSON.parse(text)) ${peaks.parseDecoded.toFixed(1)} MB.`);

/** The reference each task's ratio is taken against. */
function referenceOf(name) {
  if (name.includes('windows')) return `ride: ${WINDOWS_PER_RUN} windows of 1 sample`;
  if (name.includes('figures') || name.includes('hand-written')) return `ride: ${FIGURES_PER_RUN} x one hand-written pass of ${name.match(/of (\d+) points/)?.[1]} points`;
  return `${name.split(':')[0]}: JSON.parse(text)`;
}

function windows(streams, record) {
  let window;
  for (let i = 0; i < WINDOWS_PER_RUN; i++) window = streams.window(record);
  return window;
}

function repeat(compute) {
  let result;
  for (let i = 0; i < FIGURES_PER_RUN; i++) result = compute();
  return result;
}

/** As `timed`, for a task that gives a promise: each call awaited before the next. */
async function timedAsync(task) {
  let result;
  const start = process.cpuUsage();
  for (let call = 0; call < task.calls; call++) result = await task.runAsync();
  const { user, system } = process.cpuUsage(start);
  const elapsed = (user + system) / 1000;
  if (result === undefined) throw new Error(`${task.name} gave nothing`);
  return elapsed / task.calls;
}

/**
 * One timed run of `task.calls` calls, in ms per call; results are dropped on return (see
 * run.mjs). A run lasts about MIN_RUN_MS whatever the task: timed alone, a call of half a
 * millisecond took a whole collection's pause when one fell in it (the garbage of the
 * tasks before it), where a run of JSON.parse that lasts ten times as long took the same
 * pause for a tenth of its time.
 */
function timed(task) {
  let result;
  const start = process.cpuUsage();
  for (let call = 0; call < task.calls; call++) result = task.run();
  const { user, system } = process.cpuUsage(start);
  const elapsed = (user + system) / 1000;
  if (result === undefined) throw new Error(`${task.name} returned nothing`);
  return elapsed / task.calls;
}

/** The window's samples as typed arrays, as a user would take them before a pass of their own. */
function samplesOf(window) {
  const typed = (stream) => stream.toTypedArray();
  return {
    time: typed(window.time), distance: typed(window.distance), altitude: typed(window.altitude), speed: typed(window.velocity_smooth),
    heartrate: typed(window.heartrate), cadence: typed(window.cadence), watts: typed(window.watts), moving: typed(window.moving),
  };
}

/**
 * The twelve figures in one pass over the window's samples (as typed arrays, NaN for
 * null), written by hand for a window that has all eight streams, by the same rule as
 * figures(): nulls skipped with their weight, each timed sample weighing the step to the
 * next where that step is moving (no pause of more than 10 s, its end sample flagged
 * moving), a cadence of 0 left out, power held second by second into the 30-second rolling
 * average. Every total in a local.
 */
function handFigures({ time, distance, altitude, speed, heartrate, cadence, watts, moving }) {
  const n = time.length;
  let heartCount = 0, heartSum = 0, heartMax = -Infinity, heartWeights = 0, heartWeighted = 0, heartPending = NaN;
  let turnsCount = 0, turnsSum = 0, turnsWeights = 0, turnsWeighted = 0, turnsPending = NaN;
  let powerCount = 0, powerSum = 0, powerMax = -Infinity, powerWeights = 0, powerWeighted = 0, powerPending = NaN;
  let paceCount = 0, paceSum = 0, paceMax = -Infinity, paceWeights = 0, paceWeighted = 0, pacePending = NaN;
  let first = NaN, last = NaN, moved = 0, gain = 0, height = NaN, from = NaN, to = NaN;
  const rolling = new Float64Array(ROLLING_SECONDS);
  let place = 0, filled = 0, rollingSum = 0, terms = 0, fourth = 0;
  for (let i = 0; i <= n; i++) {
    let held = NaN, seconds = 0;
    if (i === n) {
      held = powerPending;
      seconds = 1;
    } else {
      const h = heartrate[i], c = cadence[i] === 0 ? NaN : cadence[i], w = watts[i], v = speed[i], d = distance[i], a = altitude[i], t = time[i];
      if (h === h) { heartCount++; heartSum += h; if (h > heartMax) heartMax = h; }
      if (c === c) { turnsCount++; turnsSum += c; }
      if (w === w) { powerCount++; powerSum += w; if (w > powerMax) powerMax = w; }
      if (v === v) { paceCount++; paceSum += v; if (v > paceMax) paceMax = v; }
      if (d === d) { if (from !== from) from = d; to = d; }
      if (a === a) { if (a > height) gain += a - height; height = a; }
      if (t === t) {
        if (last === last) {
          const step = t > last ? t - last : 0;
          const weight = step <= 10 && moving[i] === 1 ? step : 0;
          if (heartPending === heartPending) { heartWeights += weight; heartWeighted += weight * heartPending; }
          if (turnsPending === turnsPending) { turnsWeights += weight; turnsWeighted += weight * turnsPending; }
          if (powerPending === powerPending) { powerWeights += weight; powerWeighted += weight * powerPending; }
          if (pacePending === pacePending) { paceWeights += weight; paceWeighted += weight * pacePending; }
          moved += weight;
          held = powerPending;
          seconds = step;
        } else {
          first = t;
        }
        last = t;
        heartPending = h;
        turnsPending = c;
        powerPending = w;
        pacePending = v;
      }
    }
    for (let second = 0; held === held && second < seconds; second++) {
      rollingSum += held - rolling[place];
      rolling[place] = held;
      place = place === ROLLING_SECONDS - 1 ? 0 : place + 1;
      if (filled < ROLLING_SECONDS) filled++;
      if (filled === ROLLING_SECONDS) {
        const average = rollingSum / ROLLING_SECONDS;
        fourth += average * average * average * average;
        terms++;
      }
    }
  }
  const mean = (count, sum, weights, weighted) => (count === 0 ? null : weights !== 0 ? weighted / weights : sum / count);
  return {
    elapsed_time: last - first, moving_time: moved, distance: to - from, total_elevation_gain: gain,
    average_heartrate: mean(heartCount, heartSum, heartWeights, heartWeighted), max_heartrate: heartMax,
    average_watts: mean(powerCount, powerSum, powerWeights, powerWeighted), max_watts: powerMax,
    average_cadence: mean(turnsCount, turnsSum, turnsWeights, turnsWeighted), average_speed: mean(paceCount, paceSum, paceWeights, paceWeighted),
    max_speed: paceMax, normalized_power: terms === 0 ? null : Math.sqrt(Math.sqrt(fourth / terms)),
  };
}

/** Every contender must accept the data, both routes and both accessor answers must agree, and figures() must match the hand-written pass. */
async function checkSameData() {
  for (const body of [...Object.values(bodies), droppedRide]) {
    const fast = JSON.stringify(StreamSet.parseJSON(body.text).toJSON());
    if (fast !== body.text || JSON.stringify(StreamSet.parse(JSON.parse(body.text)).toJSON()) !== body.text) throw new Error('a route lost data');
    if (body === droppedRide) continue;
    zodStreams.parse(body.decoded);
    v.parse(valibotStreams, body.decoded);
  }
  for (const body of Object.values(bodies)) {
    for (const activity of [body.textActivity, body.decodedActivity]) {
      if (JSON.stringify((await activity.streams({ refresh: true })).toJSON()) !== body.text) throw new Error('streams() lost data');
    }
  }
  for (const { length, window, samples } of figureWindows) {
    const ours = window.figures();
    const hand = handFigures(samples);
    for (const [name, value] of Object.entries(hand)) {
      const same = value === null ? ours[name] === null : Math.abs(ours[name] - value) <= 1e-9 * Math.max(1, Math.abs(value));
      if (!same) throw new Error(`figures() and the hand-written pass disagree on ${name} over ${length} points: ${ours[name]} and ${value}`);
    }
  }
}

function collect() {
  for (let i = 0; i < 3; i++) globalThis.gc();
}

/** Heap and array buffer bytes, which hold a stream set's samples. */
function used() {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/**
 * Bytes still in use per point of the ride (and of the ride with drop-outs) after building
 * it, the results kept and everything else collected: ten copies built and kept at once, so
 * that what else the heap gained or lost meanwhile (tens of kilobytes either way, 1 to 30 B a
 * point of one copy) counts a tenth; the median of three such builds. The samples' typed
 * arrays are exact (69.0 B a point of the ride with drop-outs in every run); the noise is
 * the heap's.
 */
function retainedPerPoint() {
  const COPIES = 10;
  const measure = (build) => {
    const perPoint = [];
    for (let run = 0; run < 3; run++) {
      collect();
      const before = used();
      let kept = Array.from({ length: COPIES }, build);
      collect();
      perPoint.push((used() - before) / (COPIES * RIDE_POINTS));
      if (kept.some((copy) => copy === undefined)) throw new Error('nothing kept');
      kept = undefined;
    }
    return spreadOf(perPoint).median;
  };
  return {
    streams: measure(() => StreamSet.parseJSON(bodies.ride.text)),
    dropouts: measure(() => StreamSet.parseJSON(droppedRide.text)),
    plain: measure(() => JSON.parse(bodies.ride.text)),
  };
}

/**
 * The highest resident memory of reading the ultra's text, above the memory in use once
 * the text is read, in MB: each route in a fresh process, which reads the text from a
 * file, collects, resets the kernel's high-water mark (Linux: /proc/self/clear_refs) and
 * reads it again after the route, its result kept. "Cold" is the process's first read
 * (the engine's compilation of the code included); "warm" follows twenty reads of a small
 * body.
 */
function peakMemory() {
  if (!existsSync('/proc/self/clear_refs')) return { parseJSON: Number.NaN, parseJSONWarm: Number.NaN, jsonParse: Number.NaN, parseDecoded: Number.NaN };
  const directory = mkdtempSync(join(tmpdir(), 'activity-records-peak-'));
  const file = join(directory, 'ultra.json');
  writeFileSync(file, bodies.ultra.text);
  try {
    const peak = (route, warm) => {
      const child = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), '--peak', route, file, warm], { encoding: 'utf8' });
      if (child.status !== 0) throw new Error(`peak child ${route} failed: ${child.stderr}`);
      return Number(child.stdout) / 1e6;
    };
    return {
      parseJSON: peak('parseJSON', 'cold'),
      parseJSONWarm: peak('parseJSON', 'warm'),
      jsonParse: peak('JSON.parse', 'cold'),
      parseDecoded: peak('parse', 'cold'),
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

function peakChild(route, file, warm) {
  const status = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))[1]) * 1024;
  const read = (text) => (route === 'parseJSON' ? StreamSet.parseJSON(text) : route === 'parse' ? StreamSet.parse(JSON.parse(text)) : JSON.parse(text));
  if (warm === 'warm') {
    const small = JSON.stringify(generateStreams(2_000));
    for (let i = 0; i < 20; i++) read(small);
  }
  const text = readFileSync(file, 'utf8');
  collect();
  writeFileSync('/proc/self/clear_refs', '5');
  const base = status('VmRSS');
  const result = read(text);
  const peak = status('VmHWM');
  if (result === undefined) throw new Error('nothing read');
  process.stdout.write(String(peak - base));
}
