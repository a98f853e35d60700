// npm run demo: the inspect command on a real API body, then related data reached
// through lazy accessors, from an in-memory client over the example bodies.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Lap, decodeJSON, formatDuration, metersToKilometers } from '../dist/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const body = (name) => decodeJSON(readFileSync(join(here, name), 'utf8'));
const activityFile = relative(root, join(here, 'activity-detailed.json'));

console.log(`$ activity-records inspect ${activityFile}\n`);
const inspect = spawnSync(process.execPath, [join(root, 'dist', 'cli.js'), 'inspect', activityFile], { cwd: root, stdio: 'inherit' });
if (inspect.status !== 0) process.exit(inspect.status ?? 1);

// Any object with these five methods is a ClientHandle; this one answers from files.
const client = {
  getActivityComments: () => body('activity-comments.json'),
  getActivityZones: () => body('activity-zones.json'),
  getActivityKudos: () => body('activity-kudos.json'),
  getActivityPhotos: () => [],
  getAthleteStats: () => body('athlete-stats.json'),
};

const [lap] = Lap.parseMany(body('activity-detailed.json').laps, { client });
console.log(`\nThrough the lap's bound client (in memory, over ${relative(root, here)}/*.json):\n`);

const comments = await lap.activity.comments();
console.log(`Comments on activity ${lap.activity.id}:`);
for (const comment of comments) {
  console.log(`  ${comment.athlete?.firstname ?? '?'} ${comment.athlete?.lastname ?? ''}: ${comment.text} (${comment.created_at})`);
}

const kudos = await lap.activity.kudos();
console.log(`Kudos from: ${kudos.map((athlete) => `${athlete.firstname} ${athlete.lastname}`).join(', ')}`);

const stats = await lap.athlete.stats();
console.log(`\nStats of athlete ${lap.athlete.id}:`);
for (const [label, totals] of [
  ['recent runs', stats.recent_run_totals], ['runs this year', stats.ytd_run_totals], ['all runs', stats.all_run_totals],
  ['all rides', stats.all_ride_totals],
]) {
  const km = metersToKilometers(totals?.distance ?? null);
  console.log(`  ${label.padEnd(15)} ${String(totals?.count ?? 0).padStart(4)} activities, ${(km ?? 0).toFixed(1).padStart(8)} km, ${formatDuration(totals?.moving_time ?? null) ?? '-'} moving`);
}
console.log(`\nThe second call is memoised: ${(await lap.athlete.stats()) === stats ? 'same result, no client call' : 'called again'}.`);
