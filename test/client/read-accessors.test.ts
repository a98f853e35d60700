import { describe, expect, it, vi } from 'vitest';
import {
  ClubActivity,
  ClubAthlete,
  DetailedActivity,
  DetailedAthlete,
  DetailedClub,
  DetailedGear,
  DetailedSegment,
  ExplorerResponse,
  ExplorerSegment,
  MissingIdError,
  ParseError,
  Route,
  SegmentEffort,
  StreamSet,
  SummaryActivity,
  SummaryClub,
  SummaryGear,
  SummarySegment,
  UnboundEntityError,
  Zones,
  decodeJSON,
  type AccessOptions,
  type ClientHandle,
  type DataRecord,
} from '../../src/index.js';
import { clientAnswering, deferred, syncClient, type FakeClient } from '../helpers/fake-client.js';
import { reads } from '../helpers/read-bodies.js';

type Method = keyof ClientHandle;

/** One accessor: a record of the class that has it, how to call it, the client method it calls and what it gives. */
interface Accessor {
  readonly name: string;
  readonly record: (client?: ClientHandle) => DataRecord & { readonly bound_client: ClientHandle | null };
  readonly call: (record: never, options?: AccessOptions) => Promise<unknown>;
  readonly method: Method;
  /** The id the client is asked about (none for the athlete's zones). */
  readonly id: unknown;
  /** What the client is asked besides the signal. */
  readonly request?: Readonly<Record<string, unknown>>;
  /** Whether what it gives is right. */
  readonly gives: (result: unknown) => boolean;
}

/** Whether a result is a list of records of `type`, none missing. */
const isAll = (type: { readonly prototype: object }) => (result: unknown) =>
  Array.isArray(result) && result.length > 0 && result.every((item: unknown) => typeof item === 'object' && item !== null && Object.getPrototypeOf(item) === type.prototype);
// Records with small ids of their own, bound to a fake client that answers with the generated bodies of `reads`.
const segment = (client?: ClientHandle) => SummarySegment.parse({ id: 17, name: 'Test climb' }, { client: client ?? null });
const explored = (client?: ClientHandle) => ExplorerSegment.parse({ id: 18, points: '' }, { client: client ?? null });
const route = (client?: ClientHandle) => Route.parse(decodeJSON(reads.routeText), { client: client ?? null });
const club = (client?: ClientHandle) => SummaryClub.parse({ id: 19, name: 'Test club' }, { client: client ?? null });
const gear = (client?: ClientHandle) => SummaryGear.parse({ id: 'b20', name: 'Test bike' }, { client: client ?? null });
const athlete = (client?: ClientHandle) => DetailedAthlete.parse({ id: 21 }, { client: client ?? null });
const activity = (client?: ClientHandle) => SummaryActivity.parse({ id: 1, gear_id: 'b20' }, { client: client ?? null });
const SEGMENT_STREAMS = { keys: ['distance', 'latlng', 'altitude'], asText: true };

const ACCESSORS: readonly Accessor[] = [
  { name: 'SummarySegment#details', record: segment, call: (r: SummarySegment, o) => r.details(o), method: 'getSegment', id: 17, gives: (r) => r instanceof DetailedSegment },
  { name: 'SummarySegment#efforts', record: segment, call: (r: SummarySegment, o) => r.efforts(o), method: 'getSegmentEfforts', id: 17, gives: isAll(SegmentEffort) },
  { name: 'SummarySegment#streams', record: segment, call: (r: SummarySegment, o) => r.streams(o), method: 'getSegmentStreams', id: 17, request: SEGMENT_STREAMS, gives: (r) => r instanceof StreamSet },
  { name: 'ExplorerSegment#details', record: explored, call: (r: ExplorerSegment, o) => r.details(o), method: 'getSegment', id: 18, gives: (r) => r instanceof DetailedSegment },
  { name: 'ExplorerSegment#efforts', record: explored, call: (r: ExplorerSegment, o) => r.efforts(o), method: 'getSegmentEfforts', id: 18, gives: isAll(SegmentEffort) },
  { name: 'ExplorerSegment#streams', record: explored, call: (r: ExplorerSegment, o) => r.streams(o), method: 'getSegmentStreams', id: 18, request: SEGMENT_STREAMS, gives: (r) => r instanceof StreamSet },
  { name: 'Route#details', record: route, call: (r: Route, o) => r.details(o), method: 'getRoute', id: reads.routeId, gives: (r) => r instanceof Route },
  { name: 'Route#streams', record: route, call: (r: Route, o) => r.streams(o), method: 'getRouteStreams', id: reads.routeId, request: { asText: true }, gives: (r) => r instanceof StreamSet },
  { name: 'Route#gpx', record: route, call: (r: Route, o) => r.gpx(o), method: 'exportRouteGpx', id: reads.routeId, gives: (r) => r === reads.gpx },
  { name: 'Route#tcx', record: route, call: (r: Route, o) => r.tcx(o), method: 'exportRouteTcx', id: reads.routeId, gives: (r) => r === reads.tcx },
  { name: 'SummaryClub#details', record: club, call: (r: SummaryClub, o) => r.details(o), method: 'getClub', id: 19, gives: (r) => r instanceof DetailedClub },
  { name: 'SummaryClub#members', record: club, call: (r: SummaryClub, o) => r.members(o), method: 'getClubMembers', id: 19, gives: isAll(ClubAthlete) },
  { name: 'SummaryClub#activities', record: club, call: (r: SummaryClub, o) => r.activities(o), method: 'getClubActivities', id: 19, gives: isAll(ClubActivity) },
  { name: 'SummaryGear#details', record: gear, call: (r: SummaryGear, o) => r.details(o), method: 'getGear', id: 'b20', gives: (r) => r instanceof DetailedGear },
  { name: 'SummaryActivity#gear', record: activity, call: (r: SummaryActivity, o) => r.gear(o), method: 'getGear', id: 'b20', gives: (r) => r instanceof DetailedGear },
  { name: 'DetailedAthlete#routes', record: athlete, call: (r: DetailedAthlete, o) => r.routes(o), method: 'getAthleteRoutes', id: 21, gives: isAll(Route) },
  { name: 'DetailedAthlete#zones', record: athlete, call: (r: DetailedAthlete, o) => r.zones(o), method: 'getAthleteZones', id: undefined, gives: (r) => r instanceof Zones },
];

const call = (accessor: Accessor, record: unknown, options?: AccessOptions) => accessor.call(record as never, options);

/** Whether every record reachable from `value` through own properties that has a bound_client has `client`'s. */
function boundTo(value: unknown, client: ClientHandle, seen = new Set<object>()): boolean {
  if (typeof value !== 'object' || value === null || seen.has(value)) return true;
  seen.add(value);
  if ('bound_client' in value && value.bound_client !== client) return false;
  return Object.values(value).every((item: unknown) => boundTo(item, client, seen));
}

describe.each(ACCESSORS)('$name', (accessor) => {
  it('asks its client method about the record, and gives records bound to the same client, frozen', async () => {
    const client = syncClient();
    const result = await call(accessor, accessor.record(client));
    expect(accessor.gives(result)).toBe(true);
    expect(boundTo(result, client)).toBe(true);
    expect(Object.isFrozen(result)).toBe(true);
    const request = { ...accessor.request, signal: expect.any(AbortSignal) as AbortSignal };
    const method = client[accessor.method];
    if (accessor.id === undefined) expect(method).toHaveBeenCalledWith(request);
    else expect(method).toHaveBeenCalledWith(accessor.id, request);
    expect(method).toHaveBeenCalledTimes(1);
  });

  it('is memoised: concurrent calls share one client call, a success is kept, refresh calls again', async () => {
    const answer = deferred<unknown>();
    const client = syncClient();
    const method = client[accessor.method];
    const real = (method.getMockImplementation() ?? (() => undefined)) as (id: unknown, options: object) => unknown;
    method.mockReturnValueOnce(answer.promise);
    const record = accessor.record(client);
    const calls = [call(accessor, record), call(accessor, record)];
    answer.resolve(real(accessor.id, {}));
    const [first, second] = await Promise.all(calls);
    expect(second).toBe(first);
    await expect(call(accessor, record)).resolves.toBe(first);
    expect(method).toHaveBeenCalledTimes(1);
    await call(accessor, record, { refresh: true });
    expect(method).toHaveBeenCalledTimes(2);
  });

  it('rejects, never throws, unbound with UnboundEntityError and without the method with a TypeError naming it', async () => {
    const unbound = call(accessor, accessor.record());
    expect(unbound).toBeInstanceOf(Promise);
    await expect(unbound).rejects.toBeInstanceOf(UnboundEntityError);
    const [record] = accessor.name.split('#');
    await expect(call(accessor, accessor.record())).rejects.toThrow(`${record ?? ''}#${accessor.name.split('#')[1] ?? ''}() needs a client`);
    const lacking: Partial<FakeClient> = syncClient();
    Reflect.deleteProperty(lacking, accessor.method);
    await expect(call(accessor, accessor.record(lacking as ClientHandle))).rejects.toThrow(
      new TypeError(`The bound client has no ${accessor.method}() method, which ${accessor.name}() calls`),
    );
  });

  it('rejects with what the client rejects with, and keeps nothing', async () => {
    const client = syncClient();
    const method = client[accessor.method];
    method.mockReturnValueOnce(Promise.reject(new Error('offline')));
    const record = accessor.record(client);
    await expect(call(accessor, record)).rejects.toThrow('offline');
    await expect(call(accessor, record).then(accessor.gives)).resolves.toBe(true);
    expect(method).toHaveBeenCalledTimes(2);
  });
});

describe('accessors of records without the id they need', () => {
  it('reject with MissingIdError, without calling the client', async () => {
    const client = syncClient();
    const cases: [Promise<unknown>, string][] = [
      [SummarySegment.parse({}, { client }).details(), 'SummarySegment#details() needs the record\'s id'],
      [ExplorerSegment.parse({}, { client }).streams(), 'ExplorerSegment#streams() needs the record\'s id'],
      [DetailedSegment.parse({}, { client }).efforts(), 'DetailedSegment#efforts() needs the record\'s id'],
      [Route.parse({}, { client }).gpx(), 'Route#gpx() needs the record\'s id'],
      [DetailedClub.parse({}, { client }).members(), 'DetailedClub#members() needs the record\'s id'],
      [DetailedGear.parse({}, { client }).details(), 'DetailedGear#details() needs the record\'s id'],
      [DetailedAthlete.parse({}, { client }).routes(), 'DetailedAthlete#routes() needs the record\'s id'],
    ];
    for (const [promise, message] of cases) {
      await expect(promise).rejects.toBeInstanceOf(MissingIdError);
      await expect(promise).rejects.toThrow(message);
    }
    for (const method of Object.values(client)) expect(method).not.toHaveBeenCalled();
  });

  it('ask for the athlete\'s zones without an id, the API giving only the authenticated athlete\'s', async () => {
    const client = syncClient();
    await expect(DetailedAthlete.parse({}, { client }).zones()).resolves.toBeInstanceOf(Zones);
    expect(client.getAthleteZones).toHaveBeenCalledWith({ signal: expect.any(AbortSignal) as AbortSignal });
  });
});

describe('SummaryActivity#gear', () => {
  it('gives null for an activity without gear_id, without calling the client', async () => {
    const client = syncClient();
    await expect(SummaryActivity.parse({ id: 1 }, { client }).gear()).resolves.toBeNull();
    expect(client.getGear).not.toHaveBeenCalled();
    await expect(SummaryActivity.parse({ id: 1 }).gear()).rejects.toBeInstanceOf(UnboundEntityError);
  });

  it('is not on a detailed activity, whose gear is data leading on with details()', async () => {
    const client = syncClient();
    const detail = DetailedActivity.parse({ id: 1, gear_id: 'b20', gear: { id: 'b20', name: 'Test bike' } }, { client });
    expect(detail.gear).toBeInstanceOf(SummaryGear);
    const details = await detail.gear?.details();
    expect(details?.brand_name).toBe(reads.gear.brand_name);
    expect(client.getGear).toHaveBeenCalledWith('b20', expect.anything());
  });

  it('is memoised apart from the activity\'s other accessors', async () => {
    const client = syncClient();
    const record = activity(client);
    await record.gear();
    await record.details();
    await record.gear();
    expect(client.getGear).toHaveBeenCalledTimes(1);
    expect(client.getActivity).toHaveBeenCalledTimes(1);
  });
});

describe('what the reads give', () => {
  it('keeps ids beyond 2^53 exact in a client\'s JSON text, as string or bytes', async () => {
    const text = syncClient();
    const [newest] = await athlete(text).routes();
    expect(newest?.id).toBe(reads.routeId);
    expect(typeof newest?.id).toBe('bigint');
    const bytes = clientAnswering(() => new TextEncoder().encode(reads.segmentEffortsText));
    const [effort] = await segment(bytes).efforts();
    expect(typeof effort?.id).toBe('bigint');
    expect(String(effort?.id)).toBe(/"id":(\d+)/.exec(reads.segmentEffortsText)?.[1]);
  });

  it('leads on from what it gives: an effort of a segment to its activity, a route\'s segment to its detail, a club member to nothing', async () => {
    const client = syncClient();
    const [effort] = await segment(client).efforts();
    await expect(effort?.activity?.details()).resolves.toBeInstanceOf(DetailedActivity);
    const detail = await route(client).details();
    await expect(detail.segments?.[0]?.details()).resolves.toBeInstanceOf(DetailedSegment);
    const [member] = await club(client).members();
    await expect(member?.stats()).rejects.toBeInstanceOf(MissingIdError);
    const explored = ExplorerResponse.parse({ segments: [{ id: 18 }] }, { client });
    await expect(explored.segments?.[0]?.details()).resolves.toBeInstanceOf(DetailedSegment);
  });

  it('reads a segment\'s and a route\'s samples from either shape, decoded or as text', async () => {
    const decoded = await segment(syncClient()).streams();
    expect(decoded.latlng?.length).toBe((reads.segmentStreams.latlng as { data: unknown[] }).data.length);
    const text = await route(clientAnswering(() => JSON.stringify(reads.routeStreams))).streams();
    const [, distance, altitude] = reads.routeStreams as { type: string; data: number[] }[];
    expect(text.distance?.toArray()).toEqual(distance?.data);
    expect(text.altitude?.at(1)).toBe(altitude?.data[1]);
    const keyed = await route(clientAnswering(() => ({ distance: { data: [0, 10] } }))).streams();
    expect(keyed.distance?.toArray()).toEqual([0, 10]);
  });

  it('rejects with ParseError whose paths start at the item\'s index, and keeps nothing', async () => {
    const answers: unknown[] = [[{ firstname: 'Ann' }, { membership: 5 }], reads.clubMembers];
    const client = clientAnswering(() => answers.shift());
    const record = club(client);
    await expect(record.members()).rejects.toThrow('[1].membership: expected string, received 5');
    await expect(record.members()).resolves.toHaveLength(reads.clubMembers.length);
    await expect(gear(clientAnswering(() => [reads.gear])).details()).rejects.toThrow('(root): expected object, received array');
  });

  it('gives an export\'s text as it came, from bytes too, and refuses what holds no such document', async () => {
    const bytes = route(clientAnswering(() => new TextEncoder().encode(reads.gpx).buffer));
    await expect(bytes.gpx()).resolves.toBe(reads.gpx);
    const fault = '{"message":"Record Not Found","errors":[{"resource":"Route","field":"id","code":"invalid"}]}';
    const refused = route(clientAnswering(() => fault));
    await expect(refused.gpx()).rejects.toBeInstanceOf(ParseError);
    await expect(refused.tcx()).rejects.toThrow('(root): expected TCX text (holding <TrainingCenterDatabase>), received "{\\"message\\":\\"Record Not Found\\",\\"errors\\":["… (92 characters)');
    await expect(route(clientAnswering(() => reads.gpx)).tcx()).rejects.toBeInstanceOf(ParseError);
    await expect(route(clientAnswering(() => ({ gpx: reads.gpx }))).gpx()).rejects.toThrow('(root): expected GPX text (holding <gpx>), received object');
  });

  it('calls the client with the client as this, in the caller\'s own turn', () => {
    const client = syncClient();
    const getClub = vi.fn(function (this: unknown) {
      expect(this).toBe(client);
      return reads.club;
    });
    client.getClub = getClub;
    void club(client).details();
    expect(getClub).toHaveBeenCalledTimes(1);
  });
});
