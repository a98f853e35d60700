import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ParseError, Stream, StreamSet, decodeJSON } from '../../src/index.js';
import { isolatedLibrary, type IsolatedLibrary } from '../helpers/isolated-run.js';

/** The `ParseError` that `read` throws; fails when it throws anything else or nothing. */
function parseErrorOf(read: () => unknown): ParseError {
  try {
    read();
  } catch (error) {
    if (error instanceof ParseError) return error;
    throw error;
  }
  throw new Error('expected a ParseError');
}

/** A keyed body whose one stream, of `type`, holds `count` copies of the sample text `sample`. */
function bodyOf(type: string, sample: string, count: number): string {
  return `{"${type}":{"data":[${`${sample},`.repeat(count - 1)}${sample}]}}`;
}

/** One stream type of each kind of sample storage. */
const TYPES = ['heartrate', 'velocity_smooth', 'latlng', 'moving'] as const;
/** Samples that some kind refuses: an object, a string, nested arrays, huge numbers, other kinds' samples, a position out of range. */
const SAMPLES = ['{}', '{"a":[1,{"b":2}]}', '"x"', '[[1]]', '[]', '[1,2,3]', '1e400', '123456789012345678901234567890', '1.5', '1', 'true', '[91,0]', '[91,181]'];

describe('a stream body with more bad samples than a ParseError lists', () => {
  const COUNT = 50_000;

  for (const type of TYPES) {
    describe(type, () => {
      for (const sample of SAMPLES) {
        // How many issues one sample makes (a position has one per coordinate out of range), from a short body.
        const perSample = StreamSet.safeParse(decodeJSON(bodyOf(type, sample, 1)));
        if (perSample.success) continue;
        const each = perSample.error.issues.length;

        it(`lists the first 100 issues of ${COUNT.toLocaleString('en-US')} samples ${sample} and counts the rest, from text and decoded alike`, () => {
          const text = bodyOf(type, sample, COUNT);
          for (const error of [parseErrorOf(() => StreamSet.parseJSON(text)), parseErrorOf(() => StreamSet.parse(decodeJSON(text)))]) {
            expect(error.issues).toHaveLength(100);
            expect(error.omitted).toBe(each * COUNT - 100);
            expect(error.issues[0]).toEqual(perSample.error.issues[0]);
            expect(error.issues[99]?.path.slice(0, 3)).toEqual([type, 'data', Math.floor(99 / each)]);
            expect(error.message).toContain(`… and ${each * COUNT - 20} more issues (ParseError.omitted counts the ${each * COUNT - 100} not in ParseError.issues)`);
          }
        });
      }
    });
  }

  it('lists the first 100 issues of the streams that come after one with many, in the body\'s order', () => {
    const text = `{"heartrate":{"data":[${'"x",'.repeat(98)}"x"]},"watts":{"data":[{},{}]},"cadence":{"data":[{}]}}`;
    const error = parseErrorOf(() => StreamSet.parseJSON(text));
    expect(error.issues.map((issue) => issue.path.join('.'))).toEqual([
      ...Array.from({ length: 99 }, (_, index) => `heartrate.data.${index}`),
      'watts.data.0',
    ]);
    expect(error.omitted).toBe(2);
  });

  it('counts, past 100, the streams of an array body that repeat a type, and those Stream.parseMany refuses', () => {
    const streams = Array.from({ length: 20_000 }, () => ({ type: 'time', data: [1] }));
    const repeated = parseErrorOf(() => StreamSet.parse(streams));
    expect([repeated.issues.length, repeated.omitted, repeated.issues[0].path]).toEqual([100, 19_899, [1, 'type']]);
    const refused = parseErrorOf(() => Stream.parseMany(Array.from({ length: 20_000 }, () => ({ type: 'time', data: 'none' }))));
    expect([refused.issues.length, refused.omitted, refused.issues[99]?.path]).toEqual([100, 19_900, [99, 'data']]);
  });

  it('counts the issues of a stream set whose unknown keys hold 20,000 values that are no JSON', () => {
    const body: Record<string, unknown> = { time: { data: [1], note: Array.from({ length: 20_000 }, () => undefined) } };
    const error = parseErrorOf(() => StreamSet.parse(body));
    expect([error.issues.length, error.omitted, error.issues[99]?.path]).toEqual([100, 19_900, ['time', 'note', 99]]);
  });
});

describe('a body of bad samples just under 32 MiB, the HTTP client\'s maxBodyBytes, at a 512 MB heap', () => {
  let library: IsolatedLibrary;
  beforeAll(async () => {
    library = await isolatedLibrary();
  }, 60_000);
  afterAll(() => {
    library.dispose();
  });

  it('ends in a ParseError of 100 issues and the count of the rest, from StreamSet.parseJSON and every streams() accessor', { timeout: 240_000 }, () => {
    const result = library.run(
      `
      const LIMIT = 32 * 1024 * 1024;
      // The largest body under LIMIT characters (and bytes: it is ASCII) whose every sample is an empty object.
      const bodyOf = (type) => {
        const head = '{"' + type + '":{"data":[';
        const count = Math.floor((LIMIT - 1 - head.length - 3 + 1) / 3);
        return { count, text: head + '{},'.repeat(count - 1) + '{}]}}' };
      };
      const outcome = (error, count, text) => [error.name, error.issues.length, error.omitted === count - 100, error.issues[99].path.join('.'), text.length < LIMIT];
      const lines = [];
      for (const type of ['heartrate', 'velocity_smooth', 'latlng', 'moving']) {
        const { count, text } = bodyOf(type);
        try { lib.StreamSet.parseJSON(text); } catch (error) { lines.push(outcome(error, count, text)); }
      }
      const { count, text } = bodyOf('heartrate');
      const client = { getActivityStreams: () => text };
      const activity = lib.SummaryActivity.parse({ id: 1 }, { client });
      const lap = lib.Lap.parse({ activity: { id: 2 }, start_index: 0, end_index: 0 }, { client });
      const effort = lib.SegmentEffort.parse({ activity: { id: 3 }, start_index: 0, end_index: 0 }, { client });
      for (const record of [activity, lap, effort]) {
        await record.streams().then(() => lines.push('accepted'), (error) => lines.push(outcome(error, count, text)));
      }
      console.log(JSON.stringify(lines));
      `,
      { timeLimit: 200_000, nodeOptions: ['--max-old-space-size=512'] },
    );
    expect(result.timedOut).toBe(false);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const ended = (type: string) => ['ParseError', 100, true, `${type}.data.99`, true];
    expect(JSON.parse(result.stdout) as unknown).toEqual([
      ended('heartrate'),
      ended('velocity_smooth'),
      ended('latlng'),
      ended('moving'),
      ended('heartrate'),
      ended('heartrate'),
      ended('heartrate'),
    ]);
  });
});
