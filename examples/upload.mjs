// Uploads an activity file (FIT, TCX or GPX, gzipped or not) and waits for the activity it
// becomes, showing each step as it comes: the upload, each status the API gives while it
// processes the file, each wait, then the activity, or why there is none. Ctrl-C stops the
// wait at once (the upload goes on at the API's end). docs/writing.md explains it.
//
//   npm run build && STRAVA_ACCESS_TOKEN=... node examples/upload.mjs ride.fit "Morning ride"
//
// STRAVA_API_URL points it at another server, such as the fake API of examples/fake-api.mjs
// run as a program, which follows the API's upload life cycle.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { Upload, formatDuration, metersToKilometers } from '../dist/index.js';
import { UnknownOutcomeError, UploadError, createHttpClient, waitForUpload } from '../dist/http.js';

const [file, name] = process.argv.slice(2);
const dataType = /\.(?:fit|tcx|gpx)(?:\.gz)?$/i.exec(file ?? '')?.[0].slice(1).toLowerCase();
if (file === undefined || dataType === undefined) {
  console.error('usage: node examples/upload.mjs FILE [NAME], FILE ending in .fit, .tcx or .gpx (or those with .gz)');
  process.exit(2);
}

const client = createHttpClient({
  accessToken: process.env.STRAVA_ACCESS_TOKEN ?? '',
  baseUrl: process.env.STRAVA_API_URL ?? 'https://www.strava.com/api/v3',
  maxRateLimitWait: 15 * 60_000,   // wait out a 15-minute window; the daily one ends the wait
});
const stop = new AbortController();
process.once('SIGINT', () => stop.abort(new Error('stopped with Ctrl-C; the upload goes on at the API\'s end')));

/** Each status the API gives, once, and each wait, as a person reads them. */
let lastStatus = null;
function show(event) {
  if (event.type === 'wait') {
    if (event.reason !== 'poll') console.log(`  waiting ${(event.ms / 1000).toFixed(1)} s (${event.reason === 'retry' ? 'the API failed for now' : 'rate limit'})`);
    return;
  }
  const line = `upload ${event.uploadId}: ${event.status ?? 'no status'}${event.error === null ? '' : ` (${event.error})`}`;
  if (line !== lastStatus) console.log(line);
  lastStatus = line;
}

// Named after the file, so that an upload whose outcome is unknown can be looked for.
const externalId = basename(file);
const bytes = readFileSync(file);
console.log(`uploading ${externalId} (${bytes.length.toLocaleString('en')} bytes) as ${dataType}`);
try {
  const upload = Upload.parse(await client.uploadActivity(bytes, { dataType, externalId, ...(name === undefined ? {} : { name }), signal: stop.signal }));
  const activity = await waitForUpload(client, upload, { signal: stop.signal, onProgress: show });
  const distance = activity.distance === null ? '' : `, ${metersToKilometers(activity.distance).toFixed(2)} km`;
  const time = activity.elapsed_time === null ? '' : ` in ${formatDuration(activity.elapsed_time)}`;
  console.log(`ready: activity ${activity.id} "${activity.name ?? ''}"${distance}${time}`);
} catch (error) {
  process.exitCode = 1;
  if (error instanceof UploadError && error.reason === 'duplicate') console.log(`already uploaded: activity ${error.duplicateOf ?? '(id not given)'}`);
  else if (error instanceof UploadError) console.log(`not an activity: ${error.message}`);
  else if (error instanceof UnknownOutcomeError) console.log(`unknown outcome: ${error.message}`);
  else if (error === stop.signal.reason) console.log(error.message);
  else throw error;
}
