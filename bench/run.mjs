// npm run bench: parse cost against JSON.parse and two schema libraries, decodeJSON
// against JSON.parse, and retained memory per lap. Run with --expose-gc, on the build.
//
// Every task handles the whole data set once per round; rounds interleave the tasks (in a
// rotating order) so that drift in the machine, the JIT or the heap hits all of them
// alike, and each task's figure is the median of its rounds.
import { performance } from 'node:perf_hooks';
import { Lap, decodeJSON, encodeJSON } from '../dist/index.js';
import { generateLaps } from './dataset.mjs';
import { parseWithValibot, zodLaps } from './schemas.mjs';

const LAPS = Number(process.env.BENCH_LAPS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 21);
const WARMUP_ROUNDS = 5;

if (typeof globalThis.gc !== 'function') {
  console.error('Run with node --expose-gc (npm run bench does).');
  process.exit(2);
}

const text = JSON.stringify(generateLaps(LAPS));
const bigIdText = encodeJSON(generateLaps(LAPS, { bigIds: true }));
const decoded = JSON.parse(text);

const tasks = [
  { name: 'JSON.parse(text)', run: () => JSON.parse(text) },
  { name: 'Lap.parseMany(decoded)', run: () => Lap.parseMany(decoded) },
  { name: 'zod 4 parse(decoded)', run: () => zodLaps.parse(decoded) },
  { name: 'valibot parse(decoded)', run: () => parseWithValibot(decoded) },
  { name: 'decodeJSON(text)', run: () => decodeJSON(text) },
  { name: 'JSON.parse(bigIdText)', run: () => JSON.parse(bigIdText) },
  { name: 'decodeJSON(bigIdText)', run: () => decodeJSON(bigIdText) },
];

checkSameData();

const samples = new Map(tasks.map((task) => [task.name, []]));
for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
  for (let i = 0; i < tasks.length; i++) {
    const task = tasks[(i + round) % tasks.length];
    const elapsed = timed(task);
    if (round >= WARMUP_ROUNDS) samples.get(task.name).push(elapsed);
  }
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

const median = (name) => {
  const sorted = [...samples.get(name)].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const floor = median('JSON.parse(text)');
const ours = median('Lap.parseMany(decoded)');
const plainBytes = retainedPerLap(() => JSON.parse(text));
const recordBytes = retainedPerLap(() => Lap.parseMany(JSON.parse(text)));

console.log(`activity-records benchmark: ${LAPS} laps (${(text.length / 1e6).toFixed(1)} MB of JSON), ` +
  `${ROUNDS} interleaved rounds after ${WARMUP_ROUNDS} warm-up, medians; Node ${process.version}\n`);
printTable(['task', 'median ms', 'µs per lap', 'ratio'], tasks.map((task) => {
  const ms = median(task.name);
  const reference = task.name.includes('bigIdText') ? median('JSON.parse(bigIdText)') : floor;
  return [task.name, ms.toFixed(2), ((ms * 1000) / LAPS).toFixed(3), `${(ms / reference).toFixed(2)}x`];
}));
console.log('\n(ratio: against JSON.parse of the same text)\n');

const targets = [
  ['parse step vs JSON.parse', ours / floor, '<= 0.30x', ours / floor <= 0.3],
  ['zod 4 time / ours', median('zod 4 parse(decoded)') / ours, '>= 4x', median('zod 4 parse(decoded)') / ours >= 4],
  ['valibot time / ours', median('valibot parse(decoded)') / ours, '>= 4x', median('valibot parse(decoded)') / ours >= 4],
  ['decodeJSON vs JSON.parse, no id beyond 2^53', median('decodeJSON(text)') / floor, '<= 1.30x', median('decodeJSON(text)') / floor <= 1.3],
  ['decodeJSON vs JSON.parse, ids beyond 2^53', median('decodeJSON(bigIdText)') / median('JSON.parse(bigIdText)'), '(exact path)', true],
  ['retained bytes per Lap vs plain object', recordBytes / plainBytes, '<= 1.00x', recordBytes <= plainBytes],
];
printTable(['target', 'measured', 'goal', 'met'], targets.map(([name, value, goal, met]) => [name, `${value.toFixed(2)}x`, goal, met ? 'yes' : 'NO']));
console.log(`\nretained heap per lap: plain decoded object ${plainBytes.toFixed(0)} B, parsed Lap ${recordBytes.toFixed(0)} B`);

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
}

function printTable(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}
