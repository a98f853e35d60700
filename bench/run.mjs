// npm run bench: parse cost against JSON.parse and two schema libraries, decodeJSON
// against JSON.parse, text to records in steady state, and retained memory per lap. Run
// with --expose-gc, on the build; bench/hostile.mjs runs after it.
//
// Every task runs once per round, in a new shuffled order each round (seeded, so every run
// of the bench uses the same orders): a fixed order made each task pay for the garbage of
// the one before it, and always the same one. Each task's figures are the min, median and
// max over the rounds; the medians make the ratios.
import { performance } from 'node:perf_hooks';
import { Lap, decodeJSON, encodeJSON } from '../dist/index.js';
import { generateLaps, random, shuffled } from './dataset.mjs';
import { parseWithValibot, zodLaps } from './schemas.mjs';
import { spreadOf } from './spread.mjs';
import { printTable } from './table.mjs';

const LAPS = Number(process.env.BENCH_LAPS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 21);
const WARMUP_ROUNDS = 5;
const ORDER_SEED = 1_500;
/** Steady state: the laps as bodies of this many, as `GET /activities/{id}/laps` answers. */
const LAPS_PER_BODY = 100;
/** Steady state: how many recent results each pipeline keeps alive, as an app's cache of recent pages would. */
const KEPT_RESULTS = 50;

if (typeof globalThis.gc !== 'function') {
  console.error('Run with node --expose-gc (npm run bench does).');
  process.exit(2);
}

const laps = generateLaps(LAPS);
const text = JSON.stringify(laps);
const bigIdText = encodeJSON(generateLaps(LAPS, { bigIds: true }));
const decoded = JSON.parse(text);
const bodies = Array.from({ length: Math.ceil(LAPS / LAPS_PER_BODY) }, (_, i) =>
  JSON.stringify(laps.slice(i * LAPS_PER_BODY, (i + 1) * LAPS_PER_BODY)));

const tasks = [
  { name: 'JSON.parse(text)', run: () => JSON.parse(text) },
  { name: 'Lap.parseMany(decoded)', run: () => Lap.parseMany(decoded) },
  { name: 'zod 4 parse(decoded)', run: () => zodLaps.parse(decoded) },
  { name: 'valibot parse(decoded)', run: () => parseWithValibot(decoded) },
  { name: 'decodeJSON(text)', run: () => decodeJSON(text) },
  { name: 'JSON.parse(bigIdText)', run: () => JSON.parse(bigIdText) },
  { name: 'decodeJSON(bigIdText)', run: () => decodeJSON(bigIdText) },
  { name: 'steady: JSON.parse(body)', run: keepingRecent((body) => JSON.parse(body)) },
  { name: 'steady: Lap.parseMany(decodeJSON(body))', run: keepingRecent((body) => Lap.parseMany(decodeJSON(body))) },
];

checkSameData();

const samples = new Map(tasks.map((task) => [task.name, []]));
const nextRandom = random(ORDER_SEED);
for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
  for (const task of shuffled(tasks, nextRandom)) {
    const elapsed = timed(task);
    if (round >= WARMUP_ROUNDS) samples.get(task.name).push(elapsed);
  }
}

/**
 * A task that turns every body into a result, one body at a time, and keeps the last
 * KEPT_RESULTS results alive across rounds, as an app that holds its recent pages: the
 * collector then meets a steady heap of live results, not an empty one.
 */
function keepingRecent(convert) {
  const kept = new Array(KEPT_RESULTS);
  let next = 0;
  return () => {
    for (const body of bodies) {
      kept[next] = convert(body);
      next = (next + 1) % KEPT_RESULTS;
    }
    return kept;
  };
}

/**
 * One timed run. Its result is dropped on return, so that it cannot stay reachable (in a
 * stack slot of the loop) while the next task runs and make that task's collections copy it.
 */
function timed(task) {
  const start = performance.now();
  const result = task.run();
  const elapsed = performance.now() - start;
  if (result === undefined) throw new Error(`${task.name} returned nothing`);
  return elapsed;
}

/** The min, median and max of a task's rounds, in ms. */
const spread = (name) => spreadOf(samples.get(name));
const median = (name) => spread(name).median;

const floor = median('JSON.parse(text)');
const ours = median('Lap.parseMany(decoded)');
const steady = median('steady: Lap.parseMany(decodeJSON(body))') / median('steady: JSON.parse(body)');
const plainBytes = retainedPerLap(() => JSON.parse(text));
const recordBytes = retainedPerLap(() => Lap.parseMany(JSON.parse(text)));

console.log(`activity-records benchmark: ${LAPS} laps (${(text.length / 1e6).toFixed(1)} MB of JSON; steady state: ` +
  `${bodies.length} bodies of ${LAPS_PER_BODY} laps, the last ${KEPT_RESULTS} results kept), ${ROUNDS} rounds in ` +
  `shuffled order after ${WARMUP_ROUNDS} warm-up; Node ${process.version}\n`);
printTable(['task', 'min ms', 'median ms', 'max ms', 'µs per lap', 'ratio'], tasks.map((task) => {
  const { min, median: ms, max } = spread(task.name);
  const reference = referenceOf(task.name);
  return [task.name, min.toFixed(2), ms.toFixed(2), max.toFixed(2), ((ms * 1000) / LAPS).toFixed(3), `${(ms / median(reference)).toFixed(2)}x`];
}));
console.log('\n(ratio: median against the median of JSON.parse of the same text; µs per lap from the median)\n');

const targets = [
  ['parse step vs JSON.parse', ours / floor, '<= 0.30x', ours / floor <= 0.3],
  ['zod 4 time / ours', median('zod 4 parse(decoded)') / ours, '>= 4x', median('zod 4 parse(decoded)') / ours >= 4],
  ['valibot time / ours', median('valibot parse(decoded)') / ours, '>= 4x', median('valibot parse(decoded)') / ours >= 4],
  ['decodeJSON vs JSON.parse, no id beyond 2^53', median('decodeJSON(text)') / floor, '<= 1.30x', median('decodeJSON(text)') / floor <= 1.3],
  ['decodeJSON vs JSON.parse, ids beyond 2^53', median('decodeJSON(bigIdText)') / median('JSON.parse(bigIdText)'), '(exact path)', true],
  ['text to records vs JSON.parse, steady state', steady, '<= 1.35x', steady <= 1.35],
  ['retained bytes per Lap vs plain object', recordBytes / plainBytes, '<= 1.00x', recordBytes <= plainBytes],
];
printTable(['target', 'measured', 'goal', 'met'], targets.map(([name, value, goal, met]) => [name, `${value.toFixed(2)}x`, goal, met ? 'yes' : 'NO']));
console.log(`\nretained heap per lap: plain decoded object ${plainBytes.toFixed(0)} B, parsed Lap ${recordBytes.toFixed(0)} B`);

/** The JSON.parse task each task's ratio is taken against. */
function referenceOf(name) {
  if (name.includes('bigIdText')) return 'JSON.parse(bigIdText)';
  if (name.startsWith('steady:')) return 'steady: JSON.parse(body)';
  return 'JSON.parse(text)';
}

/** Bytes of heap still in use per lap after `build()`, its result kept alive and everything else collected. */
function retainedPerLap(build) {
  collect();
  const before = process.memoryUsage().heapUsed;
  let kept = build();
  collect();
  const after = process.memoryUsage().heapUsed;
  if (kept.length !== LAPS) throw new Error('lost laps');
  kept = undefined;
  return (after - before) / LAPS;
}

function collect() {
  for (let i = 0; i < 3; i++) globalThis.gc();
}

/** Every contender must accept the data, and decodeJSON must agree with JSON.parse, or the timings mean nothing. */
function checkSameData() {
  const laps = Lap.parseMany(decoded);
  if (laps.length !== LAPS || zodLaps.parse(decoded).length !== LAPS || parseWithValibot(decoded).length !== LAPS) {
    throw new Error('a contender rejected the data set');
  }
  if (JSON.stringify(decodeJSON(text)) !== text) throw new Error('decodeJSON disagrees with JSON.parse');
  if (typeof decodeJSON(bigIdText)[0].id !== 'bigint') throw new Error('decodeJSON lost a big id');
  if (bodies.reduce((count, body) => count + Lap.parseMany(decodeJSON(body)).length, 0) !== LAPS) throw new Error('the bodies lost laps');
}
