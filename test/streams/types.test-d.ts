import { describe, expectTypeOf, it } from 'vitest';
import type { HttpClient, JsonObject } from '../../src/http/index.js';
import {
  DetailedActivity,
  Lap,
  MetaActivity,
  SampleWindow,
  SegmentEffort,
  Stream,
  StreamSet,
  StreamWindow,
  StreamWindowError,
  type LatLng,
  type ClientHandle,
  type Id,
  type MaybePromise,
  type StreamFigures,
  type StreamRequestOptions,
  type StreamOf,
  type StreamSample,
  type StreamSetJson,
  type StreamType,
  type StreamWindowReason,
} from '../../src/index.js';

declare const value: unknown;
declare const lap: Lap;
declare const effort: SegmentEffort;
declare const http: HttpClient;
declare const fiveMethods: ClientHandle;

describe('stream types', () => {
  it('types each stream of a set by its samples', () => {
    const streams = StreamSet.parse(value);
    expectTypeOf(streams).toEqualTypeOf<StreamSet>();
    expectTypeOf(StreamSet.parseJSON('{}')).toEqualTypeOf<StreamSet>();
    expectTypeOf(streams.heartrate).toEqualTypeOf<StreamOf<number> | null>();
    expectTypeOf(streams.heartrate?.at(0)).toEqualTypeOf<number | null | undefined>();
    expectTypeOf(streams.latlng?.at(0)).toEqualTypeOf<LatLng | null | undefined>();
    expectTypeOf(streams.moving?.toArray()).toEqualTypeOf<(boolean | null)[] | undefined>();
    expectTypeOf(streams.latlng?.data).toEqualTypeOf<(LatLng | null)[] | undefined>();
    expectTypeOf(streams.moving?.toTypedArray()).toEqualTypeOf<Uint8Array | undefined>();
    expectTypeOf(streams.watts?.toTypedArray()).toEqualTypeOf<Float64Array | undefined>();
    expectTypeOf(streams.heartrate?.window(lap)).toEqualTypeOf<SampleWindow<number> | undefined>();
    expectTypeOf(streams.toJSON()).toEqualTypeOf<StreamSetJson>();
    expectTypeOf(streams.heartrate?.type).toEqualTypeOf<StreamType | undefined>();
  });

  it('reads a lone stream as a Stream of any sample', () => {
    const stream = Stream.parse(value);
    expectTypeOf(stream).toEqualTypeOf<Stream>();
    expectTypeOf(stream.at(0)).toEqualTypeOf<StreamSample | null | undefined>();
    expectTypeOf(Stream.parseMany(value)).toEqualTypeOf<Stream[]>();
  });

  it('cuts windows of laps, efforts and any record with indexes, and types their figures', () => {
    const streams = StreamSet.parse(value);
    expectTypeOf(streams.window(lap)).toEqualTypeOf<StreamWindow>();
    expectTypeOf(streams.window(effort)).toEqualTypeOf<StreamWindow>();
    expectTypeOf(streams.window({ start_index: 0, end_index: 5 })).toEqualTypeOf<StreamWindow>();
    const window = streams.window(lap);
    expectTypeOf(window.latlng).toEqualTypeOf<SampleWindow<LatLng> | null>();
    expectTypeOf(window.figures()).toEqualTypeOf<StreamFigures>();
    expectTypeOf(window.figures().average_heartrate).toEqualTypeOf<number | null>();
    expectTypeOf<StreamWindowError['reason']>().toEqualTypeOf<StreamWindowReason>();
    // @ts-expect-error a window needs an object with the indexes
    streams.window(5);
  });

  it('types the accessors: a set from an activity, a window from a lap or an effort', () => {
    expectTypeOf(MetaActivity.parse(value).streams()).toEqualTypeOf<Promise<StreamSet>>();
    expectTypeOf(DetailedActivity.parse(value).streams({ signal: AbortSignal.timeout(1), refresh: true })).toEqualTypeOf<Promise<StreamSet>>();
    expectTypeOf(lap.activity?.streams()).toEqualTypeOf<Promise<StreamSet> | undefined>();
    expectTypeOf(lap.streams()).toEqualTypeOf<Promise<StreamWindow>>();
    expectTypeOf(effort.streams({ refresh: true })).toEqualTypeOf<Promise<StreamWindow>>();
    expectTypeOf(DetailedActivity.parse(value).laps?.[0]?.streams()).toEqualTypeOf<Promise<StreamWindow> | undefined>();
  });

  it('types getActivityStreams: optional on a ClientHandle, decoded or text on the HTTP client', () => {
    // A client of the first five methods compiles (test/activities.test-d.ts): the member is optional.
    expectTypeOf(fiveMethods.getActivityStreams).toEqualTypeOf<((activityId: Id, options: StreamRequestOptions) => MaybePromise<unknown>) | undefined>();
    const withStreams: ClientHandle = { ...fiveMethods, getActivityStreams: (_id, { keys, asText }) => (asText === true ? '{}' : { keys }) };
    expectTypeOf(withStreams).toEqualTypeOf<ClientHandle>();
    expectTypeOf<StreamRequestOptions['keys']>().toEqualTypeOf<readonly (StreamType | (string & {}))[] | undefined>();
    expectTypeOf<HttpClient['getActivityStreams']>().toExtend<NonNullable<ClientHandle['getActivityStreams']>>();
    expectTypeOf(http.getActivityStreams(1)).toEqualTypeOf<Promise<JsonObject>>();
    expectTypeOf(http.getActivityStreams(1, { keys: ['heartrate', 'smo2'] })).toEqualTypeOf<Promise<JsonObject>>();
    expectTypeOf(http.getActivityStreams(1, { asText: true })).toEqualTypeOf<Promise<string>>();
    expectTypeOf(http.getSegmentEffortStreams(1, { asText: true })).toEqualTypeOf<Promise<string>>();
    expectTypeOf(http.getSegmentEffortStreams(1n)).toEqualTypeOf<Promise<JsonObject>>();
    const asText: boolean = Math.random() > 0.5;
    expectTypeOf(http.getActivityStreams(1, { asText })).toEqualTypeOf<Promise<JsonObject | string>>();
    // @ts-expect-error keys are an array of types
    void http.getActivityStreams(1, { keys: 'time,distance' });
  });

  it('takes text or bytes only, and has no public constructors', () => {
    StreamSet.parseJSON(new Uint8Array(0));
    StreamSet.parseJSON(new ArrayBuffer(0));
    // @ts-expect-error a number is no JSON text
    StreamSet.parseJSON(5);
    // @ts-expect-error records are built by parse
    new StreamSet();
    // @ts-expect-error windows are made by window()
    new StreamWindow();
  });

  it('keeps records and windows read-only', () => {
    const streams = StreamSet.parse(value);
    // @ts-expect-error fields are readonly
    streams.time = null;
    // @ts-expect-error fields are readonly
    streams.window(lap).start_index = 3;
  });
});
