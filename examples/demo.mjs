// npm run demo: the HTTP client of activity-records end to end, against a local fake of
// the Strava API (examples/fake-api.mjs) that serves the project's generated data: one
// athlete, three years of activities with laps and full-resolution streams. Offline, a
// few seconds. It walks the way an app does: the athlete, every activity page by page, one
// run in detail with its laps beside what their samples add up to, a ride with segment
// effort ids past 2^53, and the rate limit; each request is shown as the fake answered it.
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
const FIFTEEN_MINUTE_LIMIT = 60;
const api = await startFakeApi({ expiredToken: EXPIRED_TOKEN, fifteenMinuteLimit: FIFTEEN_MINUTE_LIMIT });

/** Prints the requests answered since the last call, a run of list pages shortened to its ends. */
let printed = 0;
function showRequests() {
  const fresh = api.requests.slice(printed);
  printed = api.requests.length;
  const line = ({ method, path, status, items }) => `   ${method.padEnd(4)} ${path.padEnd(60)} ${status}${items === null ? '' : `  ${items} item${items === 1 ? '' : 's'}`}`;
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
const km = (meters) => (meters === null ? '-' : `${metersToKilometers(meters).toFixed(2)} km`);
/** How far, swims in meters. */
const distance = (activity) => ((activity.sport_type ?? activity.type) === 'Swim' ? `${activity.distance?.toFixed(0)} m` : km(activity.distance));
const bpm = (value) => (value === null ? '-' : `${value.toFixed(1)} bpm`);

try {
  console.log('activity-records: the HTTP client against a local fake of the Strava API');
  console.log(`(generated bodies, served by examples/fake-api.mjs at ${api.baseUrl})\n`);

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
  const client = createHttpClient({ accessToken, baseUrl: api.baseUrl, pageSize: 200 });

  console.log('1. The athlete: a 401 for the expired token, one refresh, the request again');
  const athlete = DetailedAthlete.parse(await client.getAuthenticatedAthlete(), { client });
  showRequests();
  console.log(`   ${athlete.firstname} ${athlete.lastname} of ${athlete.city}: ${athlete.shoes?.length} pairs of shoes, ${athlete.bikes?.length} bikes, ${athlete.clubs?.length} clubs, prefers ${athlete.measurement_preference}\n`);

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
    const total = sports.get(sport) ?? { count: 0, meters: 0, seconds: 0 };
    sports.set(sport, { count: total.count + 1, meters: total.meters + (activity.distance ?? 0), seconds: total.seconds + (activity.moving_time ?? 0) });
  }
  for (const [sport, { count, meters, seconds }] of [...sports].sort((a, b) => b[1].count - a[1].count)) {
    console.log(`     ${sport.padEnd(16)} ${String(count).padStart(5)}  ${km(meters).padStart(12)}  ${formatDuration(seconds).padStart(10)}`);
  }
  console.log('   The latest of the three most frequent sports: runs as pace, swims as pace per 100 m, the rest as speed:');
  for (const [sport] of [...sports].sort((a, b) => b[1].count - a[1].count).slice(0, 3)) {
    const latest = activities.find((activity) => (activity.sport_type ?? activity.type) === sport);
    const start = latest.start_date_local?.slice(0, 16).replace('T', ' ');
    console.log(`     ${start}  ${sport.padEnd(9)} ${latest.name?.padEnd(28)} ${distance(latest).padStart(9)}  ${paceOrSpeed(latest)}`);
  }
  console.log('');

  console.log('3. The latest run in detail, its laps beside what their samples add up to, and its comments');
  const run = activities.find((activity) => activity.sport_type === 'Run' && (activity.comment_count ?? 0) > 0);
  const detail = await run.details();
  const laps = await run.laps();
  showRequests();
  console.log(`   ${detail.name}: started ${zonedStartDate(detail)} (${timeZoneName(detail)}), ${km(detail.distance)} in ${formatDuration(detail.moving_time)}, ${paceOrSpeed(detail)}, ${bpm(detail.average_heartrate)}`);
  console.log(`   ${'lap'.padEnd(6)} ${'the API says'.padEnd(30)} the lap's samples (one streams request for every lap)`);
  for (const lap of laps.slice(0, 4)) {
    const figures = (await lap.streams()).figures();
    const says = `${km(lap.distance)} ${formatDuration(lap.moving_time)} ${bpm(lap.average_heartrate)}`;
    console.log(`   ${lap.name.padEnd(6)} ${says.padEnd(30)} ${km(figures.distance)} ${formatDuration(figures.moving_time)} ${bpm(figures.average_heartrate)}`);
  }
  if (laps.length > 4) console.log(`   … and ${laps.length - 4} more laps`);
  showRequests();
  const fiveK = detail.best_efforts?.find((effort) => effort.name === '5k');
  console.log(`   best effort over 5 km: ${formatDuration(fiveK?.elapsed_time ?? null)}`);
  console.log(`   asked again, memoised, no request: ${(await run.details()) === detail}`);
  const comments = await laps[0].activity.comments();
  showRequests();
  console.log(`   ${comments.length} comment${comments.length === 1 ? '' : 's'}, from a lap's activity: "${comments[0]?.text}" (${comments[0]?.athlete?.firstname})\n`);

  console.log('4. A ride by its id: speed and power, and segment effort ids past 2^53');
  const rideId = activities.find((activity) => activity.sport_type === 'Ride' && activity.device_watts === true).id;
  const ride = DetailedActivity.parse(await client.getActivity(rideId), { client });
  showRequests();
  console.log(`   ${ride.name}: ${km(ride.distance)} in ${formatDuration(ride.moving_time)}, ${paceOrSpeed(ride)}, ${ride.average_watts} W on average, ${ride.kilojoules} kJ`);
  console.log('   The same body fetched as text, to see what JSON.parse makes of it:');
  const rideText = await (await fetch(`${api.baseUrl}/activities/${rideId}`, { headers: { authorization: `Bearer ${await accessToken()}` } })).text();
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
