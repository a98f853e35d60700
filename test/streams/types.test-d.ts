import { describe, expectTypeOf, it } from 'vitest';
import {
  Lap,
  SampleWindow,
  SegmentEffort,
  Stream,
  StreamSet,
  StreamWindow,
  StreamWindowError,
  type LatLng,
  type StreamFigures,
  type StreamOf,
  type StreamSample,
  type StreamSetJson,
  type StreamType,
  type StreamWindowReason,
} from '../../src/index.js';

declare const value: unknown;
declare const lap: Lap;
declare const effort: SegmentEffort;

describe('stream types', () => {
  it('types each stream of a set by its samples', () => {
    const streams = StreamSet.parse(value);
    expectTypeOf(streams).toEqualTypeOf<StreamSet>();
    expectTypeOf(StreamSet.parseJSON('{}')).toEqualTypeOf<StreamSet>();
    expectTypeOf(streams.heartrate).toEqualTypeOf<StreamOf<number> | null>();
    expectTypeOf(streams.heartrate?.at(0)).toEqualTypeOf<number | null | undefined>();
    expectTypeOf(streams.latlng?.at(0)).toEqualTypeOf<LatLng | null | undefined>();
    expectTypeOf(streams.moving?.toArray()).toEqualTypeOf<(boolean | null)[] | undefined>();
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
