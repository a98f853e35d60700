// Two builds' hot paths, each alone in a loop in a fresh process, alternated: how this project
// compares a build with the one before a change (bench/README.md gives the results).
//
//   node bench/compare-builds.mjs BEFORE_DIST AFTER_DIST [ROUNDS] [TASK]
//
// BEFORE_DIST and AFTER_DIST are `dist/` folders (an older one from `git worktree add` and
// `npm run build`). TASK is `laps` (the default) or `streams`:
// - `laps`: `Lap.parseMany` of the bench data (20,000 laps from dataset.mjs, decoded once with
//   JSON.parse), 10 times to warm up, then 30 timed; the median in ns per lap;
// - `streams`: `StreamSet.parseJSON` of the text of a generated 4-hour ride at 1 Hz (14,400
//   points, eleven streams, drop-outs in heart rate, cadence, power and temperature, as
//   bench/streams.mjs reads it), 20 times to warm up, then 40 timed; the median in ns per point.
// Each result is dropped before the next. The medians are of CPU time (`process.cpuUsage`,
// which other processes disturb less than wall time) and of wall time. The builds alternate,
// one process each, in one order in odd rounds and the other in even ones.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Each task: what it reads, how many warm-up and timed runs, and the unit its figure counts. */
const TASKS = {
  laps: { warmup: 10, timed: 30, unit: 'lap' },
  streams: { warmup: 20, timed: 40, unit: 'point' },
};
const LAPS = 20_000;
const RIDE_POINTS = 14_400;

if (process.argv[2] === '--measure') {
  const { Lap, StreamSet } = await import(pathToFileURL(resolve(process.argv[3], 'index.js')).href);
  const task = process.argv[4];
  const { warmup, timed } = TASKS[task];
  let run;
  let count;
  if (task === 'laps') {
    const { generateLaps } = await import('./dataset.mjs');
    const decoded = JSON.parse(JSON.stringify(generateLaps(LAPS)));
    run = () => {
      if (Lap.parseMany(decoded).length !== LAPS) throw new Error('laps lost');
    };
    count = LAPS;
  } else {
    const { generateStreams } = await import('./streams-dataset.mjs');
    const text = JSON.stringify(generateStreams(RIDE_POINTS, { dropouts: true }));
    run = () => {
      if (StreamSet.parseJSON(text).time.length !== RIDE_POINTS) throw new Error('points lost');
    };
    count = RIDE_POINTS;
  }
  for (let i = 0; i < warmup; i++) run();
  const cpu = [];
  const wall = [];
  for (let i = 0; i < timed; i++) {
    const startCpu = process.cpuUsage();
    const start = process.hrtime.bigint();
    run();
    const elapsed = Number(process.hrtime.bigint() - start);
    const used = process.cpuUsage(startCpu);
    wall.push(elapsed / count);
    cpu.push(((used.user + used.system) * 1000) / count);
  }
  console.log(JSON.stringify({ cpu: median(cpu), wall: median(wall) }));
} else {
  const [before, after] = [process.argv[2], process.argv[3]];
  const rounds = Number(process.argv[4] ?? 20);
  const task = process.argv[5] ?? 'laps';
  if (before === undefined || after === undefined || !(task in TASKS)) {
    console.error('usage: node bench/compare-builds.mjs BEFORE_DIST AFTER_DIST [ROUNDS] [laps|streams]');
    process.exit(2);
  }
  const measure = (dist) => JSON.parse(execFileSync(process.execPath, [new URL(import.meta.url).pathname, '--measure', dist, task], { encoding: 'utf8' }));
  const results = { before: { cpu: [], wall: [] }, after: { cpu: [], wall: [] } };
  console.log('round  before cpu  after cpu  ratio  before wall  after wall  ratio');
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 === 1 ? ['before', 'after'] : ['after', 'before'];
    const figures = {};
    for (const build of order) figures[build] = measure(build === 'before' ? before : after);
    for (const build of order) {
      results[build].cpu.push(figures[build].cpu);
      results[build].wall.push(figures[build].wall);
    }
    const cells = [figures.before.cpu, figures.after.cpu, figures.after.cpu / figures.before.cpu,
      figures.before.wall, figures.after.wall, figures.after.wall / figures.before.wall];
    console.log(`${String(round).padStart(5)}  ${cells.map((value, i) => (i % 3 === 2 ? `${value.toFixed(2)}x` : `${value.toFixed(1)} ns`).padStart(10)).join('  ')}`);
  }
  const cpu = median(results.after.cpu) / median(results.before.cpu);
  const wall = median(results.after.wall) / median(results.before.wall);
  console.log(`medians: CPU ${median(results.before.cpu).toFixed(1)} against ${median(results.after.cpu).toFixed(1)} ns per ${TASKS[task].unit} (${cpu.toFixed(3)}x); ` +
    `wall ${median(results.before.wall).toFixed(1)} against ${median(results.after.wall).toFixed(1)} ns (${wall.toFixed(3)}x)`);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
