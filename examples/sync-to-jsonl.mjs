// Keeps a JSON-lines file of the athlete's activities in step with Strava: the first run
// reads the whole history (oldest first), every later run only what is new, and a run
// stopped by the daily rate limit, an error or Ctrl-C goes on from where it stopped.
// Each line is one item; `FILE.sync.json` holds the checkpoint and the file's length at
// it, so that a line written after the last checkpoint (the run stopped in between) is
// cut off rather than written twice. docs/sync.md explains it.
//
//   npm run build && STRAVA_ACCESS_TOKEN=... node examples/sync-to-jsonl.mjs activities.jsonl
//
// STRAVA_API_URL points it at another server (the project's tests use a local one).
import { appendFileSync, existsSync, readFileSync, renameSync, truncateSync, writeFileSync } from 'node:fs';
import { encodeJSON } from '../dist/index.js';
import { createHttpClient, RateLimitError, syncActivities } from '../dist/http.js';

const file = process.argv[2] ?? 'activities.jsonl';
const stateFile = `${file}.sync.json`;
const client = createHttpClient({
  accessToken: process.env.STRAVA_ACCESS_TOKEN ?? '',
  baseUrl: process.env.STRAVA_API_URL ?? 'https://www.strava.com/api/v3',
  maxRateLimitWait: 15 * 60_000,   // wait out a 15-minute window; the daily one ends the run
});

// Where the last run stopped: its checkpoint, and the file's length when it was stored
// (no state yet: start afresh, from an empty file).
const state = existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : { checkpoint: null, bytes: 0 };
appendFileSync(file, '');
truncateSync(file, state.bytes);
const saveState = () => {
  writeFileSync(`${stateFile}.tmp`, JSON.stringify(state));
  renameSync(`${stateFile}.tmp`, stateFile);   // whole or not at all
};

let items = 0;
let invalid = 0;
try {
  const sync = syncActivities(client, {
    checkpoint: state.checkpoint,
    onProgress: (event) => {
      if (event.type === 'page') {
        console.log(`page ${event.number}: ${event.received} received after ${new Date(event.after * 1000).toISOString()}; ${items} new so far`);
      } else {
        console.log(`waiting ${Math.ceil(event.ms / 1000)} s (${event.reason}) until ${event.until.toISOString()}`);
      }
    },
  });
  for await (const item of sync) {
    const line = `${encodeJSON(item.ok ? item.activity : item.raw)}\n`;
    appendFileSync(file, line);
    state.checkpoint = item.checkpoint;
    state.bytes += Buffer.byteLength(line);
    saveState();
    items += 1;
    if (!item.ok) {
      invalid += 1;
      console.log(`not a valid activity, kept as it came: ${item.error.message}`);
    }
  }
  console.log(`done: ${items} new activities (${invalid} not valid) in ${file}`);
} catch (error) {
  if (!(error instanceof RateLimitError) || error.checkpoint === null) throw error;
  state.checkpoint = error.checkpoint;
  saveState();
  console.log(`stopped by the ${error.window ?? 'unknown'} rate limit after ${items} new activities; run again after ${error.retryAt?.toISOString() ?? 'a while'}`);
}
