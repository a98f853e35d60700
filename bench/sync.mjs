// npm run bench, last step: what syncActivities costs per activity against reading the same
// list with iterateAthleteActivities and SummaryActivity.safeParse, on the build. The API is
// a stand-in `fetch` in this process that answers by the API's rule from texts made once
// (the same bytes for every task), so the figures are the library's own work: requests,
// decoding, records, and for the sync its checkpoints.
//
// Tasks run once per round in a new shuffled order each round (seeded), after warm-up
// rounds; each task's min, median and max over the rounds are printed, the ratios taken
// between medians.
import { performance } from 'node:perf_hooks';
import { SummaryActivity } from '../dist/index.js';
import { createHttpClient, syncActivities } from '../dist/http.js';
import { random, shuffled } from './dataset.mjs';
import { spreadOf } from './spread.mjs';
import { printTable } from './table.mjs';

const COUNT = Number(process.env.BENCH_ACTIVITIES ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 11);
const WARMUP_ROUNDS = 3;
const PAGE = 200;

// A list item as the API gives one (the shape of the real items in the project's fixtures).
const template = {
  resource_state: 2, athlete: { id: 26462176, resource_state: 1 }, name: 'Morning Run', distance: 12153.9,
  moving_time: 3767, elapsed_time: 3770, total_elevation_gain: 96.5, type: 'Run', sport_type: 'Run', workout_type: 0,
  external_id: '1B9216F0-43B6-4B8A-8779-01446DF336F4', upload_id: 1502339634, start_date_local: '2018-02-04T16:56:56Z',
  timezone: '(GMT-05:00) America/New_York', utc_offset: -18000, start_latlng: [40.682815, -73.914802],
  end_latlng: [40.733786, -73.985987], achievement_count: 10, kudos_count: 1, comment_count: 0, athlete_count: 1,
  photo_count: 0, map: { id: 'a1392228282', summary_polyline: 'qzhwFpncbMkN\\yEbI{b@|~@qCpLobAjnBUtHqOr`@mKjd@oG`L', resource_state: 2 },
  trainer: false, commute: false, manual: false, private: false, flagged: false, gear_id: null, average_speed: 3.226,
  max_speed: 8.1, has_heartrate: false, elev_high: 33.7, elev_low: -7.2, pr_count: 3, total_photo_count: 3, has_kudoed: false,
};
const nextRandom = random(2_400);
const starts = [];
// From 1970-01-02, so that the 20,000 activities (about 52 years) end before now, as a real history does.
for (let index = 0, start = 86_400; index < COUNT; index++) {
  if (nextRandom() >= 0.05) start += 600 + Math.floor(nextRandom() * 2 * 86_400);
  starts.push(start);
}
const bodies = starts.map((start, index) => ({ ...template, id: 2_000_000_000 + index * 17, start_date: new Date(start * 1000).toISOString().replace('.000Z', 'Z') }));

/** Answer texts by URL, made the first time a URL is asked for. */
const answers = new Map();
function answerFor(url) {
  let text = answers.get(url);
  if (text === undefined) {
    const query = new URL(url).searchParams;
    const after = Number(query.get('after'));
    const page = Number(query.get('page'));
    const perPage = Number(query.get('per_page'));
    let first = 0;
    while (first < COUNT && starts[first] <= after) first++;
    text = JSON.stringify(bodies.slice(first + (page - 1) * perPage, first + page * perPage));
    answers.set(url, text);
  }
  return new Response(text, { headers: { 'content-type': 'application/json' } });
}
const client = createHttpClient({ accessToken: 'bench-token', baseUrl: 'http://bench.test/api/v3', pageSize: PAGE, maxPages: 1_000, fetch: async (url) => answerFor(String(url)) });

const tasks = [
  {
    name: 'iterateAthleteActivities + safeParse',
    run: async () => {
      let count = 0;
      for await (const item of client.iterateAthleteActivities({ after: 0 })) if (SummaryActivity.safeParse(item, { client }).success) count++;
      return count;
    },
  },
  { name: 'syncActivities', run: () => countSync({}) },
  { name: 'syncActivities, 10,000 ids remembered', run: () => countSync({ lateUploadWindow: 20 * 365 * 86_400_000 }) },
];

async function countSync(options) {
  let count = 0;
  for await (const item of syncActivities(client, options)) if (item.ok) count++;
  return count;
}

for (const task of tasks) {
  const count = await task.run();
  if (count !== COUNT) throw new Error(`${task.name} gave ${count} activities of ${COUNT}`);
}
const samples = new Map(tasks.map((task) => [task.name, []]));
for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
  for (const task of shuffled(tasks, nextRandom)) {
    const start = performance.now();
    await task.run();
    if (round >= WARMUP_ROUNDS) samples.get(task.name).push(performance.now() - start);
  }
}

const reference = spreadOf(samples.get(tasks[0].name)).median;
console.log(`\nsyncActivities benchmark: ${COUNT} activities in pages of ${PAGE}, ${ROUNDS} rounds in shuffled order after ${WARMUP_ROUNDS} warm-up; Node ${process.version}\n`);
printTable(['task', 'min ms', 'median ms', 'max ms', 'µs per activity', 'ratio'], tasks.map((task) => {
  const { min, median, max } = spreadOf(samples.get(task.name));
  return [task.name, min.toFixed(1), median.toFixed(1), max.toFixed(1), ((median * 1000) / COUNT).toFixed(2), `${(median / reference).toFixed(2)}x`];
}));
console.log('\n(ratio: median against the median of iterateAthleteActivities + safeParse over the same list)');
