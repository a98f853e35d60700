// Two builds' `Lap.parseMany`, each alone in a loop in a fresh process, alternated: how this
// project compares a build with the one before a change (bench/README.md gives the results).
//
//   node bench/compare-builds.mjs BEFORE_DIST AFTER_DIST [ROUNDS]
//
// BEFORE_DIST and AFTER_DIST are `dist/` folders (an older one from `git worktree add` and
// `npm run build`). Each measurement parses the bench data (20,000 laps from dataset.mjs,
// decoded once with JSON.parse) 10 times to warm up, then 30 times timed, each result dropped
// before the next, and gives the median in ns per lap of CPU time (`process.cpuUsage`, which
// other processes disturb less than wall time) and of wall time. The builds alternate, one
// process each, in one order in odd rounds and the other in even ones.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const WARMUP = 10;
const TIMED = 30;
const LAPS = 20_000;

if (process.argv[2] === '--measure') {
  const { Lap } = await import(pathToFileURL(resolve(process.argv[3], 'index.js')).href);
  const { generateLaps } = await import('./dataset.mjs');
  const decoded = JSON.parse(JSON.stringify(generateLaps(LAPS)));
  for (let i = 0; i < WARMUP; i++) Lap.parseMany(decoded);
  const cpu = [];
  const wall = [];
  for (let i = 0; i < TIMED; i++) {
    const startCpu = process.cpuUsage();
    const start = process.hrtime.bigint();
    const laps = Lap.parseMany(decoded);
    const elapsed = Number(process.hrtime.bigint() - start);
    const used = process.cpuUsage(startCpu);
    if (laps.length !== LAPS) throw new Error(`parsed ${laps.length} laps`);
    wall.push(elapsed / LAPS);
    cpu.push(((used.user + used.system) * 1000) / LAPS);
  }
  console.log(JSON.stringify({ cpu: median(cpu), wall: median(wall) }));
} else {
  const [before, after] = [process.argv[2], process.argv[3]];
  const rounds = Number(process.argv[4] ?? 20);
  if (before === undefined || after === undefined) {
    console.error('usage: node bench/compare-builds.mjs BEFORE_DIST AFTER_DIST [ROUNDS]');
    process.exit(2);
  }
  const measure = (dist) => JSON.parse(execFileSync(process.execPath, [new URL(import.meta.url).pathname, '--measure', dist], { encoding: 'utf8' }));
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
  console.log(`medians: CPU ${median(results.before.cpu).toFixed(1)} against ${median(results.after.cpu).toFixed(1)} ns per lap (${cpu.toFixed(3)}x); ` +
    `wall ${median(results.before.wall).toFixed(1)} against ${median(results.after.wall).toFixed(1)} ns (${wall.toFixed(3)}x)`);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
