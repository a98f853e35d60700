import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createHttpClient, type HttpClientOptions } from '../../src/http/index.js';
import { DetailedActivity, StreamSet, StreamWindow, SummaryActivity, decodeJSON } from '../../src/index.js';
import { sendJson, startApiServerForFile, type SeenRequest } from '../helpers/api-server.js';
import { TEST_RIDE, TEST_RUN, testBody, testData, testText } from '../helpers/fixtures.js';
import { downsampledArrayText, windowStreamsText } from '../helpers/stream-fixtures.js';
import { rejectionOf } from './clients.js';

const TOKEN = 'streams-token-5e2a';
const EVERY_TYPE = 'time,distance,latlng,altitude,velocity_smooth,heartrate,cadence,watts,temp,moving,grade_smooth';
/** The test data's long run: in detail, and its streams (keyed, every type, full resolution), as the API's text. */
const activityText = testText(testBody(testData().activity(TEST_RUN), 'run'));
const runText = testText(testBody(testData().streams(TEST_RUN), 'streams'));
/** The run's first segment effort (an id past 2^53) and its streams, the window the API cuts for it. */
const [effortBody] = (decodeJSON(activityText) as { segment_efforts: { id: bigint; start_index: number; end_index: number }[] }).segment_efforts;
const EFFORT = effortBody?.id ?? 0n;
const effortText = windowStreamsText(TEST_RUN, effortBody?.start_index ?? 0, effortBody?.end_index ?? 0);
/** The test data's ride as an array of streams, downsampled to a third. */
const rideText = downsampledArrayText(TEST_RIDE, 3);

const server = await startApiServerForFile();

function client(options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({ accessToken: TOKEN, baseUrl: server.baseUrl, ...options });
}

/** Answers as the API does: the run, its streams, a segment effort's streams; `streamsText` for any other activity's streams. */
function answerWithTestData(streamsText = rideText): void {
  server.answer((request: SeenRequest, response) => {
    if (request.path === `/activities/${TEST_RUN}`) sendJson(response, 200, activityText);
    else if (request.path === `/activities/${TEST_RUN}/streams`) sendJson(response, 200, runText);
    else if (request.path === `/segment_efforts/${EFFORT}/streams`) sendJson(response, 200, effortText);
    else if (/^\/activities\/\d+\/streams$/.test(request.path)) sendJson(response, 200, streamsText);
    else sendJson(response, 404, { message: 'Record Not Found', errors: [] });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('getActivityStreams and getSegmentEffortStreams', () => {
  it('ask for every stream type keyed by type, and give the decoded body', async () => {
    answerWithTestData();
    const body = await client().getActivityStreams(TEST_RUN);
    const [request] = server.requests;
    expect(request?.path).toBe(`/activities/${TEST_RUN}/streams`);
    expect(request?.query.get('keys')).toBe(EVERY_TYPE);
    expect(request?.query.get('key_by_type')).toBe('true');
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(body).toEqual(decodeJSON(runText));
    expect(StreamSet.parse(body).distance?.length).toBe(testData().recording(TEST_RUN)?.length);
    const effort = await client().getSegmentEffortStreams(EFFORT, { signal: AbortSignal.timeout(10_000) });
    expect(server.requests.at(-1)?.path).toBe(`/segment_efforts/${EFFORT}/streams`);
    expect(server.requests.at(-1)?.query.get('keys')).toBe(EVERY_TYPE);
    expect(server.requests.at(-1)?.query.get('key_by_type')).toBe('true');
    expect(StreamSet.parse(effort).distance?.at(0)).toBe((decodeJSON(runText) as { distance: { data: number[] } }).distance.data[effortBody?.start_index ?? 0]);
  });

  it('write the keys with their commas, as the API reference writes the URL', async () => {
    const urls: string[] = [];
    const fetch = (input: string | URL | Request) => {
      urls.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(new Response('{}'));
    };
    const http = createHttpClient({ accessToken: TOKEN, fetch });
    await http.getActivityStreams(TEST_RUN);
    await http.getSegmentEffortStreams(41494197089, { keys: ['time', 'heartrate'] });
    expect(urls).toEqual([
      `https://www.strava.com/api/v3/activities/${TEST_RUN}/streams?keys=${EVERY_TYPE}&key_by_type=true`,
      'https://www.strava.com/api/v3/segment_efforts/41494197089/streams?keys=time,heartrate&key_by_type=true',
    ]);
  });

  it('send the keys given, in their order, a type the spec does not name too', async () => {
    answerWithTestData();
    await client().getActivityStreams(TEST_RUN, { keys: ['heartrate', 'time', 'smo2'] });
    expect(server.requests.at(-1)?.query.get('keys')).toBe('heartrate,time,smo2');
    await client().getSegmentEffortStreams(EFFORT, { keys: ['distance'] });
    expect(server.requests.at(-1)?.query.get('keys')).toBe('distance');
  });

  it('refuse keys that name no stream type before sending anything', async () => {
    answerWithTestData();
    const http = client();
    const bad: [unknown, ErrorConstructor, string][] = [
      ['time,distance', TypeError, 'getActivityStreams: keys must be an array of stream types, received a string'],
      [[], RangeError, 'getActivityStreams: keys must name at least one stream type (without keys the API answers only distance)'],
      [['time', 'heart rate'], TypeError, 'getActivityStreams: keys[1] must be a stream type (letters, digits and underscores: time, heartrate...), received "heart rate"'],
      [['time,distance'], TypeError, 'getActivityStreams: keys[0] must be a stream type (letters, digits and underscores: time, heartrate...), received "time,distance"'],
      [[null], TypeError, 'getActivityStreams: keys[0] must be a stream type (letters, digits and underscores: time, heartrate...), received null'],
    ];
    for (const [keys, kind, message] of bad) {
      const error = await rejectionOf(http.getActivityStreams(1, { keys: keys as string[] }));
      expect(error).toBeInstanceOf(kind);
      expect((error as Error).message).toBe(message);
    }
    await expect(http.getSegmentEffortStreams(1, { keys: [] })).rejects.toThrow('getSegmentEffortStreams: keys must name');
    await expect(http.getActivityStreams(1, { asText: 'yes' as unknown as true })).rejects.toThrow('getActivityStreams: asText must be a boolean, received a string');
    expect(server.requests).toHaveLength(0);
  });

  it('send the keys as they were checked, each read once, and quote a long one briefly', async () => {
    answerWithTestData();
    // An item that changes between reads (a getter, a proxy) must not slip a comma past the check.
    let reads = 0;
    const shifting = new Proxy(['time', 'distance'], {
      get: (target, property, receiver): unknown => (property === '0' ? (reads++ === 0 ? 'time' : 'time,watts') : Reflect.get(target, property, receiver)),
    });
    await client().getActivityStreams(TEST_RUN, { keys: shifting });
    expect(server.requests.at(-1)?.query.get('keys')).toBe('time,distance');
    expect(reads).toBe(1);
    const long = `heart rate${'x'.repeat(1_000_000)}`;
    const error = await rejectionOf(client().getActivityStreams(1, { keys: [long] }));
    expect((error as Error).message).toBe(`getActivityStreams: keys[0] must be a stream type (letters, digits and underscores: time, heartrate...), received "heart rate${'x'.repeat(30)}…"`);
  });

  it('give the body\'s text as it came with asText, UTF-8 decoded once, and the same records from it', async () => {
    const text = `{"note": "r\u00e9sum\u00e9 \u{1F3C3}", ${runText.slice(1)}`;
    answerWithTestData(text);
    const answered = await client().getActivityStreams(5, { asText: true });
    expect(answered).toBe(text);
    expect(StreamSet.parseJSON(answered).toJSON()).toEqual(StreamSet.parse(await client().getActivityStreams(5)).toJSON());
    await expect(client().getSegmentEffortStreams(EFFORT, { asText: true })).resolves.toBe(effortText);
  });

  it('hold a stream body to maxBodyBytes, decoded or as text', async () => {
    answerWithTestData();
    // The streams' text is ASCII: a character a byte.
    const small = client({ maxBodyBytes: runText.length - 1 });
    for (const call of [small.getActivityStreams(TEST_RUN), small.getActivityStreams(TEST_RUN, { asText: true })]) {
      const error = await rejectionOf(call);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as Error).message).toMatch(new RegExp(`with a body over maxBodyBytes \\(${runText.length - 1} bytes\\); reading stopped there$`));
    }
    await expect(client({ maxBodyBytes: runText.length }).getActivityStreams(TEST_RUN, { asText: true })).resolves.toBe(runText);
  });

  it('refuse a body that is not JSON with ApiError when decoding, and give it as it came with asText', async () => {
    server.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>maintenance</html>');
    });
    await expect(client().getActivityStreams(1)).rejects.toThrow(ApiError);
    await expect(client().getActivityStreams(1, { asText: true })).resolves.toBe('<html>maintenance</html>');
    const error = await rejectionOf(SummaryActivity.parse({ id: 1 }, { client: client() }).streams());
    expect(error).toBeInstanceOf(SyntaxError);
  });
});

describe('the stream accessors over the http client', () => {
  it('read the text the client gives with StreamSet.parseJSON, in one pass', async () => {
    answerWithTestData();
    const parseJSON = vi.spyOn(StreamSet, 'parseJSON');
    const http = client();
    const streams = await SummaryActivity.parse({ id: TEST_RUN }, { client: http }).streams();
    expect(parseJSON).toHaveBeenCalledTimes(1);
    expect(parseJSON).toHaveBeenCalledWith(runText);
    expect(server.requests.at(-1)?.query.get('keys')).toBe(EVERY_TYPE);
    expect(streams.toJSON()).toEqual(StreamSet.parse(await http.getActivityStreams(TEST_RUN)).toJSON());
    const ride = await SummaryActivity.parse({ id: TEST_RIDE }, { client: http }).streams();
    expect(ride.toJSON()).toEqual(decodeJSON(rideText));
    // Asked with key_by_type=true, a decoded body must be the keyed shape; the accessor reads either from the text.
    await expect(http.getActivityStreams(TEST_RIDE)).rejects.toThrow(/answered with a list where an object was expected$/);
  });

  it('cut a run\'s laps and best efforts with one request for the streams', async () => {
    answerWithTestData();
    const http = client();
    const activity = DetailedActivity.parse(await http.getActivity(TEST_RUN), { client: http });
    const laps = activity.laps ?? [];
    const efforts = activity.best_efforts ?? [];
    const windows = await Promise.all(laps.map((lap) => lap.streams()));
    const effortWindows = await Promise.all(efforts.map((effort) => effort.streams()));
    expect(server.requests.filter((request) => request.path.endsWith('/streams'))).toHaveLength(1);
    expect(windows[0]).toBeInstanceOf(StreamWindow);
    expect(windows.map((window) => window.length)).toEqual(laps.map((lap) => (lap.end_index ?? 0) - (lap.start_index ?? 0) + 1));
    expect(effortWindows).toHaveLength(11);
    for (const [index, effort] of efforts.entries()) {
      const distance = effortWindows[index]?.figures().distance ?? Number.NaN;
      expect(distance, effort.name ?? '').toBeGreaterThanOrEqual(effort.distance ?? Number.NaN);
      expect(distance - (effort.distance ?? Number.NaN), effort.name ?? '').toBeLessThan(10);
    }
  });
});
