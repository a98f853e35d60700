// npm run bench (after bench/run.mjs): the time of each hostile input at two sizes and the
// ratio between them, on the build. Linear time shows as about 2x for 2x the size. The two
// sizes run in alternation in one child; the ratio is that of their fastest runs, the ones
// least disturbed by whatever else the machine runs.
//
// Each run starts after a full collection: without one, the garbage of earlier runs is
// collected during later ones, and the larger size, which makes more of it, measured up to
// 3x the smaller one's time where the work itself is linear.
//
// Every input runs in its own child process with a time limit and a heap limit, so a build
// that is quadratic, exponential or that runs out of memory on one of them prints "over N s"
// or how the child died, and the bench goes on. Each child also checks the result, so a
// fast wrong answer cannot pass for a fast right one.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { generateLaps } from './dataset.mjs';
import { spreadOf } from './spread.mjs';
import { printTable } from './table.mjs';

const TIME_LIMIT_MS = Number(process.env.BENCH_HOSTILE_LIMIT_MS ?? 10_000);
const HEAP_LIMIT_MB = 1024;
const RATIO_TARGET = 2.5;
const TIME_TARGET_MS = 100;
/** Every run of one input repeats until this much time has passed (and at least MIN_RUNS times). */
const MEASURE_MS = 300;
const MIN_RUNS = 5;
const KB = 1000;

/** JSON text of the escapes `\u0001` to `\u0019`, each repeated `times` in a row: every marker candidate at every length. */
const escapeRuns = (times) =>
  Array.from({ length: 0x19 }, (_, i) => `\\u00${(i + 1).toString(16).padStart(2, '0')}`.repeat(times)).join('');
/** The control characters U+0001 to U+0019, each repeated `times` in a row. */
const controlRuns = (times) => Array.from({ length: 0x19 }, (_, i) => String.fromCharCode(i + 1).repeat(times)).join('');
/** `levels` objects, each with `l` and `r` both pointing to the next: 2^levels paths through `levels` objects. */
function ladder(levels, last = {}) {
  let node = last;
  for (let level = 0; level < levels; level++) node = { l: node, r: node };
  return node;
}
/** Whether `result` is a failed safeParse with an issue at each of `paths`. */
const issuesAt = (result, ...paths) =>
  !result.success && paths.every((path) => result.error.issues.some((issue) => issue.path.join('.') === path));
/** Runs `decode`, which must throw a SyntaxError. */
function syntaxError(decode) {
  try {
    decode();
  } catch (error) {
    if (error instanceof SyntaxError) return 'SyntaxError';
    throw error;
  }
  throw new Error('decoded text that is not JSON');
}

/**
 * Each input: how to build it at a size, what to run, and how to check the result. `sizes`
 * are the two sizes measured (the first is the one held to TIME_TARGET_MS); `label` says
 * what a size counts.
 */
const INPUTS = {
  'decode-escape-runs': {
    title: 'decodeJSON: \\u0001..\\u0019 escape runs + 1 big integer',
    sizes: [200 * KB, 400 * KB],
    label: (size) => `${size / KB} KB`,
    build(lib, size) {
      const text = `["${escapeRuns(Math.round(size / (0x19 * 6)))}", 12345678901234567890]`;
      return { run: () => lib.decodeJSON(text), check: (value) => value[1] === 12345678901234567890n };
    },
  },
  'decode-escaped-quotes': {
    title: 'decodeJSON: escaped quotes + a 20-digit run (not JSON)',
    sizes: [200 * KB, 400 * KB],
    label: (size) => `${size / KB} KB`,
    build(lib, size) {
      const text = `"${'\\"'.repeat(size / 2)}12345678901234567890`;
      return { run: () => syntaxError(() => lib.decodeJSON(text)), check: (value) => value === 'SyntaxError' };
    },
  },
  'decode-digit-strings': {
    title: 'decodeJSON: strings of digit runs that could be numbers, then a big integer',
    sizes: [200 * KB, 400 * KB],
    label: (size) => `${size / KB} KB`,
    build(lib, size) {
      // Every run stands between a space and a comma, as a number may: each makes the scan
      // skip the strings before it, which must still read each string once.
      const strings = Array.from({ length: size / 64 }, () => `" 12345678901234567, 12345678901234567 ${'x'.repeat(20)}"`);
      const text = `[${strings.join(',')}, 12345678901234567890]`;
      return { run: () => lib.decodeJSON(text), check: (value) => value.length === strings.length + 1 && value.at(-1) === 12345678901234567890n };
    },
  },
  'decode-marker-strings': {
    title: 'decodeJSON: strings led by \\u0001 + big integers',
    sizes: [200 * KB, 400 * KB],
    label: (size) => `${size / KB} KB`,
    build(lib, size) {
      const items = Array.from({ length: Math.round(size / 40) }, (_, i) => `"\\u0001${i}", 1234567890123456789${i % 10}`);
      const text = `[${items.join(',')}]`;
      return { run: () => lib.decodeJSON(text), check: (value) => value[0] === '\u00010' && value[1] === 12345678901234567890n };
    },
  },
  'decode-long-integer': {
    title: 'decodeJSON: one integer of that many digits',
    sizes: [200 * KB, 400 * KB],
    label: (size) => `${size / KB} KB`,
    build(lib, size) {
      const text = `[${'9'.repeat(size)}]`;
      return { run: () => lib.decodeJSON(text), check: (value) => typeof value[0] === 'bigint' };
    },
  },
  'engine-bigint': {
    title: 'reference: the engine\'s BigInt(digits) alone',
    reference: true,
    sizes: [200 * KB, 400 * KB],
    label: (size) => `${size / KB} KB`,
    build(_lib, size) {
      const digits = '9'.repeat(size);
      return { run: () => BigInt(digits), check: (value) => typeof value === 'bigint' };
    },
  },
  'decode-deep': {
    title: 'decodeJSON: nested arrays around a big integer',
    sizes: [200 * KB, 400 * KB],
    label: (size) => `${size / KB} KB`,
    build(lib, size) {
      const depth = Math.round(size / 2);
      const text = `${'['.repeat(depth)}12345678901234567890${']'.repeat(depth)}`;
      return { run: () => lib.decodeJSON(text), check: (value) => Array.isArray(value) };
    },
  },
  'encode-control-runs': {
    title: 'encodeJSON: U+0001..U+0019 runs in keys and strings + bigints',
    sizes: [200 * KB, 400 * KB],
    label: (size) => `${size / KB} KB`,
    build(lib, size) {
      const controls = controlRuns(Math.round(size / (0x19 * 6 * 2)));
      const value = { id: 12345678901234567890n, [controls]: controls };
      return { run: () => lib.encodeJSON(value), check: (text) => text.startsWith('{"id":12345678901234567890,"\\u0001') };
    },
  },
  'encode-boxes': {
    title: 'encodeJSON: boxed Strings led by U+0001 + bigints',
    sizes: [200 * KB, 400 * KB],
    label: (size) => `${size / KB} KB`,
    build(lib, size) {
      const value = Array.from({ length: Math.round(size / 40) }, (_, i) => [new String(`\u0001${i}`), 12345678901234567890n]);
      return { run: () => lib.encodeJSON(value), check: (text) => text.startsWith('[["\\u00010",12345678901234567890]') };
    },
  },
  'parse-dag': {
    title: 'Lap.safeParse: a ladder DAG under an unknown key',
    sizes: [400, 800],
    label: (size) => `${size} levels`,
    build(lib, size) {
      const value = { x: ladder(size) };
      return { run: () => lib.Lap.safeParse(value), check: (result) => !result.success };
    },
  },
  'parse-cycle': {
    title: 'Lap.safeParse: a cycle (l and r) under an unknown key',
    sizes: [400, 800],
    label: (size) => (size === 1 ? 'a.l = a.r = a' : `${size} levels`),
    build(lib, size) {
      const top = {};
      Object.assign(top, ladder(size, top));
      return { run: () => lib.Lap.safeParse({ x: top }), check: (result) => !result.success };
    },
  },
  'parse-unknown-keys': {
    title: 'Lap.safeParse: unknown keys of 40 characters',
    sizes: [4_350, 8_700],
    label: (size) => `${size.toLocaleString('en')} keys (${Math.round((size * 46) / KB)} KB)`,
    build(lib, size) {
      const value = Object.fromEntries(Array.from({ length: size }, (_, i) => [`unknown_${String(i).padStart(32, '0')}`, 1]));
      return { run: () => lib.Lap.safeParse(value), check: (result) => result.success && Object.keys(result.data.extra).length === Object.keys(value).length };
    },
  },
  'parse-big-bigint': {
    title: 'Lap.safeParse: distance 10n ** digits, name 5',
    sizes: [200 * KB, 400 * KB],
    label: (size) => `${size.toLocaleString('en')} digits`,
    build(lib, size) {
      const value = { distance: 10n ** BigInt(size), name: 5 };
      return { run: () => lib.Lap.safeParse(value), check: (result) => issuesAt(result, 'distance', 'name') };
    },
  },
  'parse-many-getters': {
    title: 'Lap.parseMany: laps whose distance getter throws',
    sizes: [200 * KB, 400 * KB],
    label: (size) => `${size / KB} KB`,
    build(lib, size) {
      const laps = generateLaps(Math.round(size / 530)).map((lap) =>
        Object.defineProperty({ ...lap }, 'distance', { enumerable: true, get: () => { throw new Error('getter'); } }));
      return {
        run: () => {
          try {
            return lib.Lap.parseMany(laps);
          } catch (error) {
            return error;
          }
        },
        check: (error) => error instanceof lib.ParseError && issueCount(error) === laps.length,
      };
    },
  },
  'polyline-long': {
    title: 'decodePolyline: a route zigzagging over the globe',
    sizes: [200 * KB, 400 * KB],
    label: (size) => `${size / KB} KB`,
    build(lib, size) {
      // A point 1.7 degrees north-east, then back to 0, 0: 8 characters a point.
      const text = '_ajI_ajI~`jI~`jI'.repeat(Math.round(size / 16));
      return { run: () => lib.decodePolyline(text), check: (route) => route.length === text.length / 8 && route.at(-1)[0] === 0 };
    },
  },
  'polyline-bad-end': {
    title: 'decodePolyline: a long text cut inside its last value',
    sizes: [200 * KB, 400 * KB],
    label: (size) => `${size / KB} KB`,
    build(lib, size) {
      const text = `${'_ajI_ajI~`jI~`jI'.repeat(Math.round(size / 16))}_`;
      const run = () => {
        try {
          return lib.decodePolyline(text);
        } catch (error) {
          return error;
        }
      };
      return { run, check: (error) => error instanceof RangeError && error.message.includes(`offset ${text.length}`) };
    },
  },
  'parse-string-array': {
    title: 'SummaryClub.safeParse: activity_types of many strings, the last a number',
    sizes: [200 * KB, 400 * KB],
    label: (size) => `${(size / 8).toLocaleString('en')} items`,
    build(lib, size) {
      const value = { activity_types: [...Array.from({ length: size / 8 - 1 }, () => 'Run'), 5] };
      return { run: () => lib.SummaryClub.safeParse(value), check: (result) => issuesAt(result, `activity_types.${size / 8 - 1}`) };
    },
  },
  'parse-route-parts': {
    title: 'Route.safeParse: segments and waypoints, the last waypoint off the globe',
    sizes: [200 * KB, 400 * KB],
    label: (size) => `${(size / 100).toLocaleString('en')} parts`,
    build(lib, size) {
      const count = size / 200;
      const segments = Array.from({ length: count }, (_, i) => ({ id: i, name: `S${i}`, start_latlng: [40, -73], end_latlng: [], resource_state: 2 }));
      const waypoints = Array.from({ length: count }, (_, i) => ({ latlng: [40, -73], categories: ['water'], distance_into_route: i }));
      waypoints[count - 1] = { latlng: [40, 181] };
      const value = { id: 3108410381471783040n, segments, waypoints };
      return { run: () => lib.Route.safeParse(value), check: (result) => issuesAt(result, `waypoints.${count - 1}.latlng.1`) };
    },
  },
  'streams-wide-samples': {
    title: 'StreamSet.parseJSON: string samples with a non-ASCII character each',
    sizes: [200 * KB, 400 * KB],
    label: (size) => `${size / KB} KB`,
    build(lib, size) {
      const text = `{"time": {"data": [${Array.from({ length: Math.round(size / 5) }, () => '"é"').join(',')}]}}`;
      return { run: () => parseJsonIssues(lib, text), check: (issues) => issues === Math.round(size / 5) };
    },
  },
  'streams-whitespace': {
    title: 'StreamSet.parseJSON: samples apart by whitespace runs',
    sizes: [200 * KB, 400 * KB],
    label: (size) => `${size / KB} KB`,
    build(lib, size) {
      const gap = ' \n\t\r'.repeat(5_000);
      const text = `{"time": {"data": [${Array.from({ length: Math.round(size / gap.length) + 1 }, (_, i) => i).join(`,${gap}`)}]}}`;
      return { run: () => lib.StreamSet.parseJSON(text), check: (streams) => streams.time.length === Math.round(size / gap.length) + 1 };
    },
  },
  'streams-deep-sample': {
    title: 'StreamSet.parseJSON: a sample nested that deep',
    sizes: [200 * KB, 400 * KB],
    label: (size) => `${size / KB} KB`,
    build(lib, size) {
      const depth = Math.round(size / 2);
      const text = `{"heartrate": {"data": [1, ${'['.repeat(depth)}${']'.repeat(depth)}]}}`;
      return { run: () => parseJsonIssues(lib, text), check: (issues) => issues === 1 };
    },
  },
};

/** How many issues `StreamSet.parseJSON(text)` throws in its ParseError. */
function parseJsonIssues(lib, text) {
  try {
    lib.StreamSet.parseJSON(text);
    return 0;
  } catch (error) {
    if (!(error instanceof lib.ParseError)) throw error;
    return issueCount(error);
  }
}

/** Every issue a `ParseError` found: those it describes (at most 100) and those it only counts. */
function issueCount(error) {
  return error.issues.length + (error.omitted ?? 0);
}

/** The reproductions as filed: one size each, with the heap kept after the parse where that was the complaint. */
const AS_FILED = [
  ['decode-escape-runs', 199 * KB],
  ['decode-escaped-quotes', 78 * KB],
  ['encode-control-runs', 1000 * KB],
  ['parse-dag', 22],
  ['parse-cycle', 1],
  ['parse-unknown-keys', 300_000],
  ['parse-big-bigint', 400],
];

if (process.argv[2] === '--child') {
  await measureInChild(process.argv[3], process.argv.slice(4).map(Number));
} else {
  report();
}

/**
 * In the child: builds the input at each size, checks one run of each (printing a line
 * after each, so that the parent learns how far it got if the child is killed), then times
 * runs of the sizes in alternation, so that a burst of load elsewhere on the machine falls
 * on both alike.
 */
async function measureInChild(name, sizes) {
  const lib = await import('../dist/index.js');
  const collect = () => globalThis.gc?.();
  const runs = [];
  for (const size of sizes) {
    const { run, check } = INPUTS[name].build(lib, size);
    collect();
    const heapBefore = process.memoryUsage().heapUsed;
    const first = firstRun(run, check);
    if (first === undefined) {
      console.log(JSON.stringify({ size, wrong: true }));
      return;
    }
    collect();
    // The result is dropped by now: what the heap holds beyond the input is kept by the library.
    const keptBytes = process.memoryUsage().heapUsed - heapBefore;
    console.log(JSON.stringify({ size, first }));
    runs.push({ run, keptBytes, times: [first] });
  }
  const started = performance.now();
  while (runs[0].times.length < MIN_RUNS || performance.now() - started < MEASURE_MS * sizes.length) {
    for (const { run, times } of runs) {
      collect();
      const start = performance.now();
      run();
      times.push(performance.now() - start);
    }
  }
  const measured = runs.map(({ times, keptBytes }) => ({ ...spreadOf(times), runs: times.length, keptBytes }));
  console.log(JSON.stringify({ measured }));
}

/** The time of the first run, or undefined when its result is wrong; the result itself is not kept. */
function firstRun(run, check) {
  const start = performance.now();
  const result = run();
  const elapsed = performance.now() - start;
  return check(result) ? elapsed : undefined;
}

/**
 * One child for an input at its sizes, with the limits: what it measured at each size, or
 * how it ended there (a size it finished before ending shows its one checked run).
 */
function measure(name, sizes) {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', `--max-old-space-size=${HEAP_LIMIT_MB}`, fileURLToPath(import.meta.url), '--child', name, ...sizes.map(String)],
    { encoding: 'utf8', timeout: TIME_LIMIT_MS, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 },
  );
  const lines = child.stdout.trim().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
  const final = lines.find((line) => line.measured !== undefined);
  if (final !== undefined) return final.measured;
  const ending = endingOf(child);
  return sizes.map((size) => {
    const line = lines.find((item) => item.size === size);
    if (line === undefined) return { failed: ending };
    return line.wrong ? { failed: 'wrong result' } : { failed: `${ending} (one run: ${line.first.toFixed(2)} ms)` };
  });
}

/** How a child that printed no measurement ended. */
function endingOf(child) {
  if (child.signal === 'SIGKILL') return `over ${TIME_LIMIT_MS / 1000} s`;
  if (child.status === 0) return 'not run';
  if (/heap out of memory|Allocation failed/.test(child.stderr)) return 'out of memory';
  const lastLine = child.stderr.trim().split('\n').at(-1) ?? '';
  return `crashed (${child.signal ?? `exit ${child.status}`}: ${lastLine.slice(0, 60)})`;
}

function report() {
  console.log(`Hostile inputs: each in a child process (limit ${TIME_LIMIT_MS / 1000} s, ${HEAP_LIMIT_MB} MB heap), ` +
    `sizes in alternation, at least ${MIN_RUNS} runs each over ${MEASURE_MS} ms per size, each after gc(); Node ${process.version}\n`);
  const rows = [];
  let allMet = true;
  for (const [name, input] of Object.entries(INPUTS)) {
    const [small, large] = measure(name, input.sizes);
    const ratio = small.failed || large.failed ? undefined : large.min / small.min;
    const met = ratio !== undefined && ratio <= RATIO_TARGET && small.median <= TIME_TARGET_MS;
    if (!input.reference) allMet &&= met;
    rows.push([
      input.title,
      `${input.label(input.sizes[0])}: ${shown(small)}`,
      `${input.label(input.sizes[1])}: ${shown(large)}`,
      ratio === undefined ? '-' : `${ratio.toFixed(2)}x`,
      input.reference ? '(reference)' : met ? 'yes' : 'NO',
    ]);
  }
  printTable(['input', 'size 1: min-median-max ms', 'size 2: min-median-max ms', 'ratio of min', 'met'], rows);
  console.log(`\n(met: size 2, twice size 1, takes at most ${RATIO_TARGET}x the time of size 1 (fastest runs), ` +
    `and size 1 takes at most ${TIME_TARGET_MS} ms (median))\n`);

  console.log('The reproductions as filed:\n');
  printTable(['input', 'size', 'median ms', 'heap kept after (result dropped)'], AS_FILED.map(([name, size]) => {
    const [measured] = measure(name, [size]);
    return [
      INPUTS[name].title,
      INPUTS[name].label(size),
      measured.failed ?? measured.median.toFixed(2),
      measured.failed ? '-' : `${(measured.keptBytes / 1e6).toFixed(2)} MB`,
    ];
  }));
  console.log(`\nhostile inputs: ${allMet ? 'every target met' : 'some target NOT met'}`);
}

function shown(measured) {
  return measured.failed ?? `${measured.min.toFixed(2)}-${measured.median.toFixed(2)}-${measured.max.toFixed(2)}`;
}
