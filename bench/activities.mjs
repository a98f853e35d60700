// npm run bench (after streams.mjs): what a user waits on when an app lists activities and
// opens one. Text to SummaryActivity records on the real list pages of ../shared/fixtures
// (every GET /athlete/activities page of real/ and the list pages of more/set-a) and on a
// generated 200-item page, against JSON.parse plus a hand-written frozen parser with the
// same checks (summary-by-hand.mjs); decodeJSON against JSON.parse on the same texts; the
// real detailed activities with segment efforts through DetailedActivity.parse; the real
// polylines through decodePolyline against @mapbox/polyline, and what freezing each
// position would cost on its own (why decodePolyline freezes its array, not its positions).
// Same method as the other scripts (rounds.mjs): ratios between medians taken in this one
// process.
//
// BENCH_DIST=/path/to/dist runs it on another build (an older one from `git worktree add`
// and `npm run build`), to compare builds in separate processes, alternated.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import mapboxPolyline from '@mapbox/polyline';
import { generateActivityPage } from './activities-dataset.mjs';
import { timeRounds } from './rounds.mjs';
import { parseSummariesByHand } from './summary-by-hand.mjs';
import { printTable } from './table.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 21);
const WARMUP_ROUNDS = 5;
const ORDER_SEED = 3_700;
const MIN_RUN_MS = 20;
const GENERATED_ITEMS = 200;
const SHARED = new URL('../../shared/fixtures/', import.meta.url);

const dist = process.env.BENCH_DIST === undefined ? new URL('../dist/', import.meta.url) : pathToFileURL(`${resolve(process.env.BENCH_DIST)}/`);
const { DetailedActivity, SummaryActivity, decodeJSON, decodePolyline } = await import(new URL('index.js', dist).href);

/** The bodies of a set of ../shared/fixtures whose manifest line passes `keep`, as texts. */
function sharedTexts(set, keep) {
  const manifest = new URL(`${set}/MANIFEST.jsonl`, SHARED);
  if (!existsSync(manifest)) return [];
  return readFileSync(manifest, 'utf8').split('\n').filter((line) => line !== '').map((line) => JSON.parse(line))
    .filter(keep).map((entry) => readFileSync(new URL(`${set}/${entry.file}`, SHARED), 'utf8'));
}

const endpointOf = (entry) => entry.uri ?? entry.endpoint ?? '';
const isListPage = (entry) => /\/athlete\/activities(\?|$)/.test(endpointOf(entry));
const listPages = [
  ...sharedTexts('real', isListPage),
  ...sharedTexts('more/set-a', (entry) => entry.tier === 'A' && isListPage(entry)),
].filter((text) => Array.isArray(JSON.parse(text)));
// Ordinary text: a body with an integer beyond 2^53 (a made-up id) takes decodeJSON's exact path, measured by run.mjs.
const detailedTexts = [...sharedTexts('real', () => true), ...sharedTexts('more/set-a', (entry) => entry.tier === 'A')].filter((text) => {
  const body = JSON.parse(text);
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Array.isArray(body.segment_efforts) && body.segment_efforts.length > 0 &&
    JSON.stringify(decodeJSON(text), (_key, value) => (typeof value === 'bigint' ? 0 : value)) === JSON.stringify(body);
});
const generatedPage = JSON.stringify(generateActivityPage(GENERATED_ITEMS));

const inputs = [];
if (listPages.length > 0) inputs.push({ name: 'real pages', texts: listPages });
inputs.push({ name: `generated page of ${GENERATED_ITEMS}`, texts: [generatedPage] });
for (const input of inputs) {
  input.decoded = input.texts.map((text) => decodeJSON(text));
  input.plain = input.texts.map((text) => JSON.parse(text));
  input.items = input.decoded.reduce((count, page) => count + page.length, 0);
  input.bytes = input.texts.reduce((count, text) => count + text.length, 0);
}
const detailed = detailedTexts.map((text) => ({ text, decoded: decodeJSON(text) }));
const polylines = [
  ...detailed.flatMap(({ decoded }) => [decoded.map?.polyline, decoded.map?.summary_polyline]),
  ...inputs.flatMap((input) => input.plain.flatMap((page) => page.map((item) => item.map?.summary_polyline))),
].filter((text) => typeof text === 'string' && text !== '');

const each = (values, convert) => () => {
  let result;
  for (const value of values) result = convert(value);
  return result;
};
const tasks = [];
for (const input of inputs) {
  tasks.push(
    { name: `${input.name}: JSON.parse(text)`, run: each(input.texts, (text) => JSON.parse(text)) },
    { name: `${input.name}: decodeJSON(text)`, run: each(input.texts, (text) => decodeJSON(text)) },
    { name: `${input.name}: SummaryActivity.parseMany(decoded)`, run: each(input.decoded, (page) => SummaryActivity.parseMany(page)) },
    { name: `${input.name}: by hand(decoded)`, run: each(input.plain, (page) => parseSummariesByHand(page)) },
    { name: `${input.name}: SummaryActivity.parseMany(decodeJSON(text))`, run: each(input.texts, (text) => SummaryActivity.parseMany(decodeJSON(text))) },
    { name: `${input.name}: by hand(JSON.parse(text))`, run: each(input.texts, (text) => parseSummariesByHand(JSON.parse(text))) },
  );
}
if (detailed.length > 0) {
  tasks.push(
    { name: 'detailed: JSON.parse(text)', run: each(detailed, ({ text }) => JSON.parse(text)) },
    { name: 'detailed: decodeJSON(text)', run: each(detailed, ({ text }) => decodeJSON(text)) },
    { name: 'detailed: DetailedActivity.parse(decoded)', run: each(detailed, ({ decoded }) => DetailedActivity.parse(decoded)) },
  );
}
// What a frozen position would cost, apart from decoding: as many [latitude, longitude]
// arrays as the polylines hold, made from their coordinates, with and without Object.freeze.
const coordinates = polylines.map((text) => Float64Array.from(mapboxPolyline.decode(text).flat()));
const pairs = (freeze) => () => {
  let pair;
  for (const flat of coordinates) {
    for (let index = 0; index < flat.length; index += 2) {
      pair = [flat[index], flat[index + 1]];
      if (freeze) Object.freeze(pair);
    }
  }
  return pair;
};
tasks.push(
  { name: 'polylines: decodePolyline', run: each(polylines, (text) => decodePolyline(text)) },
  { name: 'polylines: @mapbox/polyline decode', run: each(polylines, (text) => mapboxPolyline.decode(text)) },
  { name: 'polylines: a [lat, lng] array per position', run: pairs(false) },
  { name: 'polylines: a frozen [lat, lng] array per position', run: pairs(true) },
);

checkSameData();
const spreads = timeRounds(tasks, { rounds: ROUNDS, warmup: WARMUP_ROUNDS, seed: ORDER_SEED, minRunMs: MIN_RUN_MS });
const median = (name) => spreads.get(name).median;
const ratio = (name, reference) => median(name) / median(reference);

console.log(`\nactivity-records activities benchmark: ${inputs.map((input) => `${input.name} (${input.texts.length} pages, ${input.items} items, ` +
  `${(input.bytes / 1e6).toFixed(2)} MB)`).join('; ')}; ${detailed.length} real detailed activities with segment efforts; ` +
  `${polylines.length} real and generated polylines; ${ROUNDS} rounds in shuffled order after ${WARMUP_ROUNDS} warm-up; Node ${process.version}` +
  `${listPages.length === 0 ? '\n(../shared/fixtures is absent: the real pages, detailed activities and their polylines are left out)' : ''}\n`);
printTable(['task', 'calls a run', 'min ms', 'median ms', 'max ms'], tasks.map((task) => {
  const { min, median: ms, max, calls } = spreads.get(task.name);
  return [task.name, calls, min.toFixed(3), ms.toFixed(3), max.toFixed(3)];
}));
console.log('\n(ms of CPU time per call: each call goes through every page of its input)\n');

const targets = [];
const target = (name, value, goal, limit) => targets.push([name, `${value.toFixed(2)}x`, goal, limit === undefined ? '' : value <= limit ? 'yes' : 'NO']);
for (const { name } of inputs) {
  target(`${name}: text to records vs JSON.parse + by hand`, ratio(`${name}: SummaryActivity.parseMany(decodeJSON(text))`, `${name}: by hand(JSON.parse(text))`), '<= 1.15x', 1.15);
  target(`${name}: text to records vs JSON.parse alone`, ratio(`${name}: SummaryActivity.parseMany(decodeJSON(text))`, `${name}: JSON.parse(text)`), '(toward 1.30x)');
  target(`${name}: by hand + JSON.parse vs JSON.parse alone`, ratio(`${name}: by hand(JSON.parse(text))`, `${name}: JSON.parse(text)`), '(the floor)');
  target(`${name}: parse step vs by hand`, ratio(`${name}: SummaryActivity.parseMany(decoded)`, `${name}: by hand(decoded)`), '<= 1.10x', 1.1);
  target(`${name}: decodeJSON vs JSON.parse`, ratio(`${name}: decodeJSON(text)`, `${name}: JSON.parse(text)`), '<= 1.10x', 1.1);
}
if (detailed.length > 0) {
  target('detailed: decodeJSON vs JSON.parse', ratio('detailed: decodeJSON(text)', 'detailed: JSON.parse(text)'), '<= 1.10x', 1.1);
  target('detailed: DetailedActivity.parse vs JSON.parse', ratio('detailed: DetailedActivity.parse(decoded)', 'detailed: JSON.parse(text)'), '<= 0.80x', 0.8);
}
target('decodePolyline vs @mapbox/polyline', ratio('polylines: decodePolyline', 'polylines: @mapbox/polyline decode'), '<= 1.20x', 1.2);
target('Object.freeze of each position, vs @mapbox/polyline',
  (median('polylines: a frozen [lat, lng] array per position') - median('polylines: a [lat, lng] array per position')) / median('polylines: @mapbox/polyline decode'),
  '(why positions are not frozen)');
printTable(['target', 'measured', 'goal', 'met'], targets);

/** Every contender must accept the data and give back what the library gives, or the timings mean nothing. */
function checkSameData() {
  for (const input of inputs) {
    input.decoded.forEach((page, index) => {
      const ours = SummaryActivity.parseMany(page);
      const hand = parseSummariesByHand(input.plain[index]);
      if (ours.length !== page.length || hand.length !== page.length) throw new Error(`${input.name}: a page lost items`);
      ours.forEach((record, item) => {
        if (record.start_date !== hand[item].start_date || record.distance !== hand[item].distance) throw new Error(`${input.name}: the parsers disagree`);
      });
    });
    if (input.texts.some((text) => JSON.stringify(decodeJSON(text)) !== JSON.stringify(JSON.parse(text)))) throw new Error('decodeJSON disagrees with JSON.parse');
  }
  for (const { decoded } of detailed) DetailedActivity.parse(decoded);
  for (const text of polylines) {
    const ours = decodePolyline(text);
    const theirs = mapboxPolyline.decode(text);
    // The same doubles: both divide the same integer sums by 1e5.
    if (ours.length !== theirs.length || ours.some(([lat, lng], index) => lat !== theirs[index][0] || lng !== theirs[index][1])) {
      throw new Error('decodePolyline and @mapbox/polyline disagree');
    }
  }
}
