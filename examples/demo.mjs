// npm run demo: the HTTP client of activity-records end to end, against a local fake of
// the Strava API that answers with real bodies recorded from the API (examples/fake-api.mjs,
// test/fixtures/real/). Offline, a few seconds. It walks the way an app does: the
// athlete, every activity page by page, one activity in detail with its laps and
// comments, a ride with ids past 2^53, and the rate limit; each request is shown as the
// fake answered it.
import {
  DetailedActivity,
  DetailedAthlete,
  SummaryActivity,
  formatDuration,
  metersPerSecondToKilometersPerHour,
  metersToKilometers,
  paceSecondsPerKilometer,
  timeZoneName,
  zonedStartDate,
} from '../dist/index.js';
import { RateLimitError, createHttpClient, createTokenRefresher } from '../dist/http.js';
import { startFakeApi } from './fake-api.mjs';

const EXPIRED_TOKEN = 'token-that-expired-early';
/** Requests the fake allows per 15 minutes: small, so that the walk runs into it at its end. */
const FIFTEEN_MINUTE_LIMIT = 50;
const api = await startFakeApi({ fixtures: new URL('../test/fixtures/', import.meta.url), expiredToken: EXPIRED_TOKEN, fifteenMinuteLimit: FIFTEEN_MINUTE_LIMIT });

/** Prints the requests answered since the last call, a run of list pages shortened to its ends. */
let printed = 0;
function showRequests() {
  const fresh = api.requests.slice(printed);
  printed = api.requests.length;
  const line = ({ method, path, status, items }) => `   ${method.padEnd(4)} ${path.padEnd(56)} ${status}${items === null ? '' : `  ${items} item${items === 1 ? '' : 's'}`}`;
  const shown = fresh.length > 6 ? [...fresh.slice(0, 2).map(line), `   … ${fresh.length - 4} more pages …`, ...fresh.slice(-2).map(line)] : fresh.map(line);
  for (const text of shown) console.log(text);
}

const FOOT_SPORTS = new Set(['Run', 'TrailRun', 'VirtualRun', 'Walk', 'Hike']);
/** How fast, as a person reads it for the sport: runs as pace per km, swims per 100 m, rides and the rest as km/h. */
function paceOrSpeed(activity) {
  const sport = activity.sport_type ?? activity.type;
  const speed = activity.average_speed;
  if (speed === null || speed <= 0) return '-';
  if (sport === 'Swim') return `${formatDuration(100 / speed)} /100m`;
  if (FOOT_SPORTS.has(sport)) return `${formatDuration(paceSecondsPerKilometer(speed))} /km`;
  return `${metersPerSecondToKilometersPerHour(speed).toFixed(1)} km/h`;
}
const km = (meters) => `${metersToKilometers(meters).toFixed(2)} km`;
/** How far, swims in meters. */
const distance = (activity) => ((activity.sport_type ?? activity.type) === 'Swim' ? `${activity.distance?.toFixed(0)} m` : km(activity.distance));

try {
  console.log('activity-records: the HTTP client against a local fake of the Strava API');
  console.log(`(real bodies recorded from the API, served by examples/fake-api.mjs at ${api.baseUrl})\n`);

  // The app's credentials and the athlete's tokens, as it saved them: this access token
  // has been revoked early, which the API says with a 401 on the first request.
  const accessToken = createTokenRefresher({
    clientId: 12345,
    clientSecret: 'the-app-secret',
    refreshToken: 'refresh-token-0',
    accessToken: EXPIRED_TOKEN,
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    tokenUrl: api.tokenUrl,
    onRefresh: (tokens) => console.log(`   onRefresh: save ${tokens.accessToken} and ${tokens.refreshToken}, expiring ${new Date(tokens.expiresAt * 1000).toISOString()}`),
  });
  // The recorded list pages hold 30 activities each.
  const client = createHttpClient({ accessToken, baseUrl: api.baseUrl, pageSize: 30 });

  console.log('1. The athlete: a 401 for the expired token, one refresh, the request again');
  const athlete = DetailedAthlete.parse(await client.getAuthenticatedAthlete(), { client });
  showRequests();
  console.log(`   ${athlete.firstname} ${athlete.lastname} of ${athlete.city}: ${athlete.shoes?.length} pairs of shoes, ${athlete.clubs?.length} clubs, prefers ${athlete.measurement_preference}\n`);

  console.log('2. Every activity, page by page, each item checked on its own (one odd item never loses a page)');
  const activities = [];
  let rejected = 0;
  for await (const item of client.iterateAthleteActivities()) {
    const read = SummaryActivity.safeParse(item, { client });
    if (read.success) activities.push(read.data);
    else rejected += 1;
  }
  showRequests();
  console.log(`   ${activities.length.toLocaleString('en-US')} activities read, ${rejected} refused; by sport:`);
  const sports = new Map();
  for (const activity of activities) {
    const sport = activity.sport_type ?? activity.type ?? 'unknown';
    const total = sports.get(sport) ?? { count: 0, meters: 0 };
    sports.set(sport, { count: total.count + 1, meters: total.meters + (activity.distance ?? 0) });
  }
  for (const [sport, { count, meters }] of [...sports].sort((a, b) => b[1].count - a[1].count)) {
    console.log(`     ${sport.padEnd(16)} ${String(count).padStart(5)}  ${km(meters).padStart(12)}`);
  }
  console.log('   The latest of the three most frequent sports: runs as pace, swims as pace per 100 m, the rest as speed:');
  for (const [sport] of [...sports].sort((a, b) => b[1].count - a[1].count).slice(0, 3)) {
    const latest = activities.find((activity) => (activity.sport_type ?? activity.type) === sport);
    const start = latest.start_date_local?.slice(0, 16).replace('T', ' ');
    console.log(`     ${start}  ${sport.padEnd(9)} ${latest.name?.padEnd(28)} ${distance(latest).padStart(9)}  ${paceOrSpeed(latest)}`);
  }
  console.log('');

  console.log('3. One activity in detail, its laps and its comments, through the accessors of a listed activity');
  const marathon = activities.find((activity) => activity.id === 1946417534);
  const detail = await marathon.details();
  const laps = await marathon.laps();
  showRequests();
  console.log(`   ${detail.name}: started ${zonedStartDate(detail)} (${timeZoneName(detail)}), ${km(detail.distance)} in ${formatDuration(detail.moving_time)}, ${paceOrSpeed(detail)}`);
  for (const lap of laps) console.log(`   ${lap.name}: ${km(lap.distance)} in ${formatDuration(lap.moving_time)}, ${formatDuration(paceSecondsPerKilometer(lap.average_speed))} /km, heart rate ${lap.average_heartrate} bpm`);
  const marathonEffort = detail.best_efforts?.find((effort) => effort.name === 'Marathon');
  console.log(`   best effort over the marathon distance: ${formatDuration(marathonEffort?.elapsed_time ?? null)}`);
  console.log(`   asked again, memoised, no request: ${(await marathon.details()) === detail}`);
  const comments = await laps[0].activity.comments();
  showRequests();
  console.log(`   ${comments.length} comments, from a lap's activity: "${comments[0]?.text}" (${comments[0]?.athlete?.firstname})\n`);

  console.log('4. A ride by its id: speed, and segment effort ids past 2^53');
  const ride = DetailedActivity.parse(await client.getActivity(3958491750), { client });
  showRequests();
  console.log(`   ${ride.name}: ${km(ride.distance)} in ${formatDuration(ride.moving_time)}, ${paceOrSpeed(ride)}`);
  console.log('   The same body fetched as text, to see what JSON.parse makes of it:');
  const rideText = await (await fetch(`${api.baseUrl}/activities/3958491750`, { headers: { authorization: `Bearer ${await accessToken()}` } })).text();
  showRequests();
  const rounded = JSON.parse(rideText).segment_efforts;
  console.log(`   ${'segment effort'.padEnd(30)} ${'id, exact (decodeJSON)'.padEnd(24)} JSON.parse reads`);
  for (const [index, effort] of (ride.segment_efforts ?? []).slice(0, 3).entries()) {
    console.log(`   ${effort.name?.slice(0, 30).padEnd(30)} ${String(effort.id).padEnd(24)} ${rounded[index].id}`);
  }
  const { usage } = client.rateLimit ?? {};
  console.log(`   client.rateLimit: ${usage?.fifteenMinutes} requests in this 15-minute window, ${usage?.daily} today\n`);

  console.log(`5. The rate limit: the fake allows ${FIFTEEN_MINUTE_LIMIT} requests per 15 minutes; kudos of each activity until it refuses one`);
  try {
    for (const activity of activities) await activity.kudos();
  } catch (error) {
    if (!(error instanceof RateLimitError)) throw error;
    showRequests();
    const { usage, limit } = error.rateLimit ?? {};
    console.log(`   ${error.name}: the ${error.limit} ${error.window} limit (${usage?.fifteenMinutes} of ${limit?.fifteenMinutes} requests), resets at ${error.retryAt?.toISOString()}`);
    console.log('   maxRateLimitWait is 0 by default, so the client reports it rather than wait; give it up to 15 minutes to wait a window out');
  }
} finally {
  await api.close();
}
