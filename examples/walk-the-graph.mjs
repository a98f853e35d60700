// The second half of `npm run demo`: from a lap to its activity's comments and kudos and
// its athlete's stats, through a client that answers from the example files. Every body
// the client returns is validated into records; ids stay exact.
import { readFileSync } from 'node:fs';
import { Lap, decodeJSON, formatDuration, metersToKilometers } from '../dist/index.js';

const body = (name) => decodeJSON(readFileSync(new URL(name, import.meta.url), 'utf8'));

// Any object with these five methods is a ClientHandle.
const client = {
  getActivityComments: () => body('activity-comments.json'),
  getActivityZones: () => body('activity-zones.json'),
  getActivityKudos: () => body('activity-kudos.json'),
  getActivityPhotos: () => [],
  getAthleteStats: () => body('athlete-stats.json'),
};

const [lap] = Lap.parseMany(body('activity-detailed.json').laps, { client });
const activity = lap.activity;

for (const comment of await activity.comments()) {
  console.log(`${comment.athlete?.firstname} ${comment.athlete?.lastname}: ${comment.text}`);
}
const kudos = await activity.kudos();
console.log(`Kudos from: ${kudos.map((athlete) => `${athlete.firstname} ${athlete.lastname}`).join(', ')}`);

const stats = await lap.athlete.stats();
const runs = stats.all_run_totals;
console.log(`All runs of athlete ${lap.athlete.id}: ${runs?.count} runs, ${metersToKilometers(runs?.distance ?? null)?.toFixed(1)} km, ${formatDuration(runs?.moving_time ?? null)} moving`);
console.log(`Asked again, memoised: ${(await lap.athlete.stats()) === stats}`);
